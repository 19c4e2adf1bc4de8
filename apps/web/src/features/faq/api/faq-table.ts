import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import type { FaqTableBody } from '@intranet/shared/faq/faq.schemas';
import { call } from '../../../lib/api-client';

export function faqTable(body: FaqTableBody, signal?: AbortSignal) {
  return call(API.table, { body }, { signal });
}

export const faqTableQuery = (body: FaqTableBody) =>
  queryOptions({
    queryKey: ['crud', 'rh_faq_pergunta', 'table', body],
    queryFn: ({ signal }) => faqTable(body, signal),
    placeholderData: keepPreviousData,
  });

/** The staff table of questions, one page at a time; the kit's writes refresh it (same key prefix). */
export function useFaqTable(body: FaqTableBody) {
  return useQuery(faqTableQuery(body));
}
