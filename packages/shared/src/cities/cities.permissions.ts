import type { PermissionMap } from '../access/permission';

/** Cities and microregions (settings); the CEP lookup serves every signed-in form; anyone sees the microregions served. */
export const CITIES_PERMISSIONS = {
  'city.list': { level: 'read', area: 'settings' },
  'city.create': { level: 'write', area: 'settings' },
  'city.edit': { level: 'write', area: 'settings' },
  'city.delete': { level: 'manage', area: 'settings' },
  'city.lookupCep': { level: 'user' },
  'microregion.public': { level: 'public' },
  'microregion.list': { level: 'read', area: 'settings' },
  'microregion.create': { level: 'write', area: 'settings' },
  'microregion.edit': { level: 'write', area: 'settings' },
  'microregion.delete': { level: 'manage', area: 'settings' },
} as const satisfies PermissionMap<'city' | 'microregion'>;
