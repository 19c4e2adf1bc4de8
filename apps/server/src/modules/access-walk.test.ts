import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { AREAS } from '@intranet/shared/access/areas';
import { type Action, PERMISSIONS, actingRoleFor, rolesCan } from '@intranet/shared/access/permissions';
import type { Endpoint } from '@intranet/shared/api/endpoint';
import { USER_ROLE } from '@intranet/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../db/seed/accounts';
import type { RegisteredRoute } from '../platform/auth/access';
import { createTestApp, type TestApp } from '../test/test-app';

const SHARED_SRC = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));

/** Every endpoint of every area's contract (`<area>/<area>.contract.ts`), found on disk. */
async function contractEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(SHARED_SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.contract.ts'),
  );
  const modules = await Promise.all(files.map((f) => import(`${SHARED_SRC}${f}`) as Promise<Record<string, unknown>>));
  const isEndpoint = (value: unknown): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).path === 'string' &&
    typeof (value as Endpoint).method === 'string';
  const found = modules.flatMap((m) =>
    Object.values(m)
      .flatMap((api) => (isEndpoint(api) ? [api] : api && typeof api === 'object' ? Object.values(api) : []))
      .filter(isEndpoint),
  );
  return [...new Set(found)];
}

/**
 * Walks every route registered under /v1 (read from the access registry, so routes added later are
 * covered without touching this file) and checks the access rule is enforced before anything else:
 * 401 without a token, 403 for an account holding no role of the route's modules, 403 for an
 * x-role the token does not hold. Path parameters are filled with 1 and bodies are an empty object:
 * the access hook runs on request, before validation, so neither matters.
 */
describe('access walk over every /v1 route', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.accessRegistry;
  });
  afterAll(async () => t?.close());

  const urlOf = (route: RegisteredRoute) => route.url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*$/, '1');
  const call = (route: RegisteredRoute, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers,
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    });
  const describeRoute = (route: RegisteredRoute) =>
    `${route.method} ${route.url} (${route.access.level} ${route.access.area ?? ''})`;

  /** A demo account that holds no role of any module of the rule, and is not the superadmin. */
  function outsider(route: RegisteredRoute): DemoAccount['key'] {
    const modules: readonly string[] = route.access.area ? AREAS[route.access.area] : [];
    const account = DEMO_ACCOUNTS.find(
      (a) =>
        !a.roles.includes('users:superadmin') &&
        !a.roles.some((r) => modules.includes(r.split(':')[0])) &&
        a.status === 'CONFIRMED',
    );
    return account?.key ?? 'candidato';
  }

  it('finds the routes of the platform areas in the registry', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /v1/companies',
      'GET /v1/notificacao/stream',
      'POST /v1/files/:bucket',
      'POST /v1/admin/log/history',
      'GET /v1/admin/outbox',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(routes.every((r) => r.access && r.access.level)).toBe(true);
  });

  it('refuses every non-public route without a token with 401', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access.level !== 'public')) {
      const res = await call(route);
      if (res.statusCode !== 401) failures.push(`${describeRoute(route)} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses an account without any role of the route with 403', async () => {
    const failures: string[] = [];
    const tokens = new Map<string, Record<string, string>>();
    for (const route of routes.filter((r) => r.access.level !== 'public' && r.access.level !== 'user')) {
      const key = outsider(route);
      if (!tokens.has(key)) tokens.set(key, await t.headersFor(key));
      const res = await call(route, tokens.get(key)!);
      if (res.statusCode !== 403) failures.push(`${describeRoute(route)} as ${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses an x-role the token does not hold with 403', async () => {
    const failures: string[] = [];
    const headers = await t.headersFor('candidato', 'rh:gestor');
    for (const route of routes.filter((r) => r.access.level !== 'public')) {
      const res = await call(route, headers);
      if (res.statusCode !== 403) failures.push(`${describeRoute(route)} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('serves each route with the rule of its contract action, and every contract endpoint is served', async () => {
    const endpoints = await contractEndpoints();
    const failures: string[] = [];
    for (const route of routes) {
      const endpoint = endpoints.find((e) => e.method === route.method && e.path === route.url);
      if (!endpoint) failures.push(`${describeRoute(route)}: no contract endpoint`);
      else if (endpoint.access !== route.action)
        failures.push(`${describeRoute(route)}: action ${route.action}, contract ${endpoint.access}`);
      if (!isDeepStrictEqual({ ...route.access }, { ...PERMISSIONS[route.action as Action] }))
        failures.push(`${describeRoute(route)}: rule differs from ${route.action}`);
    }
    for (const endpoint of endpoints) {
      if (!routes.some((r) => r.method === endpoint.method && r.url === endpoint.path))
        failures.push(`${endpoint.method} ${endpoint.path}: not served`);
    }
    expect(endpoints.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('refuses with 403 every route to every demo account its rule refuses, with the x-role the web sends', async () => {
    const failures: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const roles = [...account.roles, USER_ROLE];
      const auth = await t.headersFor(account.key);
      for (const route of routes) {
        const action = route.action as Action;
        if (rolesCan(roles, action)) continue;
        const role = actingRoleFor(roles, action);
        const res = await call(route, role ? { ...auth, 'x-role': role } : auth);
        if (res.statusCode !== 403)
          failures.push(`${describeRoute(route)} as ${account.key} (${role ?? 'no x-role'}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the candidate the staff calls: the people list and image uploads', async () => {
    const candidate = DEMO_ACCOUNTS.find((a) => a.key === 'candidato')!;
    for (const action of ['users.list', 'files.uploadImage', 'notifications.send', 'admin.superadmin'] as const) {
      expect(rolesCan([...candidate.roles, USER_ROLE], action), action).toBe(false);
    }
    const headers = await t.headersFor('candidato');
    expect((await t.app.inject({ method: 'GET', url: '/v1/user', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/v1/files/imagens', headers, payload: {} })).statusCode).toBe(
      403,
    );
  });

  it('refuses a forged or expired token on every non-public route with 401', async () => {
    const failures: string[] = [];
    const forged = (await t.tokenFor('admin')).slice(0, -4) + 'AAAA';
    for (const route of routes.filter((r) => r.access.level !== 'public')) {
      const res = await call(route, { authorization: `Bearer ${forged}` });
      if (res.statusCode !== 401) failures.push(`${describeRoute(route)} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
