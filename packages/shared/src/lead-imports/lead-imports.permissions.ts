import type { PermissionMap } from '../access/permission';

/** Lead imports from spreadsheets (marketing spec §6: marketing). */
export const LEAD_IMPORTS_PERMISSIONS = {
  'leadImport.list': { level: 'read', area: 'sales' },
  'leadImport.create': { level: 'write', area: 'sales' },
  'leadImport.edit': { level: 'write', area: 'sales' },
} as const satisfies PermissionMap<'leadImport'>;
