// The JavaScript a visitor's browser really loads for the pages anyone opens first — the sign-in page
// (/intranet), the public lead form (/leads/external/register), the public prize wheel (/roleta/…) and the
// public careers site (/careers/list, /careers/role/:id), the client panel (/client-panel/*, one script for its
// sign-in and its ten screens), the financial home (/financial/home) and the public sponsorship request
// (/patrocinios/:provedor?) — measured in Chromium from each
// page's own responses (entry, preloads and the lazy chunks it fetches at run time), as gzip bytes.
// Starts the built server on a fresh embedded database; run after `npm run build`.
// Exits 1 when a page is above its budget. `node bench/web-bundle.mjs /intranet` measures one page.
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverNodeFlags } from '../scripts/server-command.mjs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Each page, the button that shows it is ready, and its budget in KB of gzip. */
const PAGES = [
  { path: '/intranet', ready: 'Entrar', budgetKb: 150 },
  { path: '/leads/external/register?chn=1&cmp=1', ready: 'Enviar', budgetKb: 60 },
  { path: '/roleta/roleta-de-premios-bitcom', ready: 'Girar!', budgetKb: 80 },
  { path: '/careers/list', ready: 'Buscar', budgetKb: 120 },
  { path: '/careers/role/1', ready: 'Compartilhar vaga', budgetKb: 120 },
  { path: '/client-panel/entrar', ready: 'Enviar código', budgetKb: 120 },
  { path: '/financial/home', ready: 'Ver faturas', budgetKb: 120 },
  { path: '/patrocinios/bitcom', ready: 'Enviar solicitação', budgetKb: 80 },
].filter((page) => !process.argv[2] || page.path.startsWith(process.argv[2]));
const root = fileURLToPath(new URL('..', import.meta.url));
const server = SERVER_ENTRY;
if (!existsSync(server) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const port = 3900 + Math.floor(Math.random() * 90);
const child = spawn(process.execPath, [...serverNodeFlags(), server], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'intranet-bundle-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    // A fresh data folder is seeded with the whole demo first: a minute or more on a busy machine.
    if (i > 480) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let over = false;
  for (const { path, ready, budgetKb } of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: ready }).last().waitFor();
    await page.close();

    scripts.sort((a, b) => b.gzip - a.gzip);
    console.log(`\nscript                                                   gzip KB   raw KB`);
    for (const s of scripts)
      console.log(
        `${s.url.padEnd(56)} ${(s.gzip / 1024).toFixed(1).padStart(8)} ${(s.raw / 1024).toFixed(1).padStart(8)}`,
      );
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log(`${path} loads ${scripts.length} scripts: ${total.toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
    if (total > budgetKb) over = true;
  }
  await browser.close();
  process.exitCode = over ? 1 : 0;
} finally {
  child.kill('SIGTERM');
}
