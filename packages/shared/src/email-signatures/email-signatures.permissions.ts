import type { PermissionMap } from '../access/permission';

/**
 * Who may do what with e-mail signatures: every employee reads their own (intranet); HR readers list
 * the employees' signatures and the templates, HR managers edit the templates. A company's logo is
 * public: the mail programs of whoever receives a message load it without an account.
 */
export const EMAIL_SIGNATURES_PERMISSIONS = {
  'email-signatures.own': { level: 'read', area: 'intranet' },
  'email-signatures.list': { level: 'read', area: 'people' },
  'email-signatures.templates': { level: 'read', area: 'people' },
  'email-signatures.editTemplate': { level: 'manage', area: 'people' },
  'email-signatures.logo': { level: 'public' },
} as const satisfies PermissionMap<'email-signatures'>;
