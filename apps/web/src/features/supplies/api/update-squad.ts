import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { z } from 'zod';
import type { squadInput } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

/** Saves a squad's name, provider, city, active flag and members. */
export function useUpdateSquad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof squadInput> }) =>
      call(API.updateSquad, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['supplies'] }),
  });
}
