import type { Db } from '../client';
import type { SeededAccounts } from './accounts';
import type { SeededOrganization } from './organization';
import type { Storage } from '../../platform/files/storage';
import { seedSales } from './sales';
import { seedOnboarding } from './onboarding';
import { seedNotifications } from './notifications';

/** `storage` is there when the seed runs beside a server, so that demo files get their bytes. */
export type ModuleSeedContext = { org: SeededOrganization; accounts: SeededAccounts; storage?: Storage };
export type ModuleSeed = (db: Db, ctx: ModuleSeedContext) => Promise<void>;

/** Demo data of each module, run in this order after the organization and the accounts. */
export const moduleSeeds: ModuleSeed[] = [seedSales, seedOnboarding, seedNotifications];
