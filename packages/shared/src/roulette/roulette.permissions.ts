import type { PermissionMap } from '../access/permission';

/**
 * Roulette campaigns (spec roulette §6): read to see them and their reports, write to register and edit
 * them, manage to list eligible owners, superadmin to reset a campaign. Spinning the public wheel is
 * public. Non-superadmins see and change only the campaigns they own.
 */
export const ROULETTE_PERMISSIONS = {
  'roulette.list': { level: 'read', area: 'roulette' },
  'roulette.create': { level: 'write', area: 'roulette' },
  'roulette.edit': { level: 'write', area: 'roulette' },
  'roulette.delete': { level: 'write', area: 'roulette' },
  'roulette.owners': { level: 'manage', area: 'roulette' },
  'roulette.reset': { level: 'superadmin' },
  'roulette.report': { level: 'read', area: 'roulette' },
  'raffle.draw': { level: 'write', area: 'roulette' },
  'roulette.spin': { level: 'public' },
} as const satisfies PermissionMap<'roulette' | 'raffle'>;
