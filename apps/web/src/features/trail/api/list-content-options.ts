import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { call } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

/** Every content (newest first, as the server lists them), fetched page by page for the selection list. */
export function listContentOptions(signal?: AbortSignal) {
  return fetchAllPages((offset, limit) => call(CONTENT_API.list, { body: { filtro: {}, offset, limit } }, { signal }));
}

export const listContentOptionsQuery = () =>
  queryOptions({ queryKey: ['content', 'options'], queryFn: ({ signal }) => listContentOptions(signal) });

export function useContentOptions() {
  return useQuery(listContentOptionsQuery());
}
