import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { prepareDatabase } from './startup';
import { lockDataDir } from './platform/data-dir-lock';
import { createStorage } from './platform/files/storage';
import { assertSharedFileStorage } from './platform/files/storage-config';

async function main() {
  const config = loadConfig();
  assertSharedFileStorage(config);
  if (config.webDist === null) {
    const built = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');
    config.webDist = existsSync(built) ? built : null;
  }
  const bootLog = {
    warn: (o: unknown, m?: string) => console.warn(m ?? o),
    error: (o: unknown, m?: string) => console.error(m ?? o),
  };
  let database: Database;
  let release = () => {};
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, bootLog as never);
  } else {
    release = lockDataDir(config.dataDir);
    database = await openPglite(join(config.dataDir, 'pg'));
  }
  const { seeded } = await prepareDatabase(database, config, createStorage(config));
  if (seeded) console.log('demo data seeded (senha Demo#2026)');
  else if (config.seedDemo) console.log('demo data already present: not seeded again');
  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
