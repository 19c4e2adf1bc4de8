import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The employee directory (spec §2.4 /contacts: list/:nome?/:empresa?, profile/:id), every employee. */
export const contactsRoutes: RouteObject[] = [
  {
    path: '/contacts/list/:nome?/:empresa?',
    handle: { title: 'Contatos', can: 'contacts.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/contacts-list-page')).ContactsListPage }),
  },
  {
    path: '/contacts/profile/:id',
    handle: { title: 'Perfil do colaborador', can: 'contacts.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/contact-profile-page')).ContactProfilePage }),
  },
];
