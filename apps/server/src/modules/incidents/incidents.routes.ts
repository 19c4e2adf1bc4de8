import {
  INCIDENT_COUNTS_API,
  INCIDENT_DASHBOARD_API,
  INCIDENT_RESOLUTION_API,
} from '@intranet/shared/incidents/incidents.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { incidentDashboard } from './incident-dashboard.service';
import { incidentCounts, incidentService, resolveIncident } from './incidents.service';

/** Incidents, their home counts, the dashboard and marking one resolved. */
export const incidentsRoutes = defineRoutes('incidents', (r) => {
  serveCrud(r, incidentService);
  r.on(INCIDENT_COUNTS_API.counts, (ctx) => incidentCounts(ctx));
  r.on(INCIDENT_DASHBOARD_API.dashboard, (ctx, { query }) => incidentDashboard(ctx, query));
  r.on(INCIDENT_RESOLUTION_API.resolve, (ctx, { params, body }) =>
    resolveIncident(ctx, { id: params.id, resolved: body.resolvido }),
  );
});
