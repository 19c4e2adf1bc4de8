import { queryOptions, useQuery } from '@tanstack/react-query';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { call } from '../../../lib/api-client';

export const handbookTocQuery = () =>
  queryOptions({
    queryKey: ['handbook', 'toc'],
    queryFn: ({ signal }) => call(API.toc, {}, { signal }).then((answer) => answer.categorias),
  });

/** The reader's table of contents: parts in order, their chapters in order, the pending ones marked. */
export function useHandbookToc() {
  return useQuery(handbookTocQuery());
}
