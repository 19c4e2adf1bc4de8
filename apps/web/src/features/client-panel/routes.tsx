import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/**
 * The client panel's staff screen in the app: inviting a customer (the panel itself is its own page,
 * client-panel.html). The backoffice's customer page will hold the same action.
 */
export const clientPanelRoutes: RouteObject[] = [
  {
    path: '/marketing/customers/client-panel-invitation',
    handle: { title: 'Convidar para a Central do Assinante', can: 'client-panel.invite' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./staff/invite-customer-page')).InviteCustomerPage }),
  },
];
