import type { PermissionMap } from '../access/permission';

/** Tracking links and their destinations; following a link is public. */
export const TRACKING_LINKS_PERMISSIONS = {
  'trackingLink.list': { level: 'read', area: 'sales' },
  'trackingLink.create': { level: 'write', area: 'sales' },
  'trackingLink.edit': { level: 'write', area: 'sales' },
  'trackingLink.follow': { level: 'public' },
} as const satisfies PermissionMap<'trackingLink'>;
