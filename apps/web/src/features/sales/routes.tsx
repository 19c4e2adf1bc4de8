import { Navigate, type RouteObject } from 'react-router-dom';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';

/** Campaign and channel screens, each its own chunk. */
export const salesRoutes: RouteObject[] = [
  {
    path: CAMPAIGNS_PATH,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: () => import('./pages/campaign-list-page').then((m) => ({ Component: m.CampaignListPage })) },
      { path: 'register', lazy: () => import('./pages/campaign-register-page').then((m) => ({ Component: m.CampaignRegisterPage })) },
      { path: 'edit/:id', lazy: () => import('./pages/campaign-edit-page').then((m) => ({ Component: m.CampaignEditPage })) },
    ],
  },
  {
    path: CHANNELS_PATH,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: () => import('./pages/channel-list-page').then((m) => ({ Component: m.ChannelListPage })) },
      { path: 'register', lazy: () => import('./pages/channel-register-page').then((m) => ({ Component: m.ChannelRegisterPage })) },
      { path: 'edit/:id', lazy: () => import('./pages/channel-edit-page').then((m) => ({ Component: m.ChannelEditPage })) },
    ],
  },
];
