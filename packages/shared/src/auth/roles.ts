/**
 * Role model of the product (spec 000 §6). Roles are strings: `users:superadmin`,
 * `{module}:gestor|solicitante|leitor`, `user` and `guest`.
 */
export const SUPERADMIN = 'users:superadmin';
export const USER_ROLE = 'user';
export const GUEST_ROLE = 'guest';
export const GUEST_ID = -1;
/**
 * A provider's customer signed in to the client panel: a role of its own, outside the staff's and the
 * candidates' (docs/customer-accounts.md, "The customer's identity"); it opens the `customer` calls only.
 */
export const CUSTOMER_ROLE = 'cliente';

export const MODULES = [
  'rh',
  'onboarding',
  'vendas',
  'regua_comunicacao',
  'marketing',
  'suprimentos',
  'configuracao',
  'perguntas_frequentes',
  'manual',
  'novidades',
  'solitacoes',
  'curriculo',
  'banco_talentos',
  'desligamentos',
  'roulette',
  'pagina_inicial',
  'notifications',
  'users',
] as const;
export type ModuleName = (typeof MODULES)[number];

export const ROLE_LEVELS = ['superadmin', 'gestor', 'solicitante', 'leitor', 'user', 'guest'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

/** The level a role string stands for (`rh:gestor` → gestor). */
export function roleLevel(role: string): RoleLevel {
  if (role === SUPERADMIN) return 'superadmin';
  if (role === USER_ROLE) return 'user';
  if (role === GUEST_ROLE) return 'guest';
  const level = role.split(':')[1];
  if (level === 'gestor' || level === 'solicitante' || level === 'leitor') return level;
  return 'user';
}

/** The module a role string belongs to (`rh:gestor` → rh), or null for user/guest/superadmin. */
export function roleModule(role: string): string | null {
  if (role === SUPERADMIN || !role.includes(':')) return null;
  return role.split(':')[0];
}

/** Effective role for a module: the first of superadmin, gestor, solicitante, leitor, user, guest held. */
export function effectiveRole(roles: readonly string[], module: string): string {
  if (roles.includes(SUPERADMIN)) return SUPERADMIN;
  for (const level of ['gestor', 'solicitante', 'leitor'] as const) {
    const role = `${module}:${level}`;
    if (roles.includes(role)) return role;
  }
  if (roles.includes(USER_ROLE)) return USER_ROLE;
  return GUEST_ROLE;
}

/** Every role that counts in a module, strongest first: superadmin, gestor, solicitante, leitor. */
export function moduleRoles(module: string): string[] {
  return [SUPERADMIN, `${module}:gestor`, `${module}:solicitante`, `${module}:leitor`];
}

export function isSuperadmin(roles: readonly string[] | string): boolean {
  return typeof roles === 'string' ? roles === SUPERADMIN : roles.includes(SUPERADMIN);
}

/** 'Any manager': any role containing gestor (the superadmin counts as one). */
export function isAnyManager(roles: readonly string[]): boolean {
  return roles.some((r) => r === SUPERADMIN || r.includes('gestor'));
}

/** Employee: any role starting with pagina_inicial: or the superadmin role. */
export function isEmployee(roles: readonly string[]): boolean {
  return roles.some((r) => r === SUPERADMIN || r.startsWith('pagina_inicial:'));
}

/** A customer's account: it holds the customer role (and nothing else counts for it). */
export function isCustomer(roles: readonly string[]): boolean {
  return roles.includes(CUSTOMER_ROLE);
}

/** Candidate: the only role is the base role `user`. */
export function isCandidate(roles: readonly string[]): boolean {
  return roles.length === 1 && roles[0] === USER_ROLE;
}

/** Modules a user holds a role in, as the token's braces-wrapped comma list (`{rh,onboarding}`). */
export function modulesOf(roles: readonly string[]): string[] {
  const set = new Set<string>();
  for (const r of roles) {
    const m = roleModule(r);
    if (m) set.add(m);
  }
  return [...set].sort();
}
export function formatModulesClaim(modules: readonly string[]): string {
  return `{${modules.join(',')}}`;
}
export function parseModulesClaim(claim: string | undefined | null): string[] {
  if (!claim) return [];
  return claim
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
}

/** Card visibility: a card shows when the user's effective role for its module is one of its roles. */
export function cardVisible(roles: readonly string[], card: { module: string; roles: readonly string[] }): boolean {
  return card.roles.includes(effectiveRole(roles, card.module));
}
