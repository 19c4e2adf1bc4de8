import type { PermissionMap } from '../access/permission';

/** Who may do what in contacts: the roles of the intranet area, readers and up, list. */
export const CONTACTS_PERMISSIONS = {
  'contacts.list': { level: 'read', area: 'intranet' },
} as const satisfies PermissionMap<'contacts'>;
