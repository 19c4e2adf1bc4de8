import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import { defineRoutes } from '../../platform/http/routes';
import { scheduleOffboarding } from './dismissals.offboarding';
import * as service from './dismissals.service';

/** Dismissals, their offboarding checklist, and the job that ends access on the dismissal's day. */
export const dismissalsRoutes = defineRoutes('dismissals', (r, app) => {
  const withStates = <C extends object>(ctx: C) => ({ ...ctx, identityStates: app.identityStates });
  r.on(API.list, (ctx, { query }) => service.list(ctx, query));
  r.on(API.people, (ctx, { query }) => service.people(ctx, query));
  r.on(API.get, (ctx, { params }) => service.get(ctx, params.id));
  r.on(API.create, (ctx, { body }) => service.create(withStates(ctx), body));
  r.on(API.update, (ctx, { params, body }) => service.update(withStates(ctx), params.id, body));
  r.on(API.task, (ctx, { params, body }) => service.setTask(ctx, params.id, params.tarefa, body.concluida));
  r.on(API.revert, (ctx, { params, body }) => service.revert(withStates(ctx), params.id, body.motivo));
  scheduleOffboarding(app);
});
