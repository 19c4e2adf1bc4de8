import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('web app serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'intranet-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('answers index.html for a client route a browser opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/marketing/campaigns/list', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the built files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps the JSON not-found answer for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nada', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Dados não encontrados.' });
    const post = await t.app.inject({ method: 'POST', url: '/qualquer', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
