import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listNews } from './news.service';

/** The news area. */
export const newsRoutes = defineRoutes('news', (r) => {
  r.on(API.list, async (ctx) => ({ news: await listNews(ctx) }));
});
