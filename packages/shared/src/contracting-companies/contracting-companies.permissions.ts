import type { PermissionMap } from '../access/permission';

/** Contracting companies (settings): configuracao readers list, only the superadmin writes. */
export const CONTRACTING_COMPANIES_PERMISSIONS = {
  'contracting-company.list': { level: 'read', area: 'settings' },
  'contracting-company.create': { level: 'write', area: 'settings' },
  'contracting-company.edit': { level: 'write', area: 'settings' },
  'contracting-company.delete': { level: 'manage', area: 'settings' },
} as const satisfies PermissionMap<'contracting-company'>;
