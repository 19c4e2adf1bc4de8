import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The deliveries of a campaign and "Quem recebe" of a rule, each its own chunk. */
export const communicationDispatchRoutes: RouteObject[] = [
  {
    path: '/marketing/communication-scale/deliveries',
    handle: { title: 'Envios da campanha', can: 'delivery.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/deliveries-page')).DeliveriesPage }),
  },
  {
    path: '/marketing/communication-scale-rules/recipients/:id',
    handle: { title: 'Quem recebe', can: 'delivery.preview' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/recipients-page')).RecipientsPage }),
  },
];
