import { CONTENT_API as API } from '@intranet/shared/content/content.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './content.service';

/** HR contents read by employees in onboarding trails. */
export const contentRoutes = defineRoutes('rh-conteudo', (r) => {
  r.on(API.list, (ctx, { body }) => service.listContents(ctx, body));
  r.on(API.get, (ctx, { params }) => service.getContent(ctx, params));
  r.on(API.create, (ctx, { body }) => service.createContent(ctx, body));
  r.on(API.update, (ctx, { params, body }) => service.updateContent(ctx, { id: params.id, body }));
  r.on(API.delete, (ctx, { params }) => service.deleteContent(ctx, params));
});
