// The databases a benchmark runs on: a throwaway database on the PostgreSQL server (when one answers)
// and an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';

/** The PostgreSQL server's maintenance database, where scratch databases are created and dropped. */
export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const noopLog = { warn: () => undefined, error: () => undefined } as never;

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** One statement on the maintenance database (CREATE / DROP DATABASE). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type Scratch = { label: string; database: Database; url?: string; cleanup: () => Promise<void> };

/** A new database on the PostgreSQL server, opened as the app opens it; cleanup closes and drops it. */
export async function openScratchPostgres(): Promise<Scratch> {
  const name = `intranet_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), noopLog);
  return {
    label: 'PostgreSQL',
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** An in-memory PGlite. */
export async function openMemoryPglite(): Promise<Scratch> {
  const database = await openPglite(undefined);
  return { label: 'PGlite', database, cleanup: () => database.close() };
}

/**
 * Measures on a scratch PostgreSQL database (when the server answers) and on an in-memory PGlite,
 * or on one of them with `--pg` / `--pglite`; answers each database's label with its result.
 */
export async function onEachDatabase<T>(measure: (target: Scratch) => Promise<T>): Promise<[string, T][]> {
  const only = process.argv.includes('--pg') ? 'pg' : process.argv.includes('--pglite') ? 'pglite' : null;
  const results: [string, T][] = [];
  const opened: (() => Promise<Scratch>)[] = [];
  if (only !== 'pglite') {
    if (await postgresAnswers()) opened.push(openScratchPostgres);
    else console.log(`PostgreSQL does not answer at ${ADMIN_URL}: skipped`);
  }
  if (only !== 'pg') opened.push(openMemoryPglite);
  for (const open of opened) {
    const target = await open();
    try {
      results.push([target.label, await measure(target)]);
    } finally {
      await target.cleanup();
    }
  }
  return results;
}
