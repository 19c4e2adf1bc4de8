import type { PermissionMap } from '../access/permission';

/** What the dispatcher sent and would send; running a shift by hand is the superadmin's. */
export const COMMUNICATION_DISPATCH_PERMISSIONS = {
  'delivery.list': { level: 'read', area: 'communication' },
  'delivery.preview': { level: 'read', area: 'communication' },
  'delivery.runShift': { level: 'superadmin' },
} as const satisfies PermissionMap<'delivery'>;
