import type { Db } from '../client';
import type { Storage } from '../../platform/files/storage';
import type { SeededAccounts } from './accounts';
import type { SeededOrganization } from './organization';

/** `storage` is there when the seed runs beside a server, so that demo files get their bytes. */
/** `publicUrl`: where the product is reached (PUBLIC_URL), for the links the demo data holds. */
export type ModuleSeedContext = {
  org: SeededOrganization;
  accounts: SeededAccounts;
  storage?: Storage;
  publicUrl?: string;
};
export type ModuleSeed = (db: Db, ctx: ModuleSeedContext) => Promise<void>;
