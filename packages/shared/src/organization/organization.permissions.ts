import type { PermissionMap } from '../access/permission';

/** Departments, sectors and positions (HR basic settings): HR readers list, managers write and delete. */
export const ORGANIZATION_PERMISSIONS = {
  'department.list': { level: 'read', area: 'people' },
  'department.create': { level: 'manage', area: 'people' },
  'department.edit': { level: 'manage', area: 'people' },
  'department.delete': { level: 'manage', area: 'people' },
  'sector.list': { level: 'read', area: 'people' },
  'sector.create': { level: 'manage', area: 'people' },
  'sector.edit': { level: 'manage', area: 'people' },
  'sector.delete': { level: 'manage', area: 'people' },
  'position.list': { level: 'read', area: 'people' },
  'position.create': { level: 'manage', area: 'people' },
  'position.edit': { level: 'manage', area: 'people' },
  'position.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'department' | 'sector' | 'position'>;
