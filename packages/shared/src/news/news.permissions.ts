import type { PermissionMap } from '../access/permission';

/** Who may do what in news: the roles of the news area, readers and up, list. */
export const NEWS_PERMISSIONS = {
  'news.list': { level: 'read', area: 'news' },
} as const satisfies PermissionMap<'news'>;
