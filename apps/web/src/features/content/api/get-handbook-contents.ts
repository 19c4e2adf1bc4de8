import { queryOptions, useQuery } from '@tanstack/react-query';
import { HANDBOOK_API } from '@intranet/shared/handbook/handbook.contract';
import { call } from '../../../lib/api-client';

export function getHandbookContents(signal?: AbortSignal) {
  return call(HANDBOOK_API.toc, {}, { signal }).then((answer) => answer.categorias);
}

export const handbookContentsQuery = () =>
  queryOptions({ queryKey: ['content-home', 'handbook'], queryFn: ({ signal }) => getHandbookContents(signal) });

/** The handbook's parts and chapters in order, the reader's pending ones marked. */
export function useHandbookContents() {
  return useQuery(handbookContentsQuery());
}
