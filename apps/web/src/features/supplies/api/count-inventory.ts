import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { inventoryInsertBody } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

/** `POST v1/company/suprimentos/inventario {objects}`: counted rows. */
export function useCountInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof inventoryInsertBody>) => call(API.count, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['supplies'] }),
  });
}
