import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { PARTNER_PROFILE_PATH } from './partner-paths';

/** A partner's profile and permissions. */
export const partnersRoutes: RouteObject[] = [
  {
    path: `${PARTNER_PROFILE_PATH}/:id`,
    handle: { title: 'Permissões do parceiro', can: 'partner.view' } satisfies ScreenHandle,
    lazy: () => import('./pages/partner-profile-page').then((m) => ({ Component: m.PartnerProfilePage })),
  },
];
