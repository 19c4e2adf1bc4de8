import { SALES_API as API } from '@intranet/shared/sales/sales.contract';
import { defineRoutes } from '../../platform/http/routes';
import { campaignService as campaigns } from './campaign.service';
import { channelService as channels } from './channel.service';

/** The sales area: campaigns and channels (marketing spec §7). */
export const salesRoutes = defineRoutes('vendas', (r) => {
  r.on(API.listCampaigns, async ({ db, actor }, { body }) => ({ vendas_campanha: await campaigns.list(actor, { db, filter: body?.filtro }) }));
  r.on(API.createCampaign, async ({ db, actor }, { body }) => ({ insert_vendas_campanha_one: await campaigns.create(actor, { db, values: body.object }) }));
  r.on(API.getCampaign, async ({ db, actor }, { params }) => ({ vendas_campanha: [await campaigns.get(actor, { db, id: params.id })] }));
  r.on(API.updateCampaign, async ({ db, actor }, { params, body }) => ({
    update_vendas_campanha_by_pk: await campaigns.update(actor, { db, id: params.id, patch: body.object }),
  }));
  r.on(API.deleteCampaign, async ({ db, actor }, { params }) => ({ delete_vendas_campanha_by_pk: await campaigns.remove(actor, { db, id: params.id }) }));

  r.on(API.listChannels, async ({ db, actor }, { body }) => ({ vendas_canal: await channels.list(actor, { db, filter: body?.filtro }) }));
  r.on(API.createChannel, async ({ db, actor }, { body }) => ({ insert_vendas_canal_one: await channels.create(actor, { db, values: body.object }) }));
  r.on(API.getChannel, async ({ db, actor }, { params }) => ({ vendas_canal: [await channels.get(actor, { db, id: params.id })] }));
  r.on(API.updateChannel, async ({ db, actor }, { params, body }) => ({
    update_vendas_canal_by_pk: await channels.update(actor, { db, id: params.id, patch: body.object }),
  }));
  r.on(API.deleteChannel, async ({ db, actor }, { params }) => ({ delete_vendas_canal_by_pk: await channels.remove(actor, { db, id: params.id }) }));
});
