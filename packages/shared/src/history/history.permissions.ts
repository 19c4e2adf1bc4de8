import type { PermissionMap } from '../access/permission';

/** The history viewer, shown by the edit screens of the HR and marketing modules. */
export const HISTORY_PERMISSIONS = {
  'history.view': { level: 'read', area: 'imageUploads' },
} as const satisfies PermissionMap<'history'>;
