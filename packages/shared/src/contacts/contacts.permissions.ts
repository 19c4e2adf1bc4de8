import type { PermissionMap } from '../access/permission';

/**
 * The employee directory: every employee (area intranet) searches it and opens profiles; each keeps
 * their own extension and work phone. Candidates have no access.
 */
export const CONTACTS_PERMISSIONS = {
  'contacts.list': { level: 'read', area: 'intranet' },
  'contacts.editOwn': { level: 'read', area: 'intranet' },
} as const satisfies PermissionMap<'contacts'>;
