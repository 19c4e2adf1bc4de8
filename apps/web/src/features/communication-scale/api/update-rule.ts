import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import type { RuleUpdate } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { call } from '../../../lib/api-client';
import { SCALE_KEY, historyKey } from './keys';

/** `{ ativo }` alone (Ativar/Desativar) or the whole rule. */
export function updateRule({ id, object }: { id: number; object: RuleUpdate }) {
  return call(API.updateRule, { params: { id }, body: { object } }).then(
    (answer) => answer.update_campanha_regras_by_pk,
  );
}

export function useUpdateRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SCALE_KEY }),
        client.invalidateQueries({ queryKey: historyKey('campanha_regras') }),
      ]),
  });
}
