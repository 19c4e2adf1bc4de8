import type { PermissionMap } from '../access/permission';

/**
 * The client panel: the customer's own calls (level `customer`: a signed-in customer and nobody else),
 * the sign-in's public calls, and the invitation, sent by staff who deal with customers.
 */
export const CLIENT_PANEL_PERMISSIONS = {
  'client-panel.signIn': { level: 'public' },
  'client-panel.read': { level: 'customer' },
  'client-panel.edit': { level: 'customer' },
  'client-panel.invite': { level: 'write', area: 'customerService' },
} as const satisfies PermissionMap<'client-panel'>;
