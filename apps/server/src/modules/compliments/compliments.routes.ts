import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './compliments.service';

/** Compliments and their categories. */
export const complimentsRoutes = defineRoutes('compliments', (r) => {
  r.on(API.list, (ctx, { query }) => service.listCompliments(ctx, query));
  r.on(API.person, (ctx, { params }) => service.complimentPerson(ctx, params.id));
  r.on(API.get, async (ctx, { params }) => ({ elogio: await service.getCompliment(ctx, params.id) }));
  r.on(API.create, async (ctx, { body }) => ({
    insert_rh_elogio_one: await service.createCompliment(ctx, body.object),
  }));
  r.on(API.update, async (ctx, { params, body }) => ({
    elogio: await service.updateCompliment(ctx, params.id, body.object),
  }));
  r.on(API.visibility, async (ctx, { params, body }) => ({
    elogio: await service.setComplimentVisibility(ctx, params.id, body),
  }));
  serveCrud(r, service.complimentCategoryService);
});
