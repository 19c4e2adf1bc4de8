import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The outbox: every stored mail, SMS and WhatsApp message, for the superadmin. */
export const outboxRoutes: RouteObject[] = [
  {
    path: '/admin/outbox',
    handle: { title: 'Mensagens enviadas', can: 'admin.superadmin' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/outbox-page')).OutboxPage }),
  },
];
