import type { PermissionMap } from '../access/permission';

/**
 * Blocking rules (settings): configuracao readers list the rules and their exception criteria, simulate
 * (a simulation changes nothing; it is recorded with who ran it) and follow applications; only the
 * superadmin writes rules and criteria and applies a rule.
 */
const RULES = {
  'blocking-rule.list': { level: 'read', area: 'settings' },
  'blocking-rule.create': { level: 'write', area: 'settings' },
  'blocking-rule.edit': { level: 'write', area: 'settings' },
  'blocking-rule.delete': { level: 'manage', area: 'settings' },
  'blocking-rule.simulate': { level: 'read', area: 'settings' },
  'blocking-rule.apply': { level: 'write', area: 'settings' },
} as const satisfies PermissionMap<'blocking-rule'>;

const CRITERIA = {
  'blocking-exception-criterion.list': { level: 'read', area: 'settings' },
  'blocking-exception-criterion.create': { level: 'write', area: 'settings' },
  'blocking-exception-criterion.edit': { level: 'write', area: 'settings' },
  'blocking-exception-criterion.delete': { level: 'manage', area: 'settings' },
} as const satisfies PermissionMap<'blocking-exception-criterion'>;

/** Both record types of the area, merged into PERMISSIONS. */
export const BLOCKING_RULES_PERMISSIONS = { ...RULES, ...CRITERIA } as const;
