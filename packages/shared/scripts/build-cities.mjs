// Builds src/cities/cities.data.json from the registry package cidades-estados-brasil-json.
// Run: node packages/shared/scripts/build-cities.mjs (from the repository root or packages/shared).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('cidades-estados-brasil-json/package.json'));
const read = (file) => JSON.parse(readFileSync(join(packageDir, file), 'utf8'));

const states = read('Estados.json').map((s) => ({ id: String(s.ID), uf: s.Sigla, nome: s.Nome }));
const cities = read('Cidades.json').map((c) => ({ ID: String(c.ID), label: c.Nome, Estado: String(c.Estado) }));

const known = new Set(states.map((s) => s.id));
const orphan = cities.find((c) => !known.has(c.Estado));
if (orphan) throw new Error(`city ${orphan.ID} refers to unknown state ${orphan.Estado}`);

const out = join(here, '../src/cities/cities.data.json');
writeFileSync(out, `${JSON.stringify({ states, cities })}\n`);
console.log(`wrote ${cities.length} cities and ${states.length} states to ${out}`);
