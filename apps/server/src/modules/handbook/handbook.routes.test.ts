import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('handbook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const list = (headers?: Record<string, string>) =>
    t.app.inject({ method: API.list.method, url: API.list.path, headers });

  it('refuses a call without a token with 401', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('refuses an account without a role of the area with 403', async () => {
    expect((await list(await t.headersFor('candidato'))).statusCode).toBe(403);
  });

  it('lists the records of the area', async () => {
    const res = await list(await t.headersFor('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ handbook: [] });
  });
});
