// A bench's measured process, bundled as the server's build does (tsup): the server's own
// dependencies left to node_modules, everything else (the shared package and what it uses) bundled,
// and run by plain node with the flags of the server's serve script (scripts/server-command.mjs), so that
// its memory is the built server's and not a TypeScript loader's.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverNodeFlags } from '../../scripts/server-command.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED_SRC = join(ROOT, 'packages', 'shared', 'src');

/** Bundles `entry` (a bench's child script) under the server's node_modules, where node finds its dependencies. */
export async function bundleForServer(entry: string): Promise<string> {
  const folder = join(ROOT, 'apps', 'server', 'node_modules', '.cache', 'bench');
  mkdirSync(folder, { recursive: true });
  const outfile = join(folder, basename(entry).replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: serverDependencies().flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    plugins: [
      {
        name: 'shared-source',
        setup(plugin) {
          plugin.onResolve({ filter: /^@intranet\/shared\// }, (args) => ({
            path: join(SHARED_SRC, `${args.path.slice('@intranet/shared/'.length)}.ts`),
          }));
        },
      },
    ],
  });
  return outfile;
}

/** The server's own dependencies (apps/server/package.json), but the shared package, which is bundled. */
function serverDependencies(): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'apps', 'server', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@intranet/'));
}

/** Runs a bundled child with plain node and the server's flags; answers the JSON it printed on its last line (earlier lines are echoed). */
export function runBundled<T>(bundle: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...serverNodeFlags(), bundle, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      const lines = out.trim().split('\n');
      const last = lines.pop() ?? '';
      for (const line of lines) console.log(line);
      if (code !== 0 || !last.startsWith('{'))
        reject(new Error(`${basename(bundle)} ${args.join(' ')} ended with ${code}\n${out}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}
