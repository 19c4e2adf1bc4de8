/** Texts of news that the web and the server show. */
export const NEWS_MSG = {
  title: 'News',
} as const;
