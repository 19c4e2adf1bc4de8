import type { PermissionMap } from '../access/permission';

/**
 * Onboardings (spec §6): requesters and managers create and link trails; managers edit and switch
 * on or off; only the superadmin deletes.
 */
export const ONBOARDING_PERMISSIONS = {
  'onboarding.list': { level: 'read', area: 'onboarding' },
  'onboarding.create': { level: 'write', area: 'onboarding' },
  'onboarding.link': { level: 'write', area: 'onboarding' },
  'onboarding.edit': { level: 'manage', area: 'onboarding' },
  'onboarding.delete': { level: 'superadmin', area: 'onboarding' },
} as const satisfies PermissionMap<'onboarding'>;
