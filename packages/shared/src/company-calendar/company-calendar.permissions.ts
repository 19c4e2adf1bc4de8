import type { PermissionMap } from '../access/permission';

/** Who may do what in company-calendar: the roles of the intranet area, readers and up, list. */
export const COMPANY_CALENDAR_PERMISSIONS = {
  'company-calendar.list': { level: 'read', area: 'intranet' },
} as const satisfies PermissionMap<'company-calendar'>;
