import type { PermissionMap } from '../access/permission';

/**
 * The history viewer: open to any signed-in user at the door, then each table asked is checked
 * against the read action of the area that owns it (HISTORY_TABLE_ACTIONS).
 */
export const HISTORY_PERMISSIONS = {
  'history.view': { level: 'user' },
} as const satisfies PermissionMap<'history'>;
