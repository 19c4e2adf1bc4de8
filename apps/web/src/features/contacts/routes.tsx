import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The contacts screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const contactsRoutes: RouteObject[] = [
  {
    path: '/contacts/list',
    handle: { title: 'contacts', can: 'contacts.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/contacts-list-page')).ContactsListPage }),
  },
];
