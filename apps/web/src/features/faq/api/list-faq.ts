import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import { call } from '../../../lib/api-client';

export function listFaq(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.faq);
}

export const faqListQuery = () => queryOptions({ queryKey: ['faq', 'list'], queryFn: ({ signal }) => listFaq(signal) });

export function useFaqList() {
  return useQuery(faqListQuery());
}
