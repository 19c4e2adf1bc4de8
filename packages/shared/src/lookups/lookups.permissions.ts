import type { PermissionMap } from '../access/permission';

/** The options of the forms' selects (companies, departments, positions …): any signed-in user. */
export const LOOKUPS_PERMISSIONS = {
  'lookups.read': { level: 'user' },
} as const satisfies PermissionMap<'lookups'>;
