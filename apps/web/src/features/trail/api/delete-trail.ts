import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { call } from '../../../lib/api-client';

export function deleteTrail(id: number) {
  return call(TRAIL_API.delete, { params: { id } });
}

export function useDeleteTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
