import { z } from 'zod';

/** One news record as the calls answer it. */
export const newsItem = z.object({ id: z.number(), nome: z.string() });
export type NewsItem = z.infer<typeof newsItem>;

/** `GET /v1/news`: the records under the area's key. */
export const newsListResponse = z.object({ news: z.array(newsItem) });
