import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaInput } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function createTrail(body: TrilhaInput) {
  return call(TRAIL_API.create, { body });
}

export function useCreateTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
