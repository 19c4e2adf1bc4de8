import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARTNERS_API as API } from '@intranet/shared/partners/partners.contract';
import type { PartnerPermissionsBody } from '@intranet/shared/partners/partners.schemas';
import { call } from '../../../lib/api-client';

/** Sets a partner's sales level and companies; their profile and history are read again. */
export function useSetPartnerPermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & PartnerPermissionsBody) =>
      call(API.set, {
        params: { id: input.id },
        body: { nivel_vendas: input.nivel_vendas, empresas: input.empresas },
      }),
    onSuccess: (_data, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['partners', input.id] }),
        client.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
