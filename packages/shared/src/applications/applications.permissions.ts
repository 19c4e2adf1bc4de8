import type { PermissionMap } from '../access/permission';

/**
 * The company's systems and links (`/applications/list`, docs/route-map.md): every employee opens those
 * of their department and the general ones; HR (requesters and managers) and the superadmin register
 * them and see them all.
 */
export const APPLICATIONS_PERMISSIONS = {
  'application.view': { level: 'read', area: 'intranet' },
  'application.list': { level: 'write', area: 'people' },
  'application.create': { level: 'write', area: 'people' },
  'application.edit': { level: 'write', area: 'people' },
  'application.delete': { level: 'write', area: 'people' },
} as const satisfies PermissionMap<'application'>;
