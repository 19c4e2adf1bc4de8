import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadDispatchConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { type TestTemplates, adminQuery, databaseUrl } from './global-setup';
import { DEMO_ACCOUNTS, type DemoAccount, type SeededAccounts } from '../db/seed/accounts';
import { loadUserRoles } from '../platform/auth/user-roles';
import { identidade } from '../db/schema';
import { TEST_SEED_SCALE } from '../db/seed/seed-context';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  accounts: SeededAccounts;
  /** A signed identity token for a demo account (roles read from the database). */
  tokenFor(key: DemoAccount['key']): Promise<string>;
  /** Authorization headers for a demo account, with an optional x-role. */
  headersFor(key: DemoAccount['key'], role?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
};

/** Server configuration of the test apps: silent, a throwaway data folder, a random token secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'intranet-test-')),
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    smtpUrl: null,
    seedDemo: false,
    demoScale: TEST_SEED_SCALE,
    publicUrl: 'http://intranet.test',
    s3: null,
    webDist: null,
    logLevel: 'silent',
    testing: true,
    trustProxy: false,
    rateLimitScale: 1,
    dispatch: { ...loadDispatchConfig({}), enabled: false },
    // No network in tests: the address lookup answers from the cities table.
    cepServiceUrl: null,
    ...overrides,
  };
}

const noopLog = { warn: () => undefined, error: () => undefined };

/** What a test database holds: nothing (not even the migrations), the migrated schema, or the demo seed too. */
export type TestDatabaseState = keyof TestTemplates;

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, copied from the run's template of
 * `state` (global-setup.ts). `drop` removes it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  state: TestDatabaseState = 'empty',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `intranet_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('testTemplates')[state]}`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A database like the test app's (PGlite, or a new database on TEST_DATABASE_URL), empty by default. */
export async function openTestDatabase(
  state: TestDatabaseState = 'empty',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { url, drop } = await createPostgresDatabase(adminUrl, state);
    return { database: await openPostgres(url, noopLog as never), drop };
  }
  return { database: await openPglite(undefined, undefined, await templateDump(state)), drop: async () => {} };
}

/** An empty in-memory PGlite database, whichever database the suite runs on. */
export async function openEmptyEmbeddedDatabase(): Promise<Database> {
  // PostgreSQL runs make no dumps: there the engine runs initdb.
  return openPglite(undefined, undefined, process.env.TEST_DATABASE_URL ? undefined : await templateDump('empty'));
}

/**
 * A PGlite data folder at `folder` holding the run's dump of `state`, for a process of its own to open
 * (PGlite runs only). The dump is a tar of the data folder.
 */
export function writeEmbeddedDataDir(folder: string, state: TestDatabaseState): void {
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xf', inject('testTemplates')[state], '-C', folder], { stdio: 'ignore' });
}

/** The run's PGlite dump of `state` as a Blob of the file on disk: PGlite reads it once, no copy made beforehand. */
function templateDump(state: TestDatabaseState): Promise<Blob> {
  return openAsBlob(inject('testTemplates')[state]);
}

/**
 * A server on a fresh database with the demo seed: in-memory PGlite by default, a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when set (CI runs the suite both ways).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { database, drop: dropDatabase } = await openTestDatabase('seeded');
  const config = testConfig({ databaseUrl: adminUrl ?? null, ...overrides });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const accounts = await accountsOf(database);

  async function tokenFor(key: DemoAccount['key']) {
    const account = accounts[key];
    const email = DEMO_ACCOUNTS.find((a) => a.key === key)!.email;
    const roles = await loadUserRoles(database.db, account.usuarioId);
    return app.tokens.sign({ identityId: account.identityId, email, usuarioId: account.usuarioId, roles });
  }
  return {
    app,
    database,
    accounts,
    tokenFor,
    async headersFor(key, role) {
      const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(key)}` };
      if (role) headers['x-role'] = role;
      return headers;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      if (!overrides.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

async function accountsOf(database: Database): Promise<SeededAccounts> {
  const rows = await database.db
    .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
    .from(identidade);
  const result = {} as SeededAccounts;
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((r) => r.email === account.email)!;
    result[account.key] = { usuarioId: row.id_usuario, identityId: row.id };
  }
  return result;
}
