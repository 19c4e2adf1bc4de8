import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import type { ParticipantFields } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { call } from '../../../lib/api-client';
import { LEAD_IMPORTS_KEY } from './list-lead-imports';

export type ParticipantUpdate = { id: number; importId: number; fields: ParticipantFields };

/** A corrected line (`PUT v1/lead/importacao/clientes`, spec: where/_set); only digits of phone and CPF are sent. */
export function updateParticipant({ id, importId, fields }: ParticipantUpdate) {
  return call(API.updateParticipants, {
    body: { updates: [{ where: { id, id_importacao_evento: importId }, _set: fields }] },
  });
}

export function useUpdateParticipant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateParticipant,
    onSuccess: () => client.invalidateQueries({ queryKey: LEAD_IMPORTS_KEY }),
  });
}
