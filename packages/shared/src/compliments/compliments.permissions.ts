import type { PermissionMap } from '../access/permission';

/**
 * Compliments (docs/hr-people.md): every employee reads the wall and a person's page and compliments a
 * colleague (area intranet); the author edits their own for 24 hours (compliments.policy); HR
 * requesters hide and show them again, see the hidden ones and edit any (area people); HR managers
 * keep the categories.
 */
export const COMPLIMENTS_PERMISSIONS = {
  'compliments.read': { level: 'read', area: 'intranet' },
  'compliments.create': { level: 'read', area: 'intranet' },
  'compliments.edit': { level: 'read', area: 'intranet' },
  'compliments.moderate': { level: 'write', area: 'people' },
  'compliment-category.list': { level: 'read', area: 'people' },
  'compliment-category.create': { level: 'manage', area: 'people' },
  'compliment-category.edit': { level: 'manage', area: 'people' },
  'compliment-category.delete': { level: 'manage', area: 'people' },
} as const satisfies PermissionMap<'compliments' | 'compliment-category'>;
