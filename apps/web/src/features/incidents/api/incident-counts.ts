import { useQuery } from '@tanstack/react-query';
import { INCIDENT_COUNTS_API } from '@intranet/shared/incidents/incidents.contract';
import { call } from '../../../lib/api-client';

/** The incidents home: total and per category. */
export function useIncidentCounts() {
  return useQuery({
    queryKey: ['crud', 'rh_incidente', 'counts'],
    queryFn: () => call(INCIDENT_COUNTS_API.counts, {}),
  });
}
