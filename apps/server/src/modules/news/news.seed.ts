import type { ModuleSeed } from '../../db/seed/seed-context';

/** Demo data of the news area. */
export const seedNews: ModuleSeed = async () => {};
