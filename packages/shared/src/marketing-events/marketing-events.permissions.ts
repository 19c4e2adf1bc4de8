import type { PermissionMap } from '../access/permission';

/** Marketing events (marketing spec §6: role marketing; delete only for the rh superadmin). */
export const MARKETING_EVENTS_PERMISSIONS = {
  'event.list': { level: 'read', area: 'events' },
  'event.create': { level: 'write', area: 'events' },
  'event.edit': { level: 'write', area: 'events' },
  'event.delete': { level: 'superadmin' },
} as const satisfies PermissionMap<'event'>;
