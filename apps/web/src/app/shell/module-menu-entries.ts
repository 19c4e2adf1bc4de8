import { rolesCan } from '@intranet/shared/access/permissions';
import { isEmployee, isSuperadmin, USER_ROLE } from '@intranet/shared/auth/roles';
import { isBuiltRoute } from '../../lib/built-routes';

export type ModuleMenuEntry = {
  key: string;
  label: string;
  path: string;
  visible: (roles: readonly string[]) => boolean;
};

const holdsUser = (roles: readonly string[]) => isSuperadmin(roles) || roles.includes(USER_ROLE) || isEmployee(roles);

/**
 * The module menu (spec 000 §2.2) in display order: the built modules first, then the spec's entries,
 * which show once their screens exist. Careers and Resume need the role user; guests may see careers.
 */
export const MODULE_MENU: ModuleMenuEntry[] = [
  { key: 'rh', label: 'RH', path: '/human-resources/home', visible: (roles) => rolesCan(roles, 'home.hr') },
  {
    key: 'marketing',
    label: 'Marketing',
    path: '/marketing/home',
    visible: (roles) => rolesCan(roles, 'home.marketing'),
  },
  { key: 'content', label: 'Comunicação', path: '/content/home', visible: isEmployee },
  { key: 'faq', label: 'FAQ', path: '/faq/search/noparms', visible: () => true },
  { key: 'manual', label: 'Manual do Colaborador', path: '/employee-handbook/view', visible: isEmployee },
  { key: 'news', label: 'Novidades', path: '/news/list', visible: isEmployee },
  { key: 'requests', label: 'Solicitações', path: '/requests/home', visible: isEmployee },
  { key: 'careers', label: 'Vagas', path: '/careers/list', visible: () => true },
  {
    key: 'sales',
    label: 'Vendas',
    path: '/sales/external/home',
    // Every employee registers leads on the external home (foundation §2.2).
    visible: (roles) => rolesCan(roles, 'external-lead.register'),
  },
  { key: 'resume', label: 'Currículo', path: '/resume/list', visible: holdsUser },
  {
    key: 'backoffice',
    label: 'Backoffice',
    path: '/backoffice/inicio',
    visible: (roles) => rolesCan(roles, 'backoffice.list'),
  },
  {
    key: 'supplies',
    label: 'Suprimentos',
    path: '/supplies/home',
    visible: (roles) => rolesCan(roles, 'supplies.list'),
  },
];

/** Entries a user sees: allowed by role and leading to a built screen. */
export function menuEntriesFor(roles: readonly string[], entries: ModuleMenuEntry[] = MODULE_MENU): ModuleMenuEntry[] {
  return entries.filter((e) => e.visible(roles) && isBuiltRoute(e.path));
}

/** How many entries fit at a width: 2 ≤500px, 4 ≤700, 6 ≤800, 8 ≤900, 9 ≤1000, 10 above. */
export function menuCountForWidth(width: number): number {
  if (width <= 500) return 2;
  if (width <= 700) return 4;
  if (width <= 800) return 6;
  if (width <= 900) return 8;
  if (width <= 1000) return 9;
  return 10;
}

/** Splits the visible entries into those shown and those under 'more'. */
export function splitMenu<T>(entries: T[], width: number): { shown: T[]; more: T[] } {
  const n = menuCountForWidth(width);
  return { shown: entries.slice(0, n), more: entries.slice(n) };
}
