import type { PermissionMap } from '../access/permission';

/** The vacancy report (spec §2.7): HR readers and up. */
export const VACANCY_PERMISSIONS = {
  'vacancy.report': { level: 'read', area: 'people' },
} as const satisfies PermissionMap<'vacancy'>;
