import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The e-mail signatures screen: every employee's own signature, and HR's list and templates. */
export const emailSignaturesRoutes: RouteObject[] = [
  {
    path: '/emailsignature/list',
    handle: { title: 'Assinatura de e-mail', can: 'email-signatures.own' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/email-signatures-page')).EmailSignaturesPage }),
  },
];
