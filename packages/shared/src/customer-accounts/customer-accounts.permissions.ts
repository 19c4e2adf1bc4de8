import type { PermissionMap } from '../access/permission';

/** Customer accounts: the financial home is public (spec §2.1); what a person sees there is proven by their data. */
export const CUSTOMER_ACCOUNTS_PERMISSIONS = {
  'customer-accounts.financial-home': { level: 'public' },
} as const satisfies PermissionMap<'customer-accounts'>;
