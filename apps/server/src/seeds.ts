import type { Db } from './db/client';
import { seedDemo } from './db/seed/demo';
import type { ModuleSeed } from './db/seed/seed-context';
import type { Storage } from './platform/files/storage';
import { seedSales } from './modules/sales/sales.seed';
import { seedOnboarding } from './modules/onboarding/onboarding.seed';
import { seedVacancies } from './modules/vacancy/vacancy.seed';
import { seedNotifications } from './modules/notifications/notifications.seed';
import { seedTrackingLinks } from './modules/tracking-links/tracking-links.seed';
import { seedLeads } from './modules/leads/leads.seed';

/** Demo data of each area, in this order after the organization and the accounts. */
export const AREA_SEEDS: readonly ModuleSeed[] = [seedSales, seedOnboarding, seedVacancies, seedNotifications, seedTrackingLinks, seedLeads];

/** The whole demo data set. */
export function seedDemoData(db: Db, options: { storage?: Storage } = {}): Promise<void> {
  return seedDemo(db, AREA_SEEDS, options);
}
