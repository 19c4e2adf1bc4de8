import { beforeAll, describe, expect, it } from 'vitest';
import { matchPath, type RouteObject } from 'react-router-dom';
import { type Action, PERMISSIONS, rolesCan } from '@intranet/shared/access/permissions';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { type MenuSection, visibleSections } from '../components/cards-menu/cards-menu';
import { registerBuiltRoutes } from '../lib/built-routes';
import { HR_HOME_SECTIONS } from '../features/hr-home/hr-home-cards';
import { MARKETING_SECTIONS } from '../features/marketing-home/marketing-cards';
import { SETTINGS_SECTIONS } from '../features/users/pages/settings-home-page';
import { ADMIN_MODULES } from './pages/admin-modules-page';
import { protectedRoutes } from './feature-routes';

const MENUS: Record<string, MenuSection[]> = {
  RH: HR_HOME_SECTIONS,
  Marketing: MARKETING_SECTIONS,
  Módulos: ADMIN_MODULES,
  Configurações: SETTINGS_SECTIONS,
};

/** Cards whose screens are still to be built, with what brings them. Empty once those land. */
const PENDING: Record<string, string> = {};

/** Every built screen with the action that guards it, read from the route tree independently of the app's registry. */
function screens(routes: RouteObject[], base = '', can?: Action): { path: string; can?: Action }[] {
  return routes.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
    const guard = (route.handle as { can?: Action } | undefined)?.can ?? can;
    return [
      ...(route.path ? [{ path, can: guard }] : []),
      ...(route.children ? screens(route.children, path, guard) : []),
    ];
  });
}
const BUILT = screens(protectedRoutes);
const screenOf = (route: string) => BUILT.find((s) => matchPath({ path: s.path, end: true }, route));

const ACCOUNTS = [
  ...DEMO_ACCOUNTS.map((a) => ({ key: a.key, roles: [...a.roles, 'user'] })),
  { key: 'leitor RH', roles: ['rh:leitor', 'onboarding:leitor', 'user'] },
  { key: 'solicitante de vagas', roles: ['banco_talentos:solicitante', 'user'] },
  { key: 'leitor da régua', roles: ['regua_comunicacao:leitor', 'user'] },
];

const cards = (menu: MenuSection[]) => menu.flatMap((s) => s.cards.map((c) => ({ section: s.title, ...c })));
const shown = (menu: MenuSection[], roles: string[], section?: string) =>
  visibleSections(menu, roles)
    .filter((s) => !section || s.title === section)
    .flatMap((s) => s.cards.map((c) => c.title));

describe('menu cards', () => {
  beforeAll(() => registerBuiltRoutes(protectedRoutes));

  it('open a built screen guarded by an action, or one listed as still to be built', () => {
    for (const [menu, sections] of Object.entries(MENUS)) {
      for (const card of cards(sections)) {
        const screen = screenOf(card.route);
        if (!screen) {
          expect(
            PENDING[card.route],
            `${menu} / ${card.title}: ${card.route} is neither built nor pending`,
          ).toBeTruthy();
          continue;
        }
        expect(PENDING[card.route], `${card.route} is built: take it off the pending list`).toBeUndefined();
        expect(
          screen.can && Object.hasOwn(PERMISSIONS, screen.can),
          `${menu} / ${card.title}: ${card.route} has no guard`,
        ).toBe(true);
      }
    }
  });

  it('show to every account exactly when the route they open admits it', () => {
    for (const account of ACCOUNTS) {
      for (const [menu, sections] of Object.entries(MENUS)) {
        const visible = new Set(
          visibleSections(sections, account.roles).flatMap((s) => s.cards.map((c) => c.route + c.title)),
        );
        for (const card of cards(sections)) {
          const screen = screenOf(card.route);
          const admitted = !!screen && (!screen.can || rolesCan(account.roles, screen.can));
          expect(
            visible.has(card.route + card.title),
            `${account.key}: ${menu} / ${card.section} / ${card.title}`,
          ).toBe(admitted);
        }
      }
    }
  });

  it('show the employees card to every HR role the employees list admits', () => {
    for (const role of ['rh:gestor', 'rh:solicitante', 'rh:leitor', 'users:superadmin']) {
      expect(shown(HR_HOME_SECTIONS, [role, 'user'], 'Departamento Pessoal'), role).toContain('Colaboradores');
    }
    // The documents and family lists are also every employee's own (their profile menu opens them), and every
    // employee reads the compliments wall; the rest of the HR home is not theirs.
    expect(shown(HR_HOME_SECTIONS, ['pagina_inicial:leitor', 'user'])).toEqual(['Documentos', 'Elogios', 'Família']);
  });

  it('show the onboarding cards to whoever may list onboardings, and nothing of HR to a plain employee', () => {
    expect(shown(HR_HOME_SECTIONS, ['onboarding:solicitante', 'user'], 'Onboarding')).toEqual([
      'Onboarding',
      'Trilha',
      'Conteúdo',
    ]);
    expect(shown(HR_HOME_SECTIONS, ['pagina_inicial:leitor', 'user'], 'Onboarding')).toEqual([]);
  });

  it('show campaigns, channels, leads and the wheel to marketing roles, and none of them to HR', () => {
    for (const role of ['marketing:leitor', 'marketing:gestor', 'users:superadmin']) {
      expect(shown(MARKETING_SECTIONS, [role, 'user']), role).toEqual(
        expect.arrayContaining(['Campanhas', 'Canais', 'Leads', 'Link de Rastreamento']),
      );
    }
    expect(shown(MARKETING_SECTIONS, ['rh:gestor', 'pagina_inicial:leitor', 'user'])).toEqual([]);
  });

  it('show sending restrictions to communication roles and events to marketing roles only', () => {
    expect(shown(MARKETING_SECTIONS, ['regua_comunicacao:leitor', 'user'], 'Comunicação')).toContain(
      'Restrições de Envio',
    );
    expect(shown(MARKETING_SECTIONS, ['regua_comunicacao:gestor', 'user'], 'Comunicação')).not.toContain('Eventos');
    expect(shown(MARKETING_SECTIONS, ['marketing:gestor', 'user'], 'Comunicação')).toContain('Eventos');
    expect(shown(MARKETING_SECTIONS, ['marketing:gestor', 'user'], 'Comunicação')).not.toContain('Restrições de Envio');
  });
});
