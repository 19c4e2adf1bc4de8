import type { ModuleSeed } from '../../db/seed/seed-context';

/** Demo data of the company-calendar area. */
export const seedCompanyCalendar: ModuleSeed = async () => {};
