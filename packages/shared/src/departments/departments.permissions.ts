import type { PermissionMap } from '../access/permission';

/** Departments with their people: HR managers. */
export const DEPARTMENTS_PERMISSIONS = {
  'departments.manage': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'departments'>;
