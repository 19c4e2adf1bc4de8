import { SUPERADMIN, USER_ROLE, roleLevel, roleModule } from '../auth/roles';

/** The levels a role is given at, per module (spec 000 §6), strongest first. */
export const GRANT_LEVELS = ['gestor', 'solicitante', 'leitor'] as const;
export type GrantLevel = (typeof GRANT_LEVELS)[number];

export const GRANT_LEVEL_LABELS: Record<GrantLevel, string> = {
  gestor: 'Gestor',
  solicitante: 'Solicitante',
  leitor: 'Leitor',
};

/**
 * The modules whose roles are given on `/settings/permission/edit/:id` and in access profiles, with
 * the names people read. `users` and `notifications` are not given this way: the superadmin role
 * comes with the 'Super Admin' profile, the others are roles of the live connections.
 */
export const GRANTABLE_MODULES = {
  pagina_inicial: 'Página inicial',
  rh: 'RH',
  onboarding: 'Onboarding',
  banco_talentos: 'Banco de talentos',
  desligamentos: 'Desligamentos',
  curriculo: 'Currículo',
  marketing: 'Marketing',
  vendas: 'Vendas',
  regua_comunicacao: 'Régua de comunicação',
  roulette: 'Roletas',
  suprimentos: 'Suprimentos',
  perguntas_frequentes: 'Perguntas frequentes',
  manual: 'Manual do colaborador',
  novidades: 'Novidades',
  solitacoes: 'Solicitações',
  configuracao: 'Configuração',
} as const;
export type GrantableModule = keyof typeof GRANTABLE_MODULES;

const isGrantableModule = (module: string | null): module is GrantableModule =>
  module !== null && module in GRANTABLE_MODULES;

/** Whether a role is one of `{module}:{gestor|solicitante|leitor}` of a grantable module. */
export function isGrantableRole(role: string): boolean {
  const level = roleLevel(role);
  return (
    isGrantableModule(roleModule(role)) &&
    (GRANT_LEVELS as readonly string[]).includes(level) &&
    role.split(':').length === 2
  );
}

/**
 * The modules whose roles a user may give: the superadmin every module; a module manager the modules
 * they manage, never `configuracao` (only the superadmin manages it).
 */
export function grantableModules(actorRoles: readonly string[]): GrantableModule[] {
  const all = Object.keys(GRANTABLE_MODULES) as GrantableModule[];
  if (actorRoles.includes(SUPERADMIN)) return all;
  return all.filter((m) => m !== 'configuracao' && actorRoles.includes(`${m}:gestor`));
}

/** Whether a user may give (or take away) this role. */
export function canGrantRole(actorRoles: readonly string[], role: string): boolean {
  return isGrantableRole(role) && grantableModules(actorRoles).includes(roleModule(role) as GrantableModule);
}

/**
 * Who may hold a role. The staff roles (every role of a module, and the superadmin) go to staff
 * accounts only, the ones the company makes (`funcionario`: an employee or partner invited by a
 * manager or registered by HR, the superadmin); a candidate's account, made on the careers site,
 * holds the base role only, directly or through an access profile.
 */
export function mayHoldRole(account: { funcionario: boolean }, role: string): boolean {
  return account.funcionario || role === USER_ROLE;
}

/** The one level held per module in a role list (the strongest), e.g. `{ rh: 'gestor' }`. */
export function levelsByModule(roles: readonly string[]): Partial<Record<GrantableModule, GrantLevel>> {
  const out: Partial<Record<GrantableModule, GrantLevel>> = {};
  for (const level of [...GRANT_LEVELS].reverse()) {
    for (const role of roles) {
      const module = roleModule(role);
      if (isGrantableModule(module) && roleLevel(role) === level) out[module] = level;
    }
  }
  return out;
}

/** The role list of a per-module choice (`{ rh: 'gestor', marketing: undefined }` → `['rh:gestor']`). */
export function rolesOfLevels(levels: Partial<Record<string, GrantLevel | null | undefined>>): string[] {
  return Object.entries(levels)
    .filter((e): e is [string, GrantLevel] => !!e[1])
    .map(([module, level]) => `${module}:${level}`)
    .sort();
}

/** The profile whose rows cannot be deleted (spec 002 §6) and that alone carries the superadmin role. */
export const SUPERADMIN_PROFILE = 'Super Admin';
/** The profile every invited employee starts with (the employee role of the home page). */
export const EMPLOYEE_PROFILE = 'Colaborador';
