import { type AccessRule, roleSatisfies } from '../auth/access-rule';
import { areaRole, moduleRoles } from '../auth/roles';

/** Roles of these modules may work on sales campaigns and channels. */
export const SALES_MODULES = ['marketing', 'vendas'] as const;

export type SalesAction = 'list' | 'view' | 'create' | 'edit' | 'delete';

/** Who may do what on campaigns and channels; the server's routes and the web's buttons both read it. */
export const SALES_PERMISSIONS = {
  list: { level: 'read', modules: SALES_MODULES },
  view: { level: 'read', modules: SALES_MODULES },
  create: { level: 'write', modules: SALES_MODULES },
  edit: { level: 'write', modules: SALES_MODULES },
  delete: { level: 'manage', modules: SALES_MODULES },
} as const satisfies Record<SalesAction, AccessRule>;

/** Whether a call acting with `role` may perform `action`. */
export function canSales(action: SalesAction, role: string): boolean {
  return roleSatisfies(role, SALES_PERMISSIONS[action]);
}

/**
 * The role the sales screens act with: the marketing role (the area's default, marketing spec §6),
 * or the vendas role for a user who holds none in marketing.
 */
export function salesRoleOf(roles: readonly string[]): string {
  return areaRole(roles, SALES_MODULES);
}

/** Effective roles of `module` that satisfy an action's rule (the roles of a menu card). */
export function rolesAllowed(module: string, action: SalesAction): string[] {
  return moduleRoles(module).filter((role) => canSales(action, role));
}
