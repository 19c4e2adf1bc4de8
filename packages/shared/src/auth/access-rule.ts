import { AREAS, type AreaName } from '../access/areas';
import { CUSTOMER_ROLE, GUEST_ROLE, SUPERADMIN, USER_ROLE, effectiveRole, roleLevel, roleModule } from './roles';

/**
 * What a call demands. `public`: anyone (guest id -1). `customer`: a signed-in customer (role `cliente`)
 * and nobody else; a customer satisfies `public` and `customer` only. `user`: any other signed-in user.
 * `read` leitor and up, `write` solicitante and up, `manage` gestor and up, `superadmin` only it;
 * the levels from `read` up count the roles of the rule's area only.
 */
export type AccessLevel = 'public' | 'customer' | 'user' | 'read' | 'write' | 'manage' | 'superadmin';
export type AccessRule = { level: AccessLevel; area?: AreaName };

const RANK = { leitor: 1, solicitante: 2, gestor: 3, superadmin: 4 } as const;
const NEEDED = { read: 1, write: 2, manage: 3, superadmin: 4 } as const;

/** Whether `role` (already known to be held) satisfies the rule. */
export function roleSatisfies(role: string, rule: AccessRule): boolean {
  if (rule.level === 'public') return true;
  if (rule.level === 'customer' || role === CUSTOMER_ROLE) return rule.level === 'customer' && role === CUSTOMER_ROLE;
  if (rule.level === 'user') return role !== GUEST_ROLE;
  if (role === SUPERADMIN) return true;
  const module = roleModule(role);
  const modules: readonly string[] = rule.area ? AREAS[rule.area] : [];
  if (!module || !modules.includes(module)) return false;
  const level = roleLevel(role);
  if (level === 'user' || level === 'guest' || level === 'superadmin') return false;
  // In configuracao only the superadmin writes or manages (spec 000 §6).
  if (module === 'configuracao' && rule.level !== 'read') return false;
  return RANK[level] >= NEEDED[rule.level];
}

/**
 * The role a screen of an area acts with (its x-role): the effective role of the first of the area's
 * modules in which the user holds one, else that of the first module (user or guest).
 */
export function areaRole(roles: readonly string[], area: AreaName): string {
  const modules = AREAS[area];
  for (const module of modules) {
    const role = effectiveRole(roles, module);
    if (role !== USER_ROLE && role !== GUEST_ROLE) return role;
  }
  return effectiveRole(roles, modules[0]);
}

/**
 * The role a call acts with: the requested one when the token holds it (or holds the superadmin
 * role), otherwise null; without a request, the role the area's screens would send.
 */
export function resolveActingRole(
  tokenRoles: readonly string[],
  requested: string | undefined,
  rule: AccessRule,
): string | null {
  // A customer acts as a customer only, whatever role it asks for.
  if (tokenRoles.includes(CUSTOMER_ROLE)) return !requested || requested === CUSTOMER_ROLE ? CUSTOMER_ROLE : null;
  if (requested) {
    if (requested === USER_ROLE || tokenRoles.includes(requested) || tokenRoles.includes(SUPERADMIN)) return requested;
    return null;
  }
  if (rule.area) return areaRole(tokenRoles, rule.area);
  if (tokenRoles.includes(SUPERADMIN)) return SUPERADMIN;
  return tokenRoles.length ? USER_ROLE : GUEST_ROLE;
}

/** Whether the user's acting role in an area reaches a level (a menu entry shown to an area's readers …). */
export function holdsLevel(roles: readonly string[], area: AreaName, level: AccessLevel): boolean {
  return roleSatisfies(areaRole(roles, area), { level, area });
}
