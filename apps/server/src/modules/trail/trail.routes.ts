import { TRAIL_API as API } from '@intranet/shared/trail/trail.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './trail.service';

/** Trails: a name and contents in reading order (prioridade 1..n). */
export const trailRoutes = defineRoutes('rh-trilha', (r) => {
  r.on(API.list, (ctx, { body }) => service.listTrails(ctx, body));
  r.on(API.get, (ctx, { params }) => service.getTrail(ctx, params));
  r.on(API.create, (ctx, { body }) => service.createTrail(ctx, body));
  r.on(API.rename, (ctx, { params, body }) => service.renameTrail(ctx, { id: params.id, nome: body.nome }));
  r.on(API.delete, (ctx, { params }) => service.deleteTrail(ctx, params));
  r.on(API.linkContents, (ctx, { body }) => service.contents.link(ctx, body.objects));
  r.on(API.unlinkContent, (ctx, { body }) => service.contents.unlink(ctx, body));
  r.on(API.reorderContents, (ctx, { body }) => service.contents.reorder(ctx, body));
});
