import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { crudEndpoints } from '../crud/crud.contract';
import {
  incident,
  incidentCountsResponse,
  incidentDashboardQuery,
  incidentDashboardResponse,
  incidentFilter,
  incidentInput,
  incidentPatch,
  incidentResolutionBody,
  incidentResolutionResponse,
} from './incidents.schemas';

/** Incidents (`/incidents`): answers under `rh_incidente` …; the registering user is the caller. */
export const INCIDENT_API = crudEndpoints({
  table: 'rh_incidente',
  path: '/v1/incidente',
  createPath: '/v1/criar/incidente',
  access: { list: 'incident.list', create: 'incident.create', edit: 'incident.edit', delete: 'incident.delete' },
  schemas: { row: incident, filter: incidentFilter, input: incidentInput, patch: incidentPatch },
});

/** The incidents home: how many, and how many per category. */
export const INCIDENT_COUNTS_API = {
  counts: endpoint({
    method: 'POST',
    path: '/v1/incidente/contador',
    access: 'incident.list',
    response: incidentCountsResponse,
  }),
} as const;

/** `/incidents/dashboards`: incidents per month, category and department, and the time to resolve them. */
export const INCIDENT_DASHBOARD_API = {
  dashboard: endpoint({
    method: 'GET',
    path: '/v1/incidente/painel',
    access: 'incident.list',
    query: incidentDashboardQuery,
    response: incidentDashboardResponse,
  }),
} as const;

/** Marking an incident resolved (or open again); each change kept in the incident's history. */
export const INCIDENT_RESOLUTION_API = {
  resolve: endpoint({
    method: 'PUT',
    path: '/v1/incidente/:id/resolucao',
    access: 'incident.resolve',
    params: z.object({ id: idParam }),
    body: incidentResolutionBody,
    response: incidentResolutionResponse,
  }),
} as const;
