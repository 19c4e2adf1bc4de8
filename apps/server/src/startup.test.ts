import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './db/client';
import { sqlRows } from './db/sql';
import { prepareDatabase } from './startup';
import { openEmptyEmbeddedDatabase } from './test/test-app';
import { TEST_SEED_SCALE } from './db/seed/seed-context';

const adminUrl = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => undefined, error: () => undefined } as never;

async function counts(database: Database) {
  const [row] = await sqlRows<{ empresas: number; contas: number; migracoes: number }>(
    database.db,
    sql`select (select count(*)::int from rh_empresa) as empresas, (select count(*)::int from auth_identidade) as contas,
               (select count(*)::int from drizzle.__drizzle_migrations) as migracoes`,
  );
  return row;
}

describe('starting instances on a database', () => {
  it.runIf(adminUrl)(
    'two instances started at the same moment on a new database both come up, with one set of migrations and demo data',
    async () => {
      const name = `intranet_start_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const instances = await Promise.all([
        openPostgres(url.toString(), quiet),
        openPostgres(url.toString(), quiet),
        openPostgres(url.toString(), quiet),
      ]);
      try {
        const config = { seedDemo: true, databaseUrl: url.toString(), demoScale: TEST_SEED_SCALE };
        const results = await Promise.all(instances.map((database) => prepareDatabase(database, config)));
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const once = await counts(instances[0]);
        expect(once.contas).toBeGreaterThan(0);

        // A restart with SEED_DEMO=1 is a no-op.
        expect(await prepareDatabase(instances[1], config)).toEqual({ seeded: false });
        expect(await counts(instances[2])).toEqual(once);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it('seeds a new embedded database once; a restart finds it seeded and changes nothing', async () => {
    const database = await openEmptyEmbeddedDatabase();
    try {
      expect(
        await prepareDatabase(database, { seedDemo: false, databaseUrl: null, demoScale: TEST_SEED_SCALE }),
      ).toEqual({ seeded: true });
      // The seed runs in one transaction: a bulk load's trigger switch must not outlive it (the FAQ's
      // category counts are kept by triggers of the seeds after it).
      const [{ categorias }] = await sqlRows<{ categorias: number }>(
        database.db,
        sql`select count(*)::int as categorias from rh_faq_categoria_contagem where publicas > 0`,
      );
      expect(categorias).toBeGreaterThan(0);
      const once = await counts(database);
      expect(
        await prepareDatabase(database, { seedDemo: true, databaseUrl: null, demoScale: TEST_SEED_SCALE }),
      ).toEqual({ seeded: false });
      expect(await counts(database)).toEqual(once);
    } finally {
      await database.close();
    }
  });

  it('leaves an external database unseeded without SEED_DEMO', async () => {
    const database = await openEmptyEmbeddedDatabase();
    try {
      expect(await prepareDatabase(database, { seedDemo: false, databaseUrl: 'postgres://elsewhere/db' })).toEqual({
        seeded: false,
      });
      expect((await counts(database)).contas).toBe(0);
    } finally {
      await database.close();
    }
  });
});
