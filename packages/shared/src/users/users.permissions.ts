import type { PermissionMap } from '../access/permission';

/** People data: HR readers see other users' details, HR managers edit anyone's name. */
export const USERS_PERMISSIONS = {
  // Staff only: a role of any module (employees hold pagina_inicial:*); candidates do not list people.
  'users.list': { level: 'read', area: 'anyModule' },
  'users.view': { level: 'read', area: 'people' },
  'users.editAny': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'users'>;
