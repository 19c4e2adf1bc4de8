import type { PermissionMap } from '../access/permission';

/** Sponsorship (docs/sponsorship.md): marketing reads and runs the steps, its manager approves; the request is public. */
export const SPONSORSHIP_PERMISSIONS = {
  'sponsorship.request': { level: 'public' },
  'sponsorship.list': { level: 'read', area: 'sponsorship' },
  'sponsorship.write': { level: 'write', area: 'sponsorship' },
  'sponsorship.approve': { level: 'manage', area: 'sponsorship' },
} as const satisfies PermissionMap<'sponsorship'>;
