import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';

/** Campaign and channel screens, each record type its own chunk (the route table names actions, not contracts: it is in the entry chunk). */
export const salesRoutes: RouteObject[] = [
  crudRoutes(
    CAMPAIGNS_PATH,
    () =>
      import('./pages/campaign-pages').then((m) => ({
        list: m.CampaignListPage,
        register: m.CampaignRegisterPage,
        edit: m.CampaignEditPage,
      })),
    {
      list: { title: 'Campanhas', can: 'campaign.list' },
      register: { title: 'Nova campanha', can: 'campaign.create' },
      edit: { title: 'Editar campanha', can: 'campaign.list' },
    },
  ),
  crudRoutes(
    CHANNELS_PATH,
    () =>
      import('./pages/channel-pages').then((m) => ({
        list: m.ChannelListPage,
        register: m.ChannelRegisterPage,
        edit: m.ChannelEditPage,
      })),
    {
      list: { title: 'Canais', can: 'channel.list' },
      register: { title: 'Novo canal', can: 'channel.create' },
      edit: { title: 'Editar canal', can: 'channel.list' },
    },
  ),
];
