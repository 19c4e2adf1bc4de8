import type { PermissionMap } from '../access/permission';

/** Who may do what in faq: the roles of the faq area, readers and up, list. */
export const FAQ_PERMISSIONS = {
  'faq.list': { level: 'read', area: 'faq' },
} as const satisfies PermissionMap<'faq'>;
