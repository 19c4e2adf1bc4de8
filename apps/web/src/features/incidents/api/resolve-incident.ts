import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INCIDENT_API, INCIDENT_RESOLUTION_API as API } from '@intranet/shared/incidents/incidents.contract';
import { call } from '../../../lib/api-client';

/** Marks an incident resolved or open again; the incidents and their history are read again. */
export function useResolveIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; resolvido: boolean }) =>
      call(API.resolve, { params: { id: input.id }, body: { resolvido: input.resolvido } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['crud', INCIDENT_API.table] }),
        client.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
