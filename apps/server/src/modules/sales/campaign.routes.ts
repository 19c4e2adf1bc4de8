import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignsResponse,
  createCampaignBody,
  createCampaignResponse,
  deleteCampaignResponse,
  listCampaignsBody,
  updateCampaignBody,
  updateCampaignResponse,
} from '@intranet/shared/sales/campaign.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { campaignService as service } from './campaign.service';
import { salesAccess } from './sales.policy';

const params = z.object({ id: idParam });
const tags = ['vendas: campanhas'];

/** Sales campaigns (marketing spec §7 "Campaigns (sales)"). */
export async function campaignRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/vendas/campanha',
    { config: salesAccess('list'), schema: { tags, body: listCampaignsBody.nullish(), response: { 200: campaignsResponse } } },
    async (request) => ({ vendas_campanha: await service.list(request.actor, { db: app.db, filter: request.body?.filtro }) }),
  );

  app.post(
    '/v1/vendas/criar/campanha',
    { config: salesAccess('create'), schema: { tags, body: createCampaignBody, response: { 200: createCampaignResponse } } },
    async (request) => ({
      insert_vendas_campanha_one: await service.create(request.actor, { db: app.db, values: request.body.object }),
    }),
  );

  app.get(
    '/v1/vendas/campanha/:id',
    { config: salesAccess('view'), schema: { tags, params, response: { 200: campaignsResponse } } },
    async (request) => ({ vendas_campanha: [await service.get(request.actor, { db: app.db, id: request.params.id })] }),
  );

  app.put(
    '/v1/vendas/campanha/:id',
    { config: salesAccess('edit'), schema: { tags, params, body: updateCampaignBody, response: { 200: updateCampaignResponse } } },
    async (request) => ({
      update_vendas_campanha_by_pk: await service.update(request.actor, { db: app.db, id: request.params.id, patch: request.body.object }),
    }),
  );

  app.delete(
    '/v1/vendas/campanha/:id',
    { config: salesAccess('delete'), schema: { tags, params, response: { 200: deleteCampaignResponse } } },
    async (request) => ({ delete_vendas_campanha_by_pk: await service.remove(request.actor, { db: app.db, id: request.params.id }) }),
  );
}
