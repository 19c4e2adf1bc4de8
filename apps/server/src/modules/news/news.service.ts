import type { NewsItem } from '@intranet/shared/news/news.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentNews } from './news.presenter';
import { newsRepository } from './news.repository';

/** The records of the area, as the list answers them. */
export async function listNews(ctx: OpContext): Promise<NewsItem[]> {
  return (await newsRepository.find(ctx.db)).map(presentNews);
}
