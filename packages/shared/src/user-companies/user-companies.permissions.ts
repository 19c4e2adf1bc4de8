import type { PermissionMap } from '../access/permission';

/**
 * The user's companies (`/companies`, docs/route-map.md): the provider companies each person works for
 * or may act on. The settings' readers list everyone's, their writers link people to companies; anyone
 * signed in sees their own.
 */
export const USER_COMPANIES_PERMISSIONS = {
  'user-companies.mine': { level: 'user' },
  'user-companies.list': { level: 'read', area: 'settings' },
  'user-companies.set': { level: 'write', area: 'settings' },
} as const satisfies PermissionMap<'user-companies'>;
