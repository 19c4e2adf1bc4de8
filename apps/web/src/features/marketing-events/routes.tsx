import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** Marketing events (spec §2 "Events"), each screen its own chunk; `handle` titles the tab and names who may open it. */
export const marketingEventsRoutes: RouteObject[] = [
  {
    path: '/marketing/events/list',
    handle: { title: 'Eventos', can: 'event.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/event-list-page')).EventListPage }),
  },
  {
    path: '/marketing/events/register',
    handle: { title: 'Novo evento', can: 'event.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/event-register-page')).EventRegisterPage }),
  },
  {
    path: '/marketing/events/edit/:id',
    handle: { title: 'Editar evento', can: 'event.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/event-edit-page')).EventEditPage }),
  },
];
