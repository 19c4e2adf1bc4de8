import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limiteRequisicao } from '../../db/schema';

/**
 * Where a limit's counters live. `cluster`: in the database, shared by every instance, for the limits
 * that stop guessing or abuse by one address (sign-in, password and confirmation codes, the public
 * forms, the wheel's spin), which behind N instances would otherwise allow N times as many tries.
 * `instance`: in the instance's memory, for limits that only shield that instance's own load (public
 * reads, session refresh), where a database write per call would cost more than it protects.
 */
export type LimitScope = 'cluster' | 'instance';

const SCOPE = Symbol('rate limit scope');

/** A route's limit of `max` calls a minute from one client address, its counters kept per `scope`. */
export function perAddressLimit(max: number, scope: LimitScope, options: RateLimitOptions = {}): RateLimitOptions {
  // The plugin copies a route's options (symbol keys included) into what it gives the store's child().
  return Object.assign({ timeWindow: '1 minute' }, options, { max, [SCOPE]: scope });
}

type RouteLimit = RateLimitOptions & { [SCOPE]?: LimitScope; routeInfo: { method?: string | string[]; url?: string } };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The plugin's own in-memory store (an LRU of counters per key), for the `instance` limits. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/**
 * One row per route and address: the calls counted in its window and when the window ends. The window
 * opens at the first call (as in the in-memory store) and the database's clock decides, so instances
 * whose clocks differ still agree. Concurrent calls of one key queue on its row. A named statement:
 * it runs on every limited call, and PostgreSQL then parses and plans it once per connection.
 */
function counter(db: Db) {
  const ended = sql`${limiteRequisicao.fim} <= now()`;
  return db
    .insert(limiteRequisicao)
    .values({
      chave: sql.placeholder('key'),
      contagem: 1,
      fim: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: limiteRequisicao.chave,
      set: {
        contagem: sql`CASE WHEN ${ended} THEN 1 ELSE ${limiteRequisicao.contagem} + 1 END`,
        fim: sql`CASE WHEN ${ended} THEN excluded.fim ELSE ${limiteRequisicao.fim} END`,
      },
    })
    .returning({
      current: limiteRequisicao.contagem,
      ttl: sql<number>`greatest(0, ceil(extract(epoch FROM ${limiteRequisicao.fim} - now()) * 1000))::integer`,
    })
    .prepare('limite_requisicao_contar');
}

class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly count: ReturnType<typeof counter>,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count.execute({ key: this.prefix + key, windowMs: timeWindow }).then(
      ([row]) => callback(null, { current: row.current, ttl: Number(row.ttl) }),
      (error: Error) => callback(error),
    );
  }

  child(): FastifyRateLimitStore {
    throw new Error('a shared rate limit store is made per route by the root store');
  }
}

/** Windows ended are removed this often, by every instance (each DELETE takes only what has expired). */
const CLEANUP_MS = 60_000;

/**
 * The rate limit plugin's store: each route's limit in the instance's memory or in the database, as the
 * route's `perAddressLimit` says (in memory when not said). `sweep` removes the windows ended, as the
 * periodic cleanup does; `stop` ends that cleanup.
 */
export function rateLimitStore(
  db: Db,
  log: FastifyBaseLogger,
): { Store: FastifyRateLimitStoreCtor; sweep: () => Promise<void>; stop: () => void } {
  const count = counter(db);
  class RootStore implements FastifyRateLimitStore {
    incr(): void {
      throw new Error('every rate limit is set per route (global: false)');
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = options as RouteLimit;
      if (route[SCOPE] !== 'cluster')
        return new LocalStore(route.continueExceeding, route.exponentialBackoff, route.cache);
      if (route.continueExceeding || route.exponentialBackoff)
        throw new Error('a cluster-wide rate limit counts fixed windows only');
      const method = [route.routeInfo.method].flat().join(',');
      return new DatabaseStore(count, `${method} ${route.routeInfo.url ?? ''} `);
    }
  }

  const sweep = async () => {
    await db.delete(limiteRequisicao).where(sql`${limiteRequisicao.fim} < now()`);
  };
  const cleanup = setInterval(() => {
    sweep().catch((error: Error) =>
      log.warn({ err: { message: error.message } }, 'limpeza dos contadores de limite de requisições falhou'),
    );
  }, CLEANUP_MS);
  cleanup.unref();
  return { Store: RootStore, sweep, stop: () => clearInterval(cleanup) };
}
