import type { PermissionMap } from '../access/permission';

/**
 * Who may do what in news: every employee reads the feed and the articles of their audience, confirms
 * their reading and suggests a news item (area intranet; candidates may not); the news area's readers
 * list every item, requesters write and activate, managers delete.
 */
export const NEWS_PERMISSIONS = {
  'news.feed': { level: 'read', area: 'intranet' },
  'news.read': { level: 'read', area: 'intranet' },
  'news.suggest': { level: 'read', area: 'intranet' },
  'news.list': { level: 'read', area: 'news' },
  'news.create': { level: 'write', area: 'news' },
  'news.edit': { level: 'write', area: 'news' },
  'news.delete': { level: 'manage', area: 'news' },
} as const satisfies PermissionMap<'news'>;
