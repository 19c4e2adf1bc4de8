import type { PermissionMap } from '../access/permission';

/**
 * Every employee reads the handbook; its staff (manual and HR) list chapters and parts as readers,
 * write and order them as requesters, delete them as managers.
 */
export const HANDBOOK_PERMISSIONS = {
  'handbook.read': { level: 'read', area: 'intranet' },
  'handbook.list': { level: 'read', area: 'handbook' },
  'handbook.create': { level: 'write', area: 'handbook' },
  'handbook.edit': { level: 'write', area: 'handbook' },
  'handbook.delete': { level: 'manage', area: 'handbook' },
  'handbook-category.list': { level: 'read', area: 'handbook' },
  'handbook-category.create': { level: 'write', area: 'handbook' },
  'handbook-category.edit': { level: 'write', area: 'handbook' },
  'handbook-category.delete': { level: 'manage', area: 'handbook' },
} as const satisfies PermissionMap<'handbook' | 'handbook-category'>;
