import type { PermissionMap } from '../access/permission';

/** News and incident categories (HR): HR readers list, managers write and delete. */
export const CATEGORIES_PERMISSIONS = {
  'category.list': { level: 'read', area: 'people' },
  'category.create': { level: 'manage', area: 'people' },
  'category.edit': { level: 'manage', area: 'people' },
  'category.delete': { level: 'manage', area: 'people' },
  'incident-category.list': { level: 'read', area: 'people' },
  'incident-category.create': { level: 'manage', area: 'people' },
  'incident-category.edit': { level: 'manage', area: 'people' },
  'incident-category.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'category' | 'incident-category'>;
