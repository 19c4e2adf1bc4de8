import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { MoveInput } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

/** Registers one kind of move for several tags. */
export function useRegisterMoves() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveInput) => call(API.move, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['supplies'] }),
  });
}
