import type { PermissionMap } from '../access/permission';

/** Lead imports from spreadsheets (marketing spec §6: marketing). */
export const LEAD_IMPORTS_PERMISSIONS = {
  'lead-import.list': { level: 'read', area: 'sales' },
  'lead-import.create': { level: 'write', area: 'sales' },
  'lead-import.edit': { level: 'write', area: 'sales' },
} as const satisfies PermissionMap<'lead-import'>;
