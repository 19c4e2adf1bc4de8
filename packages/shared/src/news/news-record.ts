import { z } from 'zod';
import { crudEndpoints } from '../crud/crud.contract';
import { newsInput, newsRow } from './news.schemas';

/**
 * The news item as a record type of the kit: the generic form's create (`POST { object }` →
 * `insert_rh_noticia_one`), edit (`PUT /:id { object }` → `update_rh_noticia_by_pk`) and delete, with
 * the edit history of `rh_noticia`. The staff table pages in SQL and reads with GET, so the contract
 * (`NEWS_API`) takes only those three calls from here and serves the kit’s list and read never.
 */
export const NEWS_RECORD = crudEndpoints({
  table: 'rh_noticia',
  path: '/v1/noticias',
  createPath: '/v1/noticias',
  access: { list: 'news.list', create: 'news.create', edit: 'news.edit', delete: 'news.delete' },
  schemas: { row: newsRow, filter: z.object({}), input: newsInput, patch: newsInput },
});
