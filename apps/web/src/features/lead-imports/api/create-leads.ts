import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { call } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { LEAD_IMPORTS_KEY } from './list-lead-imports';

/** The chosen lines of an import turned into leads (`POST v1/lead/importacao/mk`: id_usuario, lead, id_importacao_evento). */
export function createLeads({ importId, ids }: { importId: number; ids: number[] }) {
  const id_usuario = session.get().user?.usuarioId ?? undefined;
  return call(API.createLeads, { body: { id_usuario, lead: ids, id_importacao_evento: importId } }).then(
    (answer) => answer.criaLeadImportada,
  );
}

export function useCreateLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLeads,
    onSettled: () => client.invalidateQueries({ queryKey: LEAD_IMPORTS_KEY }),
  });
}
