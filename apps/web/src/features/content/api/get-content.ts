import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { call } from '../../../lib/api-client';

export function getContent(id: number, signal?: AbortSignal) {
  return call(CONTENT_API.get, { params: { id } }, { signal });
}

export const getContentQuery = (id: number) =>
  queryOptions({ queryKey: ['content', 'detail', id], queryFn: ({ signal }) => getContent(id, signal) });

export function useContent(id: number) {
  return useQuery({ ...getContentQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
