import type { Db } from './db/client';
import { seedDemo } from './db/seed/demo';
import type { ModuleSeed } from './db/seed/seed-context';
import type { Storage } from './platform/files/storage';
import { seedSales } from './modules/sales/sales.seed';
import { seedOnboarding } from './modules/onboarding/onboarding.seed';
import { seedCareers } from './modules/careers/careers.seed';
import { seedNotifications } from './modules/notifications/notifications.seed';
import { seedCustomers } from './modules/customers/customers.seed';
import { seedCustomerAccounts } from './modules/customer-accounts/customer-accounts.seed';
import { seedEvents } from './modules/marketing-events/marketing-events.seed';
import { seedRestrictions } from './modules/communication-restrictions/communication-restrictions.seed';
import { seedCommunicationScale } from './modules/communication-scale/communication-scale.seed';
import { seedTrackingLinks } from './modules/tracking-links/tracking-links.seed';
import { seedLeads } from './modules/leads/leads.seed';
import { seedCampaignResults } from './modules/campaign-results/campaign-results.seed';
import { seedLeadImports } from './modules/lead-imports/lead-imports.seed';
import { seedRoulette } from './modules/roulette/roulette.seed';
import { seedAccessProfiles } from './modules/access-profiles/access-profiles.seed';
import { seedEmployees } from './modules/employees/employees.seed';
import { seedContractingCompanies } from './modules/contracting-companies/contracting-companies.seed';
import { seedCities } from './modules/cities/cities.seed';
import { seedHolidays } from './modules/holidays/holidays.seed';
import { seedCategories } from './modules/categories/categories.seed';
import { seedIncidents } from './modules/incidents/incidents.seed';
import { seedBlockingRules } from './modules/blocking-rules/blocking-rules.seed';
import { seedNews } from './modules/news/news.seed';
import { seedFaq } from './modules/faq/faq.seed';
import { seedHandbook } from './modules/handbook/handbook.seed';
import { seedCompanyCalendar } from './modules/company-calendar/company-calendar.seed';
import { seedEmailSignatures } from './modules/email-signatures/email-signatures.seed';
import { seedDismissals } from './modules/dismissals/dismissals.seed';
import { seedDocuments } from './modules/documents/documents.seed';
import { seedCompliments } from './modules/compliments/compliments.seed';
import { seedFamily } from './modules/family/family.seed';
import { seedBackoffice } from './modules/backoffice/backoffice.seed';
import { seedResources } from './modules/resources/resources.seed';
import { seedApplications } from './modules/applications/applications.seed';
import { seedPartners } from './modules/partners/partners.seed';
import { seedFleet } from './modules/fleet/fleet.seed';
import { seedSponsorship } from './modules/sponsorship/sponsorship.seed';
import { seedSupplies } from './modules/supplies/supplies.seed';
import { seedSalesPipeline } from './modules/sales-pipeline/sales-pipeline.seed';

/** Demo data of each area, in this order after the organization and the accounts (restrictions need the customers). */
export const AREA_SEEDS: readonly ModuleSeed[] = [
  seedSales,
  seedOnboarding,
  seedCareers,
  seedNotifications,
  seedCustomers,
  seedCustomerAccounts,
  seedEvents,
  seedRestrictions,
  seedCommunicationScale,
  seedTrackingLinks,
  seedLeads,
  seedCampaignResults,
  seedLeadImports,
  seedRoulette,
  seedAccessProfiles,
  seedEmployees,
  seedContractingCompanies,
  seedCities,
  seedHolidays,
  seedCategories,
  seedIncidents,
  seedBlockingRules,
  seedNews,
  seedFaq,
  seedHandbook,
  seedCompanyCalendar,
  seedEmailSignatures,
  seedDocuments,
  seedCompliments,
  seedFamily,
  seedDismissals,
  seedBackoffice,
  seedResources,
  seedApplications,
  seedPartners,
  seedFleet,
  seedSponsorship,
  seedSupplies,
  seedSalesPipeline,
];

/** The whole demo data set. */
export function seedDemoData(
  db: Db,
  options: { storage?: Storage; publicUrl?: string; scale?: number } = {},
): Promise<void> {
  return seedDemo(db, AREA_SEEDS, options);
}
