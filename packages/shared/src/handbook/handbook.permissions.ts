import type { PermissionMap } from '../access/permission';

/** Who may do what in handbook: the roles of the handbook area, readers and up, list. */
export const HANDBOOK_PERMISSIONS = {
  'handbook.list': { level: 'read', area: 'handbook' },
} as const satisfies PermissionMap<'handbook'>;
