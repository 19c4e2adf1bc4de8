// The suite's own PostgreSQL database: a new database on the local server (127.0.0.1:5432, user postgres,
// trust) when it answers, dropped at the end; otherwise a throwaway cluster made with initdb on a
// temporary folder and a free port, stopped and removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './http';

/** The local server's maintenance database. */
const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScaleDatabase = {
  /** The DATABASE_URL every instance gets. */
  url: string;
  /** Where it came from, for the report. */
  origin: string;
  pool: pg.Pool;
  stop(): Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The newest PostgreSQL installed from Debian's packages: its bin folder. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length)
    throw new Error(
      'PostgreSQL does not answer on 127.0.0.1:5432 and no initdb is installed under /usr/lib/postgresql/*/bin',
    );
  versions.sort((a, b) => Number(b) - Number(a));
  return join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL program; as root, as the postgres user (initdb and the server refuse root). */
function runPg(bin: string, program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
}

async function throwawayCluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'intranet-scale-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  runPg(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new, empty database for the run. `SCALE_PG=cluster` skips the local server (to try the
 * throwaway cluster on a machine that has one).
 */
export async function provisionDatabase(): Promise<ScaleDatabase> {
  const name = `intranet_scale_${randomBytes(5).toString('hex')}`;
  const local = process.env.SCALE_PG !== 'cluster' && (await answers(LOCAL_ADMIN_URL));
  const cluster = local ? null : await throwawayCluster();
  const adminUrl = cluster?.adminUrl ?? LOCAL_ADMIN_URL;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  return {
    url,
    origin: cluster ? `throwaway cluster on port ${new URL(adminUrl).port}` : `new database on 127.0.0.1:5432`,
    pool,
    stop: async () => {
      await pool.end().catch(() => undefined);
      try {
        if (!cluster) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cluster?.stop();
      }
    },
  };
}
