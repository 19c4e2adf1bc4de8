import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { rolesCan, type Action } from '@intranet/shared/access/permissions';
import { CAREERS_SITE_PATHS } from '@intranet/shared/careers/careers.rules';
import { CLIENT_PANEL_PATH, FINANCIAL_HOME_PATH } from '@intranet/shared/client-panel/client-panel.rules';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { LEAD_FORM_PATH } from '@intranet/shared/leads/leads.rules';
import { ROULETTE_PUBLIC_PATH } from '@intranet/shared/roulette/roulette.rules';
import { SPONSORSHIP_PUBLIC_PATH } from '@intranet/shared/sponsorship/sponsorship.rules';
import type { ScreenHandle } from '../lib/screen';
import { SPEC_ROUTES, type SpecRoute } from './route-map.fixture';

// The route table without starting a browser router.
vi.mock('react-router-dom', async (original) => ({
  ...(await original<typeof import('react-router-dom')>()),
  createBrowserRouter: () => ({}),
}));
const { routes } = await import('./router');

/** Who opens the paths: a visitor, and each demo account with the base role every account holds. */
const VISITOR = { key: 'visitante', roles: [] as string[] };
const PEOPLE = [VISITOR, ...DEMO_ACCOUNTS.map((a) => ({ key: a.key, roles: [...a.roles, 'user'] }))];

/** What a person gets at an address. */
type Outcome =
  | { kind: 'screen'; route: RouteObject; title: string } // a screen of the app that opens for them
  | { kind: 'own-page'; page: string } // a page built on its own (server's pageOf)
  | { kind: 'forbidden' } // "Sem permissão" from the protected layout
  | { kind: 'sign-in' } // a visitor sent to the sign-in
  | { kind: 'fallback'; reason: string }; // the index route, nothing, or an empty screen

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The pages the server serves for their own paths (apps/server platform/http/web-app.ts, pageOf). */
function ownPageOf(path: string): string | undefined {
  if (under(path, LEAD_FORM_PATH)) return 'lead-form.html';
  if (path.startsWith(`${ROULETTE_PUBLIC_PATH}/`)) return 'roulette.html';
  if (CAREERS_SITE_PATHS.some((base) => under(path, base))) return 'careers.html';
  if (under(path, CLIENT_PANEL_PATH) || under(path, FINANCIAL_HOME_PATH)) return 'client-panel.html';
  if (under(path, SPONSORSHIP_PUBLIC_PATH)) return 'sponsorship.html';
  return undefined;
}

const [publicLayout, protectedLayout] = routes[0].children!;

/** The address a spec path is opened at: the given url, or its parameters filled and optional ones left out. */
function urlOf(route: SpecRoute): string {
  if (route.url) return route.url;
  const filled = route.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment === ':search' ? 'noparms' : segment.startsWith(':') ? '1' : segment))
    .join('/');
  return filled || '/';
}

function redirectOf(route: RouteObject): string | undefined {
  const element = route.element as ReactElement<{ to?: unknown }> | undefined;
  return isValidElement(element) && typeof element.props.to === 'string' ? element.props.to : undefined;
}

const matched = new Map<string, ReturnType<typeof matchRoutes>>();
/** The routes an address matches (the same for everyone; matching ranks the whole table, so once each). */
function matchesOf(url: string) {
  if (!matched.has(url)) matched.set(url, matchRoutes(routes, url));
  return matched.get(url)!;
}

