import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import type { ScalePatch } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { call } from '../../../lib/api-client';
import { SCALE_KEY, historyKey } from './keys';

/** The form's fields, or `{ ativo }` alone (Desativar/Ativar). */
export function updateCampaign({ id, object }: { id: number; object: ScalePatch }) {
  return call(API.update, { params: { id }, body: { object } }).then(
    (answer) => answer.update_campanha_comunicacao_by_pk,
  );
}

export function useUpdateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SCALE_KEY }),
        client.invalidateQueries({ queryKey: historyKey('campanha_comunicacao') }),
      ]),
  });
}
