import type { Config } from './config';
import { type Database, inTransaction } from './db/client';
import { hasAnyAccount } from './db/seed/demo';
import type { Storage } from './platform/files/storage';
import { seedDemoData } from './seeds';

export type Prepared = { seeded: boolean };

/**
 * What every instance does before it listens: migrate, then seed the demo data if asked to (or on a
 * new embedded database). Both run under the database's startup lock, so any number of instances can
 * start at once on a new database: the first migrates and seeds, the others find it done. Demo data goes
 * only into a database without accounts, in one transaction, so a restart with SEED_DEMO=1 changes
 * nothing and a seed that fails half-way leaves nothing behind.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'databaseUrl'> & Partial<Pick<Config, 'publicUrl' | 'demoScale'>>,
  storage?: Storage,
): Promise<Prepared> {
  await database.migrate();
  if (!config.seedDemo && config.databaseUrl) return { seeded: false };
  return database.exclusively(async () => {
    if (await hasAnyAccount(database.db)) return { seeded: false };
    await inTransaction(database.db, (tx) =>
      seedDemoData(tx, { storage, publicUrl: config.publicUrl, scale: config.demoScale }),
    );
    return { seeded: true };
  });
}
