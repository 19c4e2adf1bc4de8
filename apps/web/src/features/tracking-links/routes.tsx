import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { TRACKING_LINK_LIST_PATH, TRACKING_LINK_REGISTER_PATH } from './tracking-links-paths';

/** Tracking links (spec 003 §2.2, layout LINKS DE RASTREAMENTO): list, register, edit/{id}. */
export const trackingLinksRoutes: RouteObject[] = [
  {
    path: TRACKING_LINK_LIST_PATH,
    handle: { title: 'Links de Rastreamento', can: 'tracking-link.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/tracking-links-list-page')).TrackingLinksListPage }),
  },
  {
    path: TRACKING_LINK_REGISTER_PATH,
    handle: { title: 'Novo link de rastreamento', can: 'tracking-link.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/tracking-link-register-page')).TrackingLinkRegisterPage }),
  },
  {
    path: '/marketing/tracking-link/edit/:id',
    handle: { title: 'Editar link de rastreamento', can: 'tracking-link.edit' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/tracking-link-edit-page')).TrackingLinkEditPage }),
  },
];
