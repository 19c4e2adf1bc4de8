import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { RESOURCES_CALENDAR_PATH, RESOURCES_PATH } from './resource-paths';

/** Company resources: the list, register and edit, and the booking calendar. */
export const resourcesRoutes: RouteObject[] = [
  crudRoutes(RESOURCES_PATH, () => import('./resource-pages').then((m) => m.RESOURCE_PAGES), {
    list: { title: 'Recursos', can: 'resource.list' },
    register: { title: 'Novo recurso', can: 'resource.create' },
    edit: { title: 'Editar recurso', can: 'resource.list' },
  }),
  {
    path: RESOURCES_CALENDAR_PATH,
    handle: { title: 'Agenda de recursos', can: 'resource.list' } satisfies ScreenHandle,
    lazy: () => import('./pages/resource-calendar-page').then((m) => ({ Component: m.ResourceCalendarPage })),
  },
];
