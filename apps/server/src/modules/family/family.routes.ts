import { FAMILY_API as API } from '@intranet/shared/family/family.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './family.service';

/** Dependents: an employee's own, everyone's for HR. */
export const familyRoutes = defineRoutes('family', (r) => {
  r.on(API.list, (ctx, { query }) => service.listDependents(ctx, query));
  r.on(API.get, async (ctx, { params }) => ({ dependente: await service.getDependent(ctx, params.id) }));
  r.on(API.create, async (ctx, { body }) => ({
    insert_rh_dependente_one: await service.createDependent(ctx, body.object),
  }));
  r.on(API.update, async (ctx, { params, body }) => ({
    dependente: await service.updateDependent(ctx, params.id, body.object),
  }));
  r.on(API.remove, async (ctx, { params }) => ({
    delete_rh_dependente_by_pk: await service.deleteDependent(ctx, params.id),
  }));
});
