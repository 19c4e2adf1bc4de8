import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { identidade } from '../schema';
import { seedOrganization } from './organization';
import { seedAccounts } from './accounts';
import type { ModuleSeed } from './seed-context';
import type { Storage } from '../../platform/files/storage';

export const DEMO_PASSWORD = 'Demo#2026';
export const TEMP_PASSWORD = 'Temp#2026';

export async function hasAnyAccount(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(identidade);
  return row.n > 0;
}

/** Demo data: providers, departments, sectors, positions, employees, accounts, then each area's seed in order. */
export async function seedDemo(
  db: Db,
  areaSeeds: readonly ModuleSeed[],
  options: { storage?: Storage; publicUrl?: string; scale?: number } = {},
): Promise<void> {
  const org = await seedOrganization(db);
  const accounts = await seedAccounts(db, org);
  const context = { org, accounts, storage: options.storage, publicUrl: options.publicUrl, scale: options.scale ?? 1 };
  for (const seed of areaSeeds) await seed(db, context);
}
