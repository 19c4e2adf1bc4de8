import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../db/client';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql';
import { seedDemoData } from '../seeds';
import { withoutSpareWal } from './slim-dump';
import { TEST_SEED_SCALE } from '../db/seed/seed-context';

/**
 * What each test database starts from, empty (not even migrated), migrated or seeded too: a dump file
 * (PGlite) or a template database's name (PostgreSQL).
 */
export type TestTemplates = { empty: string; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

const silentLog = { warn: () => undefined, error: () => undefined } as never;

/** A database name on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server of `adminUrl` through one short-lived connection. */
export async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrating and seeding a database costs seconds, and the suite needs a seeded one per test file:
 * migrate and seed once, and let each test database start from a copy. On PGlite the copies are
 * dumps of the data folder; on PostgreSQL two template databases (migrated, then seeded) that each
 * test database is created from with CREATE DATABASE … TEMPLATE, a file copy. PostgreSQL refuses
 * that copy while anyone is connected to the template, so the templates are closed once made and
 * nothing connects to them again until the teardown drops them.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `intranet_tpl_${randomBytes(4).toString('hex')}`;
    const templates = { empty: 'template1', migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
    const drop = () =>
      adminQuery(
        adminUrl,
        ...[templates.migrated, templates.seeded].map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${templates.migrated}`);
      await withDatabase(await openPostgres(databaseUrl(adminUrl, templates.migrated), silentLog), (database) =>
        database.migrate(),
      );
      await adminQuery(adminUrl, `CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.migrated}`);
      await withDatabase(await openPostgres(databaseUrl(adminUrl, templates.seeded), silentLog), (database) =>
        seedDemoData(database.db, { scale: TEST_SEED_SCALE }),
      );
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('testTemplates', templates);
    return drop;
  }
  const files = { empty: templateFile('empty'), migrated: templateFile('migrated'), seeded: templateFile('seeded') };
  const remove = () => Object.values(files).forEach((file) => rmSync(file, { force: true }));
  try {
    await withDatabase(await openPglite(undefined), async (database) => {
      const dump = async (file: string) => {
        await database.db.execute(sql`checkpoint`);
        const [{ wal }] = await sqlRows<{ wal: string }>(
          database.db,
          sql`select pg_walfile_name(pg_current_wal_lsn()) as wal`,
        );
        const tar = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
        writeFileSync(file, withoutSpareWal(tar, wal));
      };
      await dump(files.empty);
      await database.migrate();
      await dump(files.migrated);
      await seedDemoData(database.db, { scale: TEST_SEED_SCALE });
      await dump(files.seeded);
    });
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('testTemplates', files);
  return remove;
}

function templateFile(state: keyof TestTemplates): string {
  return join(tmpdir(), `intranet-test-${state}-${process.pid}.tar`);
}

async function withDatabase(database: Database, fn: (database: Database) => Promise<void>): Promise<void> {
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}
