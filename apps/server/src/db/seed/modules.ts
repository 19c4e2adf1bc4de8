import type { Db } from '../client';
import type { SeededAccounts } from './accounts';
import type { SeededOrganization } from './organization';

export type ModuleSeedContext = { org: SeededOrganization; accounts: SeededAccounts };
export type ModuleSeed = (db: Db, ctx: ModuleSeedContext) => Promise<void>;

/** Demo data of each module, run in this order after the organization and the accounts. */
export const moduleSeeds: ModuleSeed[] = [];
