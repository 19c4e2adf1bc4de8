/**
 * Creates the first superadmin on a database without demo data:
 *   ADMIN_EMAIL=... ADMIN_PASSWORD=... [ADMIN_NAME=...] npm run admin:create
 */
import { join } from 'node:path';
import { passwordProblem } from '@intranet/shared/auth/password-policy';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { createSuperadmin } from '../modules/auth/create-superadmin';
import { lockDataDir } from '../platform/data-dir-lock';

async function main() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('defina ADMIN_EMAIL e ADMIN_PASSWORD');
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const config = loadConfig();
  const log = { warn: console.warn, error: console.error };
  // The embedded database must not be opened while a server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, log as never)
    : await openPglite(join(config.dataDir, 'pg'));
  try {
    await database.migrate();
    await createSuperadmin(database.db, { email, password, nome: process.env.ADMIN_NAME || 'Administrador' });
  } finally {
    await database.close();
    release();
  }
  console.log(`superadmin ${email} criado`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
