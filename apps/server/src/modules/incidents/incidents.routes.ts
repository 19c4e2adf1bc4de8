import { INCIDENT_COUNTS_API, INCIDENT_DASHBOARD_API } from '@intranet/shared/incidents/incidents.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { incidentDashboard } from './incident-dashboard.service';
import { incidentCounts, incidentService } from './incidents.service';

/** Incidents and their home counts. */
export const incidentsRoutes = defineRoutes('incidents', (r) => {
  serveCrud(r, incidentService);
  r.on(INCIDENT_COUNTS_API.counts, (ctx) => incidentCounts(ctx));
  r.on(INCIDENT_DASHBOARD_API.dashboard, (ctx, { query }) => incidentDashboard(ctx, query));
});
