import { GUEST_ROLE, SUPERADMIN, USER_ROLE, effectiveRole, roleLevel, roleModule } from './roles';

/**
 * What a call demands. `public`: anyone (guest id -1). `user`: any signed-in user.
 * `read` leitor and up, `write` solicitante and up, `manage` gestor and up, `superadmin` only it.
 */
export type AccessLevel = 'public' | 'user' | 'read' | 'write' | 'manage' | 'superadmin';
export type AccessRule = { level: AccessLevel; modules?: readonly string[] };

const RANK = { leitor: 1, solicitante: 2, gestor: 3, superadmin: 4 } as const;
const NEEDED = { read: 1, write: 2, manage: 3, superadmin: 4 } as const;

/** Whether `role` (already known to be held) satisfies the rule. */
export function roleSatisfies(role: string, rule: AccessRule): boolean {
  if (rule.level === 'public') return true;
  if (rule.level === 'user') return role !== GUEST_ROLE;
  if (role === SUPERADMIN) return true;
  const module = roleModule(role);
  if (!module || !(rule.modules ?? []).includes(module)) return false;
  const level = roleLevel(role);
  if (level === 'user' || level === 'guest' || level === 'superadmin') return false;
  if (rule.modules?.includes('configuracao') && module === 'configuracao') return false;
  return RANK[level] >= NEEDED[rule.level];
}

/**
 * The role a call acts with: the requested one when the token holds it (or holds the superadmin
 * role), otherwise null; without a request, the best role the token holds among the rule's modules.
 */
export function resolveActingRole(tokenRoles: readonly string[], requested: string | undefined, rule: AccessRule): string | null {
  if (requested) {
    if (requested === USER_ROLE || tokenRoles.includes(requested) || tokenRoles.includes(SUPERADMIN)) return requested;
    return null;
  }
  const modules = rule.modules ?? [];
  let best: string = tokenRoles.length ? USER_ROLE : GUEST_ROLE;
  for (const m of modules) {
    const r = effectiveRole(tokenRoles, m);
    if (roleSatisfies(r, rule)) return r;
    if (best === USER_ROLE && r !== USER_ROLE && r !== GUEST_ROLE) best = r;
  }
  if (tokenRoles.includes(SUPERADMIN)) return SUPERADMIN;
  return best;
}
