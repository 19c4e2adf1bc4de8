import type { PermissionMap } from '../access/permission';

/** Who may do what in read-confirmations: the roles of the news area, readers and up, list. */
export const READ_CONFIRMATIONS_PERMISSIONS = {
  'read-confirmations.list': { level: 'read', area: 'news' },
} as const satisfies PermissionMap<'read-confirmations'>;
