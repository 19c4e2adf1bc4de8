import type { PermissionMap } from '../access/permission';

/**
 * Dependents (docs/hr-people.md): every employee opens the family screen and maintains their own
 * dependents (area staff: HR roles, then every employee's pagina_inicial; whose records a caller sees
 * and changes is family.policy); HR readers see everyone's (`family.all`), HR requesters change
 * everyone's (`family.manage`).
 */
export const FAMILY_PERMISSIONS = {
  'family.view': { level: 'read', area: 'staff' },
  'family.all': { level: 'read', area: 'people' },
  'family.manage': { level: 'write', area: 'people' },
} as const satisfies PermissionMap<'family'>;
