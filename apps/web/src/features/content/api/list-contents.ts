import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import type { ConteudoFiltroBody } from '@intranet/shared/content/content.schemas';
import { call } from '../../../lib/api-client';

export function listContents(body: ConteudoFiltroBody, signal?: AbortSignal) {
  return call(CONTENT_API.list, { body }, { signal });
}

export const listContentsQuery = (body: ConteudoFiltroBody) =>
  queryOptions({ queryKey: ['content', 'list', body], queryFn: ({ signal }) => listContents(body, signal) });

export function useContents(body: ConteudoFiltroBody) {
  return useQuery({ ...listContentsQuery(body), placeholderData: keepPreviousData });
}
