import type { PermissionMap } from '../access/permission';

/**
 * Partners (`/settings/permission/partner/profile/:id`, docs/route-map.md): external sellers, accounts
 * the company makes for people who are not employees. The sales managers and the superadmin see a
 * partner's profile and set their sales level and companies.
 */
export const PARTNERS_PERMISSIONS = {
  'partner.view': { level: 'manage', area: 'externalSales' },
  'partner.edit': { level: 'manage', area: 'externalSales' },
} as const satisfies PermissionMap<'partner'>;
