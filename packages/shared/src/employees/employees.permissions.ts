import type { PermissionMap } from '../access/permission';

/** Employee profiles: HR readers list and read them, HR managers register and edit anyone's (own: employees.policy). */
export const EMPLOYEES_PERMISSIONS = {
  'employee.list': { level: 'read', area: 'people' },
  'employee.manage': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'employee'>;
