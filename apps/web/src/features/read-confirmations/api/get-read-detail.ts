import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@intranet/shared/api/paging';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import type {
  ReadDetailQuery,
  ReadItemParams,
  ReadPerson,
} from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { call } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

export const readDetailQuery = (params: ReadItemParams, query: ReadDetailQuery) =>
  queryOptions({
    queryKey: ['read-confirmations', 'detail', params.tipo, params.id, query],
    queryFn: ({ signal }) => call(API.detail, { params, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** An item's figures, a page of its audience, its departments and reminders. */
export function useReadDetail(params: ReadItemParams, query: ReadDetailQuery) {
  return useQuery(readDetailQuery(params, query));
}

/** Every person of the filtered audience, page after page (the export). */
export function allReadPeople(params: ReadItemParams, query: Omit<ReadDetailQuery, 'limit' | 'offset'>) {
  return fetchAllPages<ReadPerson>(async (offset, limit) => {
    const answer = await call(API.detail, { params, query: { ...query, offset, limit } });
    return { dados: answer.pessoas, total: answer.total };
  }, MAX_PAGE_SIZE);
}
