import type { PermissionMap } from '../access/permission';

/**
 * The backoffice (docs/customer-accounts.md, "Backoffice"): vendas readers see every list, requesters
 * and managers move sales and write qualifications, problems and chargebacks; the customer page is read
 * by everyone who deals with customers (vendas and regua_comunicacao).
 */
export const BACKOFFICE_PERMISSIONS = {
  'backoffice.list': { level: 'read', area: 'backoffice' },
  'backoffice.move': { level: 'write', area: 'backoffice' },
  'backoffice.create': { level: 'write', area: 'backoffice' },
  'backoffice.edit': { level: 'write', area: 'backoffice' },
  'backoffice.customer': { level: 'read', area: 'customerService' },
} as const satisfies PermissionMap<'backoffice'>;
