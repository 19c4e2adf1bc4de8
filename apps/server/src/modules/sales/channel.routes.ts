import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelsResponse,
  createChannelBody,
  createChannelResponse,
  deleteChannelResponse,
  listChannelsBody,
  updateChannelBody,
  updateChannelResponse,
} from '@intranet/shared/sales/channel.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { channelService as service } from './channel.service';
import { salesAccess } from './sales.policy';

const params = z.object({ id: idParam });
const tags = ['vendas: canais'];

/** Sales channels (marketing spec §7 "Channels"). */
export async function channelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/vendas/canal',
    { config: salesAccess('list'), schema: { tags, body: listChannelsBody.nullish(), response: { 200: channelsResponse } } },
    async (request) => ({ vendas_canal: await service.list(request.actor, { db: app.db, filter: request.body?.filtro }) }),
  );

  app.post(
    '/v1/vendas/criar/canal',
    { config: salesAccess('create'), schema: { tags, body: createChannelBody, response: { 200: createChannelResponse } } },
    async (request) => ({
      insert_vendas_canal_one: await service.create(request.actor, { db: app.db, values: request.body.object }),
    }),
  );

  app.get(
    '/v1/vendas/canal/:id',
    { config: salesAccess('view'), schema: { tags, params, response: { 200: channelsResponse } } },
    async (request) => ({ vendas_canal: [await service.get(request.actor, { db: app.db, id: request.params.id })] }),
  );

  app.put(
    '/v1/vendas/canal/:id',
    { config: salesAccess('edit'), schema: { tags, params, body: updateChannelBody, response: { 200: updateChannelResponse } } },
    async (request) => ({
      update_vendas_canal_by_pk: await service.update(request.actor, { db: app.db, id: request.params.id, patch: request.body.object }),
    }),
  );

  app.delete(
    '/v1/vendas/canal/:id',
    { config: salesAccess('delete'), schema: { tags, params, response: { 200: deleteChannelResponse } } },
    async (request) => ({ delete_vendas_canal_by_pk: await service.remove(request.actor, { db: app.db, id: request.params.id }) }),
  );
}
