import type { PermissionMap } from '../access/permission';

/** Tracking links and their destinations; following a link is public. */
export const TRACKING_LINKS_PERMISSIONS = {
  'tracking-link.list': { level: 'read', area: 'sales' },
  'tracking-link.create': { level: 'write', area: 'sales' },
  'tracking-link.edit': { level: 'write', area: 'sales' },
  'tracking-link.follow': { level: 'public' },
} as const satisfies PermissionMap<'tracking-link'>;
