// Bundle budget of the web app: the gzip size of the JavaScript the login page loads before it can
// show anything (entry + its static imports + the login route and its layout), and every chunk.
// Run after `npm run build -w @intranet/web`; exits 1 above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const LOGIN_ROUTE_SOURCES = ['src/app/shell/public-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json not found: run `npm run build -w @intranet/web` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The manifest key and every chunk it imports statically, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const missing = LOGIN_ROUTE_SOURCES.filter((k) => !manifest[k]);
if (missing.length) throw new Error(`login route chunks not in the manifest: ${missing.join(', ')}`);

// Files index.html itself loads (script and modulepreload tags), checked against the manifest graph.
const htmlFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

const initialKeys = staticClosure([entryKey, ...LOGIN_ROUTE_SOURCES]);
const initialFiles = new Set([...initialKeys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
for (const f of htmlFiles) initialFiles.add(f);

const rows = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, all) => f.endsWith('.js') && all.indexOf(f) === i)
  .map((file) => ({ file, kb: gzipKb(file), initial: initialFiles.has(file) }))
  .sort((a, b) => b.kb - a.kb);

console.log('chunk                                                    gzip KB  login');
for (const r of rows) console.log(`${r.file.padEnd(56)} ${r.kb.toFixed(1).padStart(8)}  ${r.initial ? 'yes' : ''}`);

const total = rows.filter((r) => r.initial).reduce((s, r) => s + r.kb, 0);
const all = rows.reduce((s, r) => s + r.kb, 0);
console.log(`\nall JavaScript: ${all.toFixed(1)} KB gzip in ${rows.length} chunks`);
console.log(`login page initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
