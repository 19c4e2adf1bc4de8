import type { PermissionMap } from '../access/permission';

/**
 * Any employee confirms and sees what is pending for them; the report is read by the news area's
 * readers and up, and its reminders sent by its managers.
 */
export const READ_CONFIRMATIONS_PERMISSIONS = {
  'read-confirmations.confirm': { level: 'read', area: 'intranet' },
  'read-confirmations.pending': { level: 'read', area: 'intranet' },
  'read-confirmations.report': { level: 'read', area: 'news' },
  'read-confirmations.remind': { level: 'manage', area: 'news' },
} as const satisfies PermissionMap<'read-confirmations'>;
