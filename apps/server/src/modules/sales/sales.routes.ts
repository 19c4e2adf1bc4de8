import { defineRoutes } from '../../platform/http/routes';
import { serveCrud } from '../../platform/crud/crud.routes';
import { campaignService, channelService } from './sales.service';

/** The sales area: campaigns and channels (marketing spec §7). */
export const salesRoutes = defineRoutes('vendas', (r) => {
  serveCrud(r, campaignService);
  serveCrud(r, channelService);
});
