import { AREAS } from '@intranet/shared/access/areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../db/seed/accounts';
import type { RegisteredRoute } from '../platform/auth/access';
import { createTestApp, type TestApp } from '../test/test-app';

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
  const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.url} (${route.access.level} ${route.access.area ?? ''})`;

  /** A demo account that holds no role of any module of the rule, and is not the superadmin. */
  function outsider(route: RegisteredRoute): DemoAccount['key'] {
    const modules: readonly string[] = route.access.area ? AREAS[route.access.area] : [];
    const account = DEMO_ACCOUNTS.find(
      (a) => !a.roles.includes('users:superadmin') && !a.roles.some((r) => modules.includes(r.split(':')[0])) && a.status === 'CONFIRMED',
    );
    return account?.key ?? 'candidato';
  }

  it('finds the routes of the platform areas in the registry', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of ['GET /v1/companies', 'GET /v1/notificacao/stream', 'POST /v1/files/:bucket', 'POST /v1/admin/log/history', 'GET /v1/admin/outbox']) {
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
