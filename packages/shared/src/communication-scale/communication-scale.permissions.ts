import type { PermissionMap } from '../access/permission';

/** Communication campaigns and their rules (marketing spec §6: regua_comunicacao). */
export const COMMUNICATION_SCALE_PERMISSIONS = {
  'scale.list': { level: 'read', area: 'communication' },
  'scale.create': { level: 'write', area: 'communication' },
  'scale.edit': { level: 'write', area: 'communication' },
  'scale.delete': { level: 'manage', area: 'communication' },
  'rule.list': { level: 'read', area: 'communication' },
  'rule.create': { level: 'write', area: 'communication' },
  'rule.edit': { level: 'write', area: 'communication' },
  'rule.delete': { level: 'manage', area: 'communication' },
} as const satisfies PermissionMap<'scale' | 'rule'>;
