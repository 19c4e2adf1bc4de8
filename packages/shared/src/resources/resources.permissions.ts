import type { PermissionMap } from '../access/permission';

/**
 * Company resources (`/resources`), area staff (HR first, then every employee): every employee sees
 * them and books; managers (HR's, and the superadmin) register, edit and delete them, and may cancel
 * anyone's booking.
 */
export const RESOURCES_PERMISSIONS = {
  'resource.list': { level: 'read', area: 'staff' },
  'resource.create': { level: 'manage', area: 'staff' },
  'resource.edit': { level: 'manage', area: 'staff' },
  'resource.delete': { level: 'manage', area: 'staff' },
  'resource.book': { level: 'read', area: 'staff' },
} as const satisfies PermissionMap<'resource'>;
