import { Navigate, type RouteObject } from 'react-router-dom';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';

/** Campaign and channel screens, each its own chunk. */
export const salesRoutes: RouteObject[] = [
  {
    path: CAMPAIGNS_PATH,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: () => import('./pages/campaign-pages').then((m) => ({ Component: m.CampaignListPage })) },
      { path: 'register', lazy: () => import('./pages/campaign-pages').then((m) => ({ Component: m.CampaignRegisterPage })) },
      { path: 'edit/:id', lazy: () => import('./pages/campaign-pages').then((m) => ({ Component: m.CampaignEditPage })) },
    ],
  },
  {
    path: CHANNELS_PATH,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: () => import('./pages/channel-pages').then((m) => ({ Component: m.ChannelListPage })) },
      { path: 'register', lazy: () => import('./pages/channel-pages').then((m) => ({ Component: m.ChannelRegisterPage })) },
      { path: 'edit/:id', lazy: () => import('./pages/channel-pages').then((m) => ({ Component: m.ChannelEditPage })) },
    ],
  },
];
