import type { PermissionMap } from '../access/permission';

/** The vacancy report (spec §2.7): HR managers, as its card on the HR home (spec §6). */
export const VACANCY_PERMISSIONS = {
  'vacancy.report': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'vacancy'>;
