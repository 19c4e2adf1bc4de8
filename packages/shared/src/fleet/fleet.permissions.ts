import type { PermissionMap } from '../access/permission';

/**
 * Who may do what in the fleet (docs/fleet.md): the Solicitações module's readers read every fleet
 * screen, requesters keep the records, managers decide requests; any employee asks for a vehicle,
 * reports on the vehicles they use and offers or asks for rides; the public sees the ride offers.
 */
export const FLEET_PERMISSIONS = {
  'fleet.read': { level: 'read', area: 'fleet' },
  'fleet.write': { level: 'write', area: 'fleet' },
  'fleet.delete': { level: 'manage', area: 'fleet' },
  'fleet.decide': { level: 'manage', area: 'fleet' },
  'fleet.request': { level: 'read', area: 'intranet' },
  'fleet.rides': { level: 'public' },
  'fleet.ride': { level: 'read', area: 'intranet' },
} as const satisfies PermissionMap<'fleet'>;
