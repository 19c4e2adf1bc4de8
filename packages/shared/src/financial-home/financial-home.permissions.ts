import type { PermissionMap } from '../access/permission';

/** The financial home is public (spec §2.1); what a person sees there is proven by their data or a code. */
export const FINANCIAL_HOME_PERMISSIONS = {
  'financial-home.read': { level: 'public' },
} as const satisfies PermissionMap<'financial-home'>;
