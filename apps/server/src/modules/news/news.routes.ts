import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './news.service';

/** A suggestion carries its cover inline: 10 MB of image in base64, and the texts. */
const SUGGESTION_BODY_LIMIT = 15 * 1024 * 1024;

/** News: the readers' feed and articles, the suggestions, and the staff's table and form. */
export const newsRoutes = defineRoutes('news', (r, app) => {
  r.on(API.feed, (ctx, { query }) => service.feed(ctx, query));
  r.on(API.article, (ctx, { params }) => service.article(ctx, params));
  r.on(API.categories, (ctx) => service.categories(ctx));
  r.on(API.suggest, (ctx, { body }) => service.suggest({ ...ctx, storage: app.storage }, body), {
    bodyLimit: SUGGESTION_BODY_LIMIT,
  });
  r.on(API.mySuggestions, (ctx) => service.mySuggestions(ctx));
  r.on(API.table, (ctx, { query }) => service.table(ctx, query));
  r.on(API.options, (ctx) => service.options(ctx));
  r.on(API.get, (ctx, { params }) => service.get(ctx, params));
  r.on(API.create, (ctx, { body }) => service.create(ctx, body.object));
  r.on(API.update, (ctx, { params, body }) => service.update(ctx, params.id, body.object));
  r.on(API.status, (ctx, { params, body }) => service.setStatus(ctx, params.id, body.ativo));
  r.on(API.remove, (ctx, { params }) => service.remove(ctx, params));
});
