import type { PermissionMap } from '../access/permission';

/** The options of the forms' selects (companies, departments, positions …): any signed-in user. */
export const LOOKUPS_PERMISSIONS = {
  'lookups.read': { level: 'user' },
  /** The employees' names: employees (a colleague to compliment) and HR, never a candidate. */
  'lookups.employees': { level: 'read', area: 'staff' },
} as const satisfies PermissionMap<'lookups'>;