function resolve(url: string, roles: readonly string[], hops = 0): Outcome {
  const page = ownPageOf(url);
  if (page) return { kind: 'own-page', page };
  const matches = matchesOf(url);
  if (!matches || hops > 3) return { kind: 'fallback', reason: 'no route' };
  const leaf = matches[matches.length - 1];
  if (leaf.route.path === '*') return { kind: 'fallback', reason: 'the catch-all sends it to the index' };
  const to = redirectOf(leaf.route);
  if (to !== undefined) {
    const target = to.startsWith('/') ? to : `${leaf.pathname.replace(/\/$/, '')}/${to}`;
    if (target === '/' && url !== '/') return { kind: 'fallback', reason: 'redirects to the index' };
    return resolve(target, roles, hops + 1);
  }
  if (!leaf.route.lazy && !leaf.route.element && !leaf.route.Component)
    return { kind: 'fallback', reason: 'a route without a screen' };
  const handle = [...matches].reverse().find((m) => {
    const h = m.route.handle as ScreenHandle | undefined;
    return h && (h.title || h.can);
  })?.route.handle as ScreenHandle | undefined;
  if (!handle?.title) return { kind: 'fallback', reason: 'a screen without a title' };
  const isProtected = matches.some((m) => m.route === protectedLayout);
  if (isProtected && roles.length === 0) return { kind: 'sign-in' };
  if (handle.can && !rolesCan(roles, handle.can as Action)) return { kind: 'forbidden' };
  return { kind: 'screen', route: leaf.route, title: handle.title };
}

const opens = (o: Outcome) => o.kind === 'screen' || o.kind === 'own-page';

/** Whether the path is what the spec asks today: a screen for everyone, opened by someone, public if so. */
function meetsSpec(route: SpecRoute): { ok: boolean; why: string } {
  const url = urlOf(route);
  const outcomes = PEOPLE.map((p) => ({ who: p.key, outcome: resolve(url, p.roles) }));
  const fallback = outcomes.find((o) => o.outcome.kind === 'fallback');
  if (fallback) return { ok: false, why: `${fallback.who}: ${(fallback.outcome as { reason: string }).reason}` };
  if (!outcomes.some((o) => opens(o.outcome))) return { ok: false, why: 'no demo account opens it' };
  const visitor = outcomes[0].outcome;
  if (route.public && !route.departure && !opens(visitor)) return { ok: false, why: `a visitor gets ${visitor.kind}` };
  return { ok: true, why: '' };
}

const unique = [...new Map(SPEC_ROUTES.map((r) => [r.path, r])).values()];
const built = unique.filter((r) => !r.pending);
const pending = unique.filter((r) => r.pending);

describe('the spec route map', () => {
  it('is taken whole from the spec', () => {
    expect(unique.length).toBeGreaterThan(250);
    expect(publicLayout.children).toBeDefined();
    expect(protectedLayout.children?.[0].children?.some((r) => r.index)).toBe(true);
  });

  it.each(built.map((r) => [r.path, r] as const))(
    '%s reaches a screen for everyone and opens for someone',
    (_path, route) => {
      const result = meetsSpec(route);
      expect(result.why).toBe('');
    },
  );

  it('lists as pending, with their topic, only the paths not built yet (remove an entry when it lands)', () => {
    const landed = pending.filter((r) => meetsSpec(r).ok).map((r) => `${r.path} (${r.pending})`);
    expect(landed).toEqual([]);
  });

  it('opens every public path for a visitor, but the departures, which ask to sign in', () => {
    for (const route of built.filter((r) => r.departure))
      expect(resolve(urlOf(route), []).kind, route.path).toBe('sign-in');
  });

  it('shows the candidate and a plain employee no staff screen of settings, HR or marketing', () => {
    const staff = ['/settings/home', '/users/list', '/human-resources/home', '/marketing/home', '/providers/list'];
    for (const key of ['candidato', 'colaborador'])
      for (const path of staff)
        expect(resolve(path, PEOPLE.find((p) => p.key === key)!.roles).kind, `${key} ${path}`).toBe('forbidden');
  });

  it('sends an unknown path to the index', () => {
    expect(resolve('/no/such/screen', ['user'])).toMatchObject({ kind: 'fallback' });
  });

  it('loads a real screen for every built path', async () => {
    const leaves = new Set<RouteObject>();
    for (const route of built)
      for (const person of PEOPLE) {
        const outcome = resolve(urlOf(route), person.roles);
        if (outcome.kind === 'screen') leaves.add(outcome.route);
      }
    for (const leaf of leaves) {
      if (leaf.element) continue;
      const loaded = typeof leaf.lazy === 'function' ? await leaf.lazy() : {};
      expect(typeof (loaded as { Component?: unknown }).Component, String(leaf.path)).toBe('function');
    }
  }, 120_000);
});
