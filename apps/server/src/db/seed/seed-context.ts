import type { Db } from '../client';
import type { Storage } from '../../platform/files/storage';
import type { SeededAccounts } from './accounts';
import type { SeededOrganization } from './organization';

/** `storage` is there when the seed runs beside a server, so that demo files get their bytes. */
/** `publicUrl`: where the product is reached (PUBLIC_URL), for the links the demo data holds. */
/**
 * `scale`: how much of the bulk demo data to write (thousands of leads, contracts, moves …): 1 for the
 * demo people try (`npm start`, the browser journeys), {@link TEST_SEED_SCALE} for the test suites'
 * seeded template, which every test file copies. Seeds size their bulk with {@link scaled}; the
 * hand-written records (accounts, the records a journey opens) stay whatever the scale.
 */
export type ModuleSeedContext = {
  org: SeededOrganization;
  accounts: SeededAccounts;
  storage?: Storage;
  publicUrl?: string;
  scale: number;
};
export type ModuleSeed = (db: Db, ctx: ModuleSeedContext) => Promise<void>;

/** The scale of the test suites' seeded template: a copy per test file stays small and quick to open. */
export const TEST_SEED_SCALE = 0.05;

/** `n` bulk demo records at the seed's scale (at least one). */
export function scaled(ctx: Pick<ModuleSeedContext, 'scale'>, n: number): number {
  return Math.max(1, Math.round(n * ctx.scale));
}
