import type { PermissionMap } from '../access/permission';

/**
 * Who may do what with dismissals (docs/hr-people.md, "Who sees what"): the dismissals area's readers
 * (rh, then desligamentos) list them and read their checklist; requesters register, edit and tick the
 * checklist; managers revert a dismissal registered by mistake.
 */
export const DISMISSALS_PERMISSIONS = {
  'dismissals.list': { level: 'read', area: 'dismissals' },
  'dismissals.create': { level: 'write', area: 'dismissals' },
  'dismissals.edit': { level: 'write', area: 'dismissals' },
  'dismissals.revert': { level: 'manage', area: 'dismissals' },
} as const satisfies PermissionMap<'dismissals'>;
