import type { PermissionMap } from '../access/permission';

/** Contents of the onboarding trails: requesters and managers write, managers delete. */
export const CONTENT_PERMISSIONS = {
  'content.list': { level: 'read', area: 'onboarding' },
  'content.create': { level: 'write', area: 'onboarding' },
  'content.edit': { level: 'write', area: 'onboarding' },
  'content.delete': { level: 'manage', area: 'onboarding' },
} as const satisfies PermissionMap<'content'>;
