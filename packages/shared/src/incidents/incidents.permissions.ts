import type { PermissionMap } from '../access/permission';

/** Incidents (HR): HR readers list and see the counts, requesters register, edit and mark them resolved, managers delete. */
export const INCIDENTS_PERMISSIONS = {
  'incident.list': { level: 'read', area: 'people' },
  'incident.create': { level: 'write', area: 'people' },
  'incident.edit': { level: 'write', area: 'people' },
  'incident.resolve': { level: 'write', area: 'people' },
  'incident.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'incident'>;
