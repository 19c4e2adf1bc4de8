import type { PermissionMap } from '../access/permission';

/** The HR reports are read by the people area's readers and up (rh; the superadmin). */
export const HR_REPORTS_PERMISSIONS = {
  'hr-reports.read': { level: 'read', area: 'people' },
} as const satisfies PermissionMap<'hr-reports'>;
