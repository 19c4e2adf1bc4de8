import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaFiltroBody } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function listTrails(body: TrilhaFiltroBody, signal?: AbortSignal) {
  return call(TRAIL_API.list, { body }, { signal });
}

export const listTrailsQuery = (body: TrilhaFiltroBody) =>
  queryOptions({ queryKey: ['trail', 'list', body], queryFn: ({ signal }) => listTrails(body, signal) });

export function useTrails(body: TrilhaFiltroBody) {
  return useQuery({ ...listTrailsQuery(body), placeholderData: keepPreviousData });
}
