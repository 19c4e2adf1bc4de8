import type { PermissionMap } from '../access/permission';

/** People data: HR readers see other users' details, HR managers edit anyone's name. */
export const USERS_PERMISSIONS = {
  // Staff only: a role of any module (employees hold pagina_inicial:*); candidates do not list people.
  'users.list': { level: 'read', area: 'anyModule' },
  'users.view': { level: 'read', area: 'people' },
  'users.editAny': { level: 'manage', area: 'people' },
  // Users and Settings (spec 000 §6: module managers): invite, edit placement, give the roles of the
  // modules one manages (users.rules grantableModules).
  'users.manage': { level: 'manage', area: 'anyModule' },
  // Access switches and access profiles applied to a person: the superadmin.
  'users.access': { level: 'superadmin' },
} as const satisfies PermissionMap<'users'>;
