import type { Permission } from './permission';

/** Actions open to everyone, to any signed-in user, or to the superadmin alone; and the module homes. */
export const BASE_PERMISSIONS = {
  'public.call': { level: 'public' },
  'session.any': { level: 'user' },
  'admin.superadmin': { level: 'superadmin' },
  /** The HR home and its entry of the module menu: any role of an HR module. */
  'home.hr': { level: 'read', area: 'hrMenu' },
  /** The marketing home and its entry of the module menu. */
  'home.marketing': { level: 'read', area: 'marketingMenu' },
} as const satisfies Record<string, Permission>;
