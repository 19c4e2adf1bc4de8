import type { PermissionMap } from '../access/permission';

/** Leads: sellers and marketing follow them up; the public lead form creates them. */
export const LEADS_PERMISSIONS = {
  'lead.list': { level: 'read', area: 'sales' },
  'lead.edit': { level: 'write', area: 'sales' },
  'lead.submit': { level: 'public' },
} as const satisfies PermissionMap<'lead'>;
