import type { PermissionMap } from '../access/permission';

/** Everyone reads their own notifications; a manager of any module sends them. */
export const NOTIFICATIONS_PERMISSIONS = {
  'notifications.read': { level: 'user' },
  'notifications.send': { level: 'manage', area: 'anyModule' },
} as const satisfies PermissionMap<'notifications'>;
