// How the built server is started: node with the flags of apps/server's "serve" script (the one place
// they are written), then dist/main.js. `npm start`, the browser journeys and the benchmarks' measured
// processes all run node so, for their memory to be the server's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The node flags of the "serve" script (`node <flags> dist/main.js`). */
export function serverNodeFlags() {
  const manifest = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8'));
  const match = /^(?:exec\s+)?node\s+(.*?)\s*dist\/main\.js$/.exec(manifest.scripts.serve);
  if (!match) throw new Error(`apps/server "serve" is not "node <flags> dist/main.js": ${manifest.scripts.serve}`);
  return match[1].split(/\s+/).filter(Boolean);
}

/** The built server's entry point. */
export const SERVER_ENTRY = `${root}apps/server/dist/main.js`;
