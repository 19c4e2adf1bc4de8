import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './communication-restrictions.service';

/** Sending restrictions (marketing spec §7 "Restrictions"). */
export const communicationRestrictionsRoutes = defineRoutes('communication-restrictions', (r) => {
  r.on(API.list, async (ctx) => ({ relacionamento_preferencias_cliente: await service.listRestrictions(ctx) }));
  r.on(API.get, async (ctx, { params }) => ({
    relacionamento_preferencias_cliente: [await service.getRestriction(ctx, params)],
  }));
  r.on(API.create, async (ctx, { body }) => ({
    insert_relacionamento_preferencias_cliente_one: await service.createRestriction(ctx, body),
  }));
  r.on(API.update, async (ctx, { params, body }) => ({
    update_relacionamento_preferencias_cliente_by_pk: await service.updateRestriction(ctx, {
      id: params.id,
      patch: body,
    }),
  }));
  r.on(API.remove, async (ctx, { params }) => ({
    delete_relacionamento_preferencias_cliente_by_pk: await service.deleteRestriction(ctx, params),
  }));
});
