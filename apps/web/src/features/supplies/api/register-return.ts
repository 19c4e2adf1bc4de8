import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { returnInput } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

/** Registers a recolhimento or a devolução as typed in the field. */
export function useRegisterReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof returnInput>) => call(API.registerReturn, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['supplies'] }),
  });
}
