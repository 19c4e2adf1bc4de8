import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: domain code takes this and never imports a singleton. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  /** Applies the pending migrations, one instance at a time (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other server instance runs its own `exclusively` on this database: on
   * PostgreSQL a session advisory lock held on a connection of its own, released when `fn` ends or the
   * process dies; the embedded database is one process already (`lockDataDir`).
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Embedded only: a tarball of the data folder (used to clone seeded test databases). */
  dumpDataDir(): Promise<Blob>;
};

/** The advisory lock key under which instances migrate and seed one at a time. */
const STARTUP_LOCK = 7_204_311_001;

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/**
 * The embedded engine's buffer cache is kept small: its data files are read through the operating
 * system, whose page cache keeps them warm anyway, and the WebAssembly memory it grows to is never
 * given back (128 MB, the default, costs the server about 140 MB more at a shift of 100 000 customers).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The embedded engine's WebAssembly is kept on V8's baseline compiler (Liftoff). By default V8
 * recompiles the engine's busiest functions with its optimising compiler as queries run, which holds
 * 50–70 MB more for as long as the process lives, for a few per cent of query speed
 * (docs/architecture.md, "Memory of the server process"). The flag is read when a WebAssembly module
 * is compiled, so it is set before the first engine starts; nothing else of the server is WebAssembly.
 */
function keepEmbeddedEngineOnBaselineCompiler(): void {
  setFlagsFromString('--liftoff-only');
}

/** Embedded PostgreSQL (PGlite). `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(
  dataDir: string | undefined,
  migrationsFolder = MIGRATIONS_FOLDER,
  loadDataDir?: Blob,
): Promise<Database> {
  keepEmbeddedEngineOnBaselineCompiler();
  // Each driver is loaded only by the server that uses it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { unaccent }, { btree_gist }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('@electric-sql/pglite/contrib/unaccent'),
      import('@electric-sql/pglite/contrib/btree_gist'),
    ]);
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS];
  // The contrib extensions the migrations create (CREATE EXTENSION), bundled with PGlite; PostgreSQL
  // servers have them in their contrib package.
  const extensions = { unaccent, btree_gist };
  const client: PGlite = dataDir
    ? new PGlite({ dataDir, startParams, extensions })
    : new PGlite({ loadDataDir, startParams, extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    exclusively: (fn) => fn(),
    async close() {
      if (!client.closed) await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}

/**
 * PostgreSQL through a pool. A client's connection lost (server restarted, connection cut) never
 * crashes the process: an idle client's is logged, one in use fails its statement; the pool opens
 * new connections on the next query.
 */
export async function openPostgres(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (err) => log.warn({ err: { message: err.message } }, 'conexão ociosa com o PostgreSQL perdida'));
  // The pool listens to its idle clients only: a connection lost while a transaction holds its client
  // would otherwise be an 'error' event nobody hears, which ends the process. Nothing more to do here:
  // the transaction's statement fails with the same error (answered 503), and the pool logs idle ones.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<{ channel: string; onPayload: (p: string) => void }>();
  let listener: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;

  async function connectListener(delay = 0): Promise<void> {
    if (closing) return;
    if (delay) await new Promise((r) => (retry = setTimeout(r, delay)));
    const client = new pg.Client({ connectionString: url });
    client.on('error', (err) => log.warn({ err: { message: err.message } }, 'conexão LISTEN perdida'));
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closing) void connectListener(1000);
    });
    client.on('notification', (msg) => {
      for (const l of listeners) if (l.channel === msg.channel) l.onPayload(msg.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of new Set([...listeners].map((l) => l.channel))) await client.query(`LISTEN "${channel}"`);
      listener = client;
    } catch (err) {
      log.warn({ err: { message: (err as Error).message } }, 'nova tentativa de LISTEN em 2 s');
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      void connectListener(2000);
    }
  }

  async function exclusively<T>(fn: () => Promise<T>): Promise<T> {
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        return await fn();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      }
    } finally {
      holder.release();
    }
  }

  return {
    db,
    kind: 'pg',
    async listen(channel, onPayload) {
      const entry = { channel, onPayload };
      listeners.add(entry);
      if (!listener) await connectListener();
      else await listener.query(`LISTEN "${channel}"`);
      return async () => {
        listeners.delete(entry);
      };
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      // Drizzle's migrator takes no lock of its own: two instances starting together on a new database
      // would both create the same tables.
      await exclusively(() => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }));
    },
    exclusively,
    async dumpDataDir(): Promise<Blob> {
      throw new Error('only the embedded database can be dumped');
    },
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      if (listener) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * Runs `fn` in a transaction (a savepoint when `db` is one already), handing it the transaction as a
 * `Db`. Drizzle types the transaction as `PgTransaction`, a subtype of `PgDatabase` that adds only
 * `rollback` and nested `transaction`; its generics do not line up with `Db`'s, so TypeScript needs
 * the cast, made once here so that repositories take `Db` whether or not they run in a transaction.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** Runs `fn` in a transaction whose audit trigger records `actorId` as the acting user. */
export async function withActor<T>(db: Db, actorId: number | null, fn: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    if (actorId !== null && actorId > 0) {
      await tx.execute(sql`select set_config('app.user_id', ${String(actorId)}, true)`);
    }
    return fn(tx);
  });
}
