import type { Db } from './db/client';
import { seedDemo } from './db/seed/demo';
import type { ModuleSeed } from './db/seed/seed-context';
import type { Storage } from './platform/files/storage';
import { seedSales } from './modules/sales/sales.seed';
import { seedOnboarding } from './modules/onboarding/onboarding.seed';
import { seedVacancies } from './modules/vacancy/vacancy.seed';
import { seedNotifications } from './modules/notifications/notifications.seed';
import { seedCampaignResults } from './modules/campaign-results/campaign-results.seed';

/** Demo data of each area, in this order after the organization and the accounts. */
export const AREA_SEEDS: readonly ModuleSeed[] = [seedSales, seedOnboarding, seedVacancies, seedNotifications, seedCampaignResults];

/** The whole demo data set. */
export function seedDemoData(db: Db, options: { storage?: Storage } = {}): Promise<void> {
  return seedDemo(db, AREA_SEEDS, options);
}
