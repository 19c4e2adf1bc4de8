import type { PermissionMap } from '../access/permission';

/**
 * Supplies and field teams (docs/supplies.md, "Who"): the suprimentos module's readers see every list;
 * requesters register moves, returns and counts and correct a return's OS and tag; managers validate a
 * squad's inventory, which turns its differences into moves, and keep the products and the squads.
 */
export const SUPPLIES_PERMISSIONS = {
  'supplies.list': { level: 'read', area: 'supplies' },
  'supplies.move': { level: 'write', area: 'supplies' },
  'supplies.return': { level: 'write', area: 'supplies' },
  'supplies.count': { level: 'write', area: 'supplies' },
  'supplies.validate': { level: 'manage', area: 'supplies' },
  /** The products' register and the squads' edits (members, city, provider). */
  'supplies.manage': { level: 'manage', area: 'supplies' },
} as const satisfies PermissionMap<'supplies'>;
