import type { PermissionMap } from '../access/permission';

/** Trails and their ordered contents: requesters and managers write and link, managers delete. */
export const TRAIL_PERMISSIONS = {
  'trail.list': { level: 'read', area: 'onboarding' },
  'trail.create': { level: 'write', area: 'onboarding' },
  'trail.edit': { level: 'write', area: 'onboarding' },
  'trail.link': { level: 'write', area: 'onboarding' },
  'trail.delete': { level: 'manage', area: 'onboarding' },
} as const satisfies PermissionMap<'trail'>;
