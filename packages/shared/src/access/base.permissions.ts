import type { Permission } from './permission';

/** Actions open to everyone, to any signed-in user, or to the superadmin alone. */
export const BASE_PERMISSIONS = {
  'public.call': { level: 'public' },
  'session.any': { level: 'user' },
  'admin.superadmin': { level: 'superadmin' },
} as const satisfies Record<string, Permission>;
