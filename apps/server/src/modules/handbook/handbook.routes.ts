import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import {
  categoryService,
  chapterService,
  handbookToc,
  orderCategories,
  orderChapters,
  readChapter,
} from './handbook.service';

/** The employee handbook: reading it, and its chapters and parts for staff. */
export const handbookRoutes = defineRoutes('handbook', (r) => {
  r.on(API.toc, (ctx) => handbookToc(ctx));
  r.on(API.chapter, async (ctx, { params }) => ({ capitulo: await readChapter(ctx, params.id) }));
  r.on(API.orderCategories, async (ctx, { body }) => ({
    rh_manual_categoria: await orderCategories(ctx, body.ids),
  }));
  r.on(API.orderChapters, async (ctx, { body }) => ({ rh_manual_capitulo: await orderChapters(ctx, body) }));
  serveCrud(r, categoryService);
  serveCrud(r, chapterService);
});
