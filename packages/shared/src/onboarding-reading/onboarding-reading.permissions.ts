import type { PermissionMap } from '../access/permission';

/** The employee reading flow: any signed-in user, each on their own progress (managers read anyone's). */
export const ONBOARDING_READING_PERMISSIONS = {
  'onboarding-reading.read': { level: 'user' },
} as const satisfies PermissionMap<'onboarding-reading'>;
