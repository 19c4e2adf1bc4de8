import { queryOptions, useQuery } from '@tanstack/react-query';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { call } from '../../../lib/api-client';

export function listHandbook(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.handbook);
}

export const handbookListQuery = () =>
  queryOptions({ queryKey: ['handbook', 'list'], queryFn: ({ signal }) => listHandbook(signal) });

export function useHandbookList() {
  return useQuery(handbookListQuery());
}
