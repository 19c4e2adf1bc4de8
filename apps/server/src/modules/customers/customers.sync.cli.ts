/**
 * Brings every configured provider's customers from its ERP now, without waiting for the hour:
 *   ERP_SYNC_URL=... ERP_SYNC_TOKEN=... npm run customers:sync -w @intranet/server
 * (docs/customers.md). Exits with 1 when the sync is not configured or a provider failed.
 */
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { lockDataDir } from '../../platform/data-dir-lock';
import { erpSyncConfig, runCustomerSync } from './customers.sync';

async function main(): Promise<number> {
  const sync = erpSyncConfig();
  if (!sync) {
    console.error(
      'A sincronização de clientes com o ERP não está configurada: defina ERP_SYNC_URL ou ERP_SYNC_URL_<PROVEDOR> (docs/customers.md).',
    );
    return 1;
  }
  const config = loadConfig();
  const log = { info: console.log, warn: console.warn, error: console.error };
  // The embedded database must not be opened while a server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, log as never)
    : await openPglite(join(config.dataDir, 'pg'));
  try {
    await database.migrate();
    const quiet = { info: () => {}, warn: (o: unknown, m?: string) => console.warn(m ?? o), error: () => {} };
    const results = await runCustomerSync(database.db, sync, { log: quiet });
    for (const r of results) {
      if (r.report === undefined) console.error(`${r.nome}: falhou — ${r.error}`);
      else
        console.log(
          `${r.nome}: ${r.report.linhas} recebidos, ${r.report.inseridos} inseridos, ${r.report.atualizados} atualizados, ${r.report.inalterados} inalterados, ${r.report.invalidos.length} recusados`,
        );
    }
    if (results.length === 0) console.warn('Nenhum provedor coberto pela configuração.');
    return results.some((r) => r.error) ? 1 : 0;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
