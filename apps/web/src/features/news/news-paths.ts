/** The news screens' addresses. */
export const NEWS_FEED_PATH = '/news/list';
export const NEWS_SUGGEST_PATH = '/news/form';
export const NEWS_TABLE_PATH = '/news/table';
export const NEWS_REGISTER_PATH = '/news/register';

export const newsFeedPath = (category?: number | null, hashtag?: string | null) =>
  `${NEWS_FEED_PATH}${category ? `/${category}` : ''}${hashtag ? `?hashtag=${encodeURIComponent(hashtag)}` : ''}`;
export const newsArticlePath = (id: number) => `/news/${id}`;
export const newsEditPath = (id: number) => `/news/edit/${id}`;
