import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';

/** Campaign and channel screens, each record type its own chunk. */
export const salesRoutes: RouteObject[] = [
  crudRoutes(CAMPAIGNS_PATH, () =>
    import('./pages/campaign-pages').then((m) => ({ list: m.CampaignListPage, register: m.CampaignRegisterPage, edit: m.CampaignEditPage })),
  ),
  crudRoutes(CHANNELS_PATH, () =>
    import('./pages/channel-pages').then((m) => ({ list: m.ChannelListPage, register: m.ChannelRegisterPage, edit: m.ChannelEditPage })),
  ),
];
