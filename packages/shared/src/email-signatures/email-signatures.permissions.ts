import type { PermissionMap } from '../access/permission';

/** Who may do what in email-signatures: the roles of the intranet area, readers and up, list. */
export const EMAIL_SIGNATURES_PERMISSIONS = {
  'email-signatures.list': { level: 'read', area: 'intranet' },
} as const satisfies PermissionMap<'email-signatures'>;
