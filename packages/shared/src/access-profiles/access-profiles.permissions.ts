import type { PermissionMap } from '../access/permission';

/** Access profiles grant any role: the superadmin keeps them (their history too, see history.rules). */
export const ACCESS_PROFILES_PERMISSIONS = {
  'access-profile.list': { level: 'superadmin' },
  'access-profile.manage': { level: 'superadmin' },
} as const satisfies PermissionMap<'access-profile'>;
