import type { PermissionMap } from '../access/permission';

/** Sending restrictions (marketing spec §6: regua_comunicacao). */
export const COMMUNICATION_RESTRICTIONS_PERMISSIONS = {
  'restriction.list': { level: 'read', area: 'communication' },
  'restriction.create': { level: 'write', area: 'communication' },
  'restriction.edit': { level: 'write', area: 'communication' },
  'restriction.delete': { level: 'manage', area: 'communication' },
} as const satisfies PermissionMap<'restriction'>;
