import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_CALLS, SPEC_LOOKUPS, type SpecCall } from './spec-calls.fixture';
import { type TestApp, createTestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
});
afterAll(async () => t?.close());

/** Served when the server has a route for the call, and the call, with a valid token, is neither refused as unknown nor as unauthenticated, nor failing. */
async function answer(c: SpecCall) {
  // A route that matched only by taking one of the spec's literal segments as its parameter
  // ('GET v1/incidente/categoria' by 'GET /v1/incidente/:id') is not the spec's call.
  const samples = c.path.split('/').flatMap((seg, i) => (seg.startsWith('{') ? [c.url.split('/')[i]] : []));
  const found = t.app.findRoute({ method: c.method, url: c.url });
  const route = found && Object.values(found.params).every((v) => samples.includes(String(v))) ? found : null;
  const res = await t.app.inject({
    method: c.method,
    url: c.url,
    headers: await t.headersFor('admin'),
    ...(c.method === 'GET' || c.method === 'DELETE' ? {} : { payload: {} }),
  });
  return { call: `${c.method} ${c.path}`, routed: route !== null, status: res.statusCode };
}

describe('the calls of the specification (§7 of each part)', () => {
  it('lists each call once, by method and path', () => {
    const keys = [...SPEC_CALLS, ...SPEC_LOOKUPS].map((c) => `${c.method} ${c.url.replace(/\/1(?=\/|$)/g, '/:id')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers every call that names its method and path (the spec-call count)', async () => {
    const results = [];
    for (const c of SPEC_CALLS) results.push(await answer(c));
    const missing = results.filter((r) => !r.routed || r.status === 401 || r.status >= 500);
    console.info(`spec calls answered: ${results.length - missing.length}/${results.length}`);
    expect(missing).toEqual([]);
  });

  it('answers the lookups named without a method, read with GET', async () => {
    const results = [];
    for (const c of SPEC_LOOKUPS) results.push(await answer(c));
    expect(results.filter((r) => !r.routed || r.status === 401 || r.status >= 500)).toEqual([]);
  });
});
