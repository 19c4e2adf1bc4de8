import type { PermissionMap } from '../access/permission';

/** Holidays (HR): HR readers list, managers write and delete. */
export const HOLIDAYS_PERMISSIONS = {
  'holiday.list': { level: 'read', area: 'people' },
  'holiday.create': { level: 'manage', area: 'people' },
  'holiday.edit': { level: 'manage', area: 'people' },
  'holiday.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'holiday'>;
