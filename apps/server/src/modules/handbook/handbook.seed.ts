import type { ModuleSeed } from '../../db/seed/seed-context';

/** Demo data of the handbook area. */
export const seedHandbook: ModuleSeed = async () => {};
