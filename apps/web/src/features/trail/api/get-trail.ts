import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { call } from '../../../lib/api-client';

export function getTrail(id: number, signal?: AbortSignal) {
  return call(TRAIL_API.get, { params: { id } }, { signal });
}

export const getTrailQuery = (id: number) =>
  queryOptions({ queryKey: ['trail', 'detail', id], queryFn: ({ signal }) => getTrail(id, signal) });

export function useTrail(id: number) {
  return useQuery({ ...getTrailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
