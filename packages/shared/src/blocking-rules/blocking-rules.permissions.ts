import type { PermissionMap } from '../access/permission';

/** Blocking rules (settings): configuracao readers list, only the superadmin writes. */
export const BLOCKING_RULES_PERMISSIONS = {
  'blocking-rule.list': { level: 'read', area: 'settings' },
  'blocking-rule.create': { level: 'write', area: 'settings' },
  'blocking-rule.edit': { level: 'write', area: 'settings' },
  'blocking-rule.delete': { level: 'manage', area: 'settings' },
} as const satisfies PermissionMap<'blocking-rule'>;
