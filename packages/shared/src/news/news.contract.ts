import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { NEWS_RECORD } from './news-record';
import {
  mySuggestionsResponse,
  newsArticle,
  newsCategoriesResponse,
  newsFeedQuery,
  newsFeedResponse,
  newsOptionsResponse,
  newsRow,
  newsStatusBody,
  newsStatusResponse,
  newsSuggestionInput,
  newsTableQuery,
  newsTableResponse,
} from './news.schemas';

const byId = z.object({ id: idParam });

/** Every call of the news area (docs/hr-content.md, News). */
export const NEWS_API = {
  /** The reader's feed: items of their audience, pinned first, paged. */
  feed: endpoint({
    method: 'GET',
    path: '/v1/noticias/feed',
    access: 'news.feed',
    query: newsFeedQuery,
    response: newsFeedResponse,
  }),
  /** One article; 404 when inactive or outside the reader's audience. */
  article: endpoint({
    method: 'GET',
    path: '/v1/noticias/feed/:id',
    access: 'news.read',
    params: byId,
    response: newsArticle,
  }),
  /** The active categories, for the feed's filter. */
  categories: endpoint({
    method: 'GET',
    path: '/v1/noticias/categorias',
    access: 'news.feed',
    response: newsCategoriesResponse,
  }),
  /** "Sugerir notícia": an inactive item flagged as a suggestion, for staff to complete and publish. */
  suggest: endpoint({
    method: 'POST',
    path: '/v1/noticias/sugestao',
    access: 'news.suggest',
    body: newsSuggestionInput,
    response: z.object({ id: z.number() }),
  }),
  /** The reader's own suggestions and whether each was published. */
  mySuggestions: endpoint({
    method: 'GET',
    path: '/v1/noticias/sugestao',
    access: 'news.suggest',
    response: mySuggestionsResponse,
  }),
  /** The staff table: every item, filtered and paged. */
  table: endpoint({
    method: 'GET',
    path: '/v1/noticias',
    access: 'news.list',
    query: newsTableQuery,
    response: newsTableResponse,
  }),
  /** One item for the edit form, whatever its audience or status. */
  get: endpoint({ method: 'GET', path: '/v1/noticias/:id', access: 'news.list', params: byId, response: newsRow }),
  /** The form's categories. */
  options: endpoint({
    method: 'GET',
    path: '/v1/noticias/opcoes',
    access: 'news.list',
    response: newsOptionsResponse,
  }),
  create: NEWS_RECORD.create,
  update: NEWS_RECORD.update,
  /** Ativar / Desativar. */
  status: endpoint({
    method: 'PATCH',
    path: '/v1/noticias/:id/status',
    access: 'news.edit',
    params: byId,
    body: newsStatusBody,
    response: newsStatusResponse,
  }),
  remove: NEWS_RECORD.remove,
} as const;
