import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { INCIDENTS_HOME, INCIDENTS_PATH } from './incident-paths';

const crud = crudRoutes(INCIDENTS_PATH, () => import('./incident-pages').then((m) => m.INCIDENT_PAGES), {
  list: { title: 'Incidentes', can: 'incident.list' },
  register: { title: 'Novo incidente', can: 'incident.create' },
  edit: { title: 'Editar incidente', can: 'incident.list' },
});

/** Incidents: the home with its counts, list, register, edit. */
export const incidentsRoutes: RouteObject[] = [
  crud,
  {
    path: INCIDENTS_HOME,
    handle: { title: 'Incidentes', can: 'incident.list' },
    lazy: () => import('./pages/incidents-home-page').then((m) => ({ Component: m.IncidentsHomePage })),
  },
  {
    path: `${INCIDENTS_PATH}/dashboards`,
    handle: { title: 'Painel de incidentes', can: 'incident.list' },
    lazy: () => import('./pages/incidents-dashboard-page').then((m) => ({ Component: m.IncidentsDashboardPage })),
  },
];
