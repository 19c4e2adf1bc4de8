import type { NewsItem } from '@intranet/shared/news/news.schemas';
import type { NewsRow } from './news.repository';

/** The fields a client sees. */
export function presentNews(row: NewsRow): NewsItem {
  return { id: row.id, nome: row.nome };
}
