import type { PermissionMap } from '../access/permission';

/** The customer directory: looked up by the communication screens, fed by imports and the ERP sync. */
export const CUSTOMERS_PERMISSIONS = {
  'customer.search': { level: 'read', area: 'communication' },
  'customer.import': { level: 'manage', area: 'communication' },
} as const satisfies PermissionMap<'customer'>;
