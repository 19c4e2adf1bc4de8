import { endpoint } from '../api/endpoint';
import { newsListResponse } from './news.schemas';

/** Every call of the news area. */
export const NEWS_API = {
  list: endpoint({ method: 'GET', path: '/v1/news', access: 'news.list', response: newsListResponse }),
} as const;
