import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INCIDENT_DASHBOARD_API as API } from '@intranet/shared/incidents/incidents.contract';
import { call } from '../../../lib/api-client';

/** The incidents dashboard of the last `meses` months. */
export const incidentDashboardQuery = (meses: number) =>
  queryOptions({
    queryKey: ['incidents', 'dashboard', meses],
    queryFn: ({ signal }) => call(API.dashboard, { query: { meses } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useIncidentDashboard(meses: number) {
  return useQuery(incidentDashboardQuery(meses));
}
