import { DOCUMENTS_API as API } from '@intranet/shared/documents/documents.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { documentCategoryService } from './document-categories.service';
import { scheduleExpiryWarnings } from './documents.expiry';
import * as service from './documents.service';

/** Employee documents and their categories, and the daily expiry warnings. */
export const documentsRoutes = defineRoutes('documents', (r, app) => {
  r.on(API.list, (ctx, { query }) => service.list(ctx, query));
  r.on(API.options, (ctx) => service.options(ctx));
  r.on(API.people, (ctx, { query }) => service.people(ctx, query));
  r.on(API.get, (ctx, { params }) => service.get(ctx, params));
  r.on(API.download, async (ctx, { params }, { reply }) => {
    const file = await service.download({ ...ctx, storage: app.storage }, params);
    return reply
      .type(file.mime)
      .header('content-length', file.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  r.on(API.create, (ctx, { body }) => service.create(ctx, body.object));
  r.on(API.update, (ctx, { params, body }) => service.update(ctx, params.id, body.object));
  r.on(API.remove, (ctx, { params }) => service.remove(ctx, params));
  serveCrud(r, documentCategoryService);
  scheduleExpiryWarnings(app);
});
