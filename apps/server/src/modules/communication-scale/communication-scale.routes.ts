import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './communication-scale.service';

/** Communication campaigns and their rules (marketing spec §7). */
export const communicationScaleRoutes = defineRoutes('campanha-comunicacao', (r) => {
  r.on(API.list, async (ctx) => ({ campanha_comunicacao: await service.listCampaigns(ctx) }));
  r.on(API.get, (ctx, { params }) => service.getCampaign(ctx, params));
  r.on(API.create, async (ctx, { body }) => ({
    insert_campanha_comunicacao_one: await service.createCampaign(ctx, body.object),
  }));
  r.on(API.update, async (ctx, { params, body }) => ({
    update_campanha_comunicacao_by_pk: await service.updateCampaign(ctx, params.id, body.object),
  }));
  r.on(API.remove, async (ctx, { params }) => ({
    delete_campanha_comunicacao_by_pk: await service.removeCampaign(ctx, params.id),
  }));
  r.on(API.createRules, async (ctx, { body }) => ({ insert_campanha_regras: await service.createRules(ctx, body) }));
  r.on(API.getRule, async (ctx, { params }) => ({ campanha_regras: [await service.getRule(ctx, params)] }));
  r.on(API.updateRule, async (ctx, { params, body }) => ({
    update_campanha_regras_by_pk: await service.updateRule(ctx, params.id, body.object),
  }));
  r.on(API.removeRule, async (ctx, { params }) => ({
    delete_campanha_regras_by_pk: await service.removeRule(ctx, params.id),
  }));
});
