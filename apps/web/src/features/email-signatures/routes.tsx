import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The email-signatures screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const emailSignaturesRoutes: RouteObject[] = [
  {
    path: '/email-signatures/list',
    handle: { title: 'email-signatures', can: 'email-signatures.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/email-signatures-list-page')).EmailSignaturesListPage }),
  },
];
