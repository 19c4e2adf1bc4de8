import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { limiteRequisicao } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * What every call pays, whatever the route: a route that sets no rate limit runs no limiter, so it
 * neither counts in the database (the shared store of the `cluster` limits) nor answers limit headers.
 * The list-overhead benchmark (bench/list-overhead.ts) measures the rest of the path.
 */
describe('the per-call path of a route without a rate limit', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headersFor('marketing', 'marketing:gestor');
  });
  afterAll(async () => t?.close());

  it('counts nothing and answers no limit headers, call after call', async () => {
    const counters = () => t.database.db.$count(limiteRequisicao);
    const before = await counters();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: SALES_API.listCampaigns.method,
        url: SALES_API.listCampaigns.path,
        headers,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((name) => name.includes('ratelimit') || name === 'retry-after')).toEqual(
        [],
      );
    }
    expect(await counters()).toBe(before);
  });
});
