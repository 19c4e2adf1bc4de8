import type { PermissionMap } from '../access/permission';

/** Providers and their cities (settings): configuracao readers list, only the superadmin writes. */
export const PROVIDERS_PERMISSIONS = {
  'provider.list': { level: 'read', area: 'settings' },
  'provider.create': { level: 'write', area: 'settings' },
  'provider.edit': { level: 'write', area: 'settings' },
  'provider.delete': { level: 'manage', area: 'settings' },
} as const satisfies PermissionMap<'provider'>;
