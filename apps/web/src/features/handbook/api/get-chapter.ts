import { queryOptions, useQuery } from '@tanstack/react-query';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { call } from '../../../lib/api-client';

export const chapterQuery = (id: number) =>
  queryOptions({
    queryKey: ['handbook', 'chapter', id],
    queryFn: ({ signal }) => call(API.chapter, { params: { id } }, { signal }).then((answer) => answer.capitulo),
  });

/** One chapter to read, with the reader's confirmation of its current version. */
export function useChapter(id: number | undefined) {
  return useQuery({ ...chapterQuery(id ?? 0), enabled: id !== undefined });
}
