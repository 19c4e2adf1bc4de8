import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaUpdate } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function updateTrail({ id, body }: { id: number; body: TrilhaUpdate }) {
  return call(TRAIL_API.rename, { params: { id }, body });
}

export function useUpdateTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
