import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendasCampanha } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const COMPRESS_ASSETS = new URL('../../../../../scripts/compress-assets.mjs', import.meta.url).pathname;
/** A built script over 1 KB, so the build step writes its compressed copies. */
const BUNDLE = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, nome: 'linha ${i}' }`).join(', ')}];\n`;

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'intranet-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'lead-form.html'), '<!doctype html><title>Quero ser cliente</title><div id="root"></div>');
    writeFileSync(join(dist, 'roulette.html'), '<!doctype html><title>Roleta</title><div id="root"></div>');
    writeFileSync(
      join(dist, 'client-panel.html'),
      '<!doctype html><title>Central do Assinante</title><div id="root"></div>',
    );
    writeFileSync(
      join(dist, 'sponsorship.html'),
      '<!doctype html><title>Solicite um patrocínio</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), BUNDLE);
    execFileSync(process.execPath, [COMPRESS_ASSETS, dist]);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('answers index.html for a client route a browser opens', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/marketing/campaigns/list',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the lead form its own page, with or without CPF, CEP and tracking parameters', async () => {
    for (const url of ['/leads/external/register', '/leads/external/register/52998224725/30130010?chn=1&cmp=2&lnk=3']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Quero ser cliente');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/leads/external/registered',
      headers: { accept: 'text/html' },
    });
    expect(other.body).not.toContain('Quero ser cliente');
  });

  it('answers the prize wheel its own page at /roleta{url_campanha}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/roleta/promocao-de-verao',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Roleta</title>');
    const list = await t.app.inject({
      method: 'GET',
      url: '/marketing/roulette/list',
      headers: { accept: 'text/html' },
    });
    expect(list.body).not.toContain('<title>Roleta</title>');
  });

  it("answers the customers' own page for the client panel and the financial home, and only for them", async () => {
    for (const url of ['/client-panel', '/client-panel/financial?contrato=5', '/financial/home']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('Central do Assinante');
    }
    const other = await t.app.inject({ method: 'GET', url: '/client-panelx', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('Central do Assinante');
  });

  it('answers the sponsorship request page for /patrocinios, a provider and the success page, and only for them', async () => {
    for (const url of ['/patrocinios', '/patrocinios/bitcom', '/patrocinios/sucesso?protocolo=PAT-2026-000001']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('Solicite um patrocínio');
    }
    const other = await t.app.inject({ method: 'GET', url: '/patrociniosx', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('Solicite um patrocínio');
  });

  it('serves index.html itself to be revalidated on every visit', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the built files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('writes brotli and gzip copies beside the larger built files only', () => {
    expect(existsSync(join(dist, 'assets', 'index-3f2a1b.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'index-3f2a1b.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'app.js.br'))).toBe(false);
  });

  it('sends the brotli copy of a built script to a browser that accepts it, cached for good', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the gzip copy, or the file as it is, to browsers that accept only those', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it('compresses a JSON answer of 1 KB or more for a client that accepts it', async () => {
    await t.database.db
      .insert(vendasCampanha)
      .values(Array.from({ length: 15 }, (_, i) => ({ nome: `Campanha comprimida ${i + 1}`, bitcom: true })));
    const headers = await t.headersFor('marketing', 'marketing:gestor');
    const plain = await t.app.inject({ method: 'POST', url: '/v1/vendas/campanha', headers, payload: {} });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vendas/campanha',
      headers: { ...headers, 'accept-encoding': 'br' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('keeps the JSON not-found answer for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nada', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Dados não encontrados.' });
    const post = await t.app.inject({ method: 'POST', url: '/qualquer', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
