import type { ModuleSeed } from '../../db/seed/seed-context';

/** Demo data of the faq area. */
export const seedFaq: ModuleSeed = async () => {};
