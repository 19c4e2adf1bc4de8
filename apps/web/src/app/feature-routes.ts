import type { RouteObject } from 'react-router-dom';
import { marketingHomeRoutes } from '../features/marketing-home/routes';
import { salesRoutes } from '../features/sales/routes';
import { hrHomeRoutes } from '../features/hr-home/routes';
import { contentRoutes } from '../features/content/routes';
import { trailRoutes } from '../features/trail/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { onboardingReadingRoutes } from '../features/onboarding-reading/routes';
import { onboardingReportRoutes } from '../features/onboarding-report/routes';
import { vacancyRoutes } from '../features/vacancy/routes';
import { usersRoutes } from '../features/users/routes';
import { customersRoutes } from '../features/customers/routes';
import { communicationScaleRoutes } from '../features/communication-scale/routes';
import { communicationRestrictionsRoutes } from '../features/communication-restrictions/routes';
import { communicationDispatchRoutes } from '../features/communication-dispatch/routes';
import { marketingEventsRoutes } from '../features/marketing-events/routes';
import { leadsRoutes } from '../features/leads/routes';
import { trackingLinksRoutes } from '../features/tracking-links/routes';
import { rouletteRoutes } from '../features/roulette/routes';
import { leadImportsRoutes } from '../features/lead-imports/routes';
import { campaignResultsRoutes } from '../features/campaign-results/routes';
import { accessProfilesRoutes } from '../features/access-profiles/routes';
import { employeesRoutes } from '../features/employees/routes';
import { careersPublicRoutes, careersRoutes } from '../features/careers/routes';
import { resumeRoutes } from '../features/resume/routes';
import { providersRoutes } from '../features/providers/routes';
import { contractingCompaniesRoutes } from '../features/contracting-companies/routes';
import { citiesPublicRoutes, citiesRoutes } from '../features/cities/routes';
import { organizationRoutes } from '../features/organization/routes';
import { holidaysRoutes } from '../features/holidays/routes';
import { categoriesRoutes } from '../features/categories/routes';
import { incidentsRoutes } from '../features/incidents/routes';
import { blockingRulesRoutes } from '../features/blocking-rules/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { newsRoutes } from '../features/news/routes';
import { readConfirmationsRoutes } from '../features/read-confirmations/routes';
import { faqPublicRoutes, faqRoutes } from '../features/faq/routes';
import { handbookRoutes } from '../features/handbook/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { emailSignaturesRoutes } from '../features/email-signatures/routes';
import { companyCalendarRoutes } from '../features/company-calendar/routes';
import { hrReportsRoutes } from '../features/hr-reports/routes';
import { documentsRoutes } from '../features/documents/routes';
import { dismissalsRoutes } from '../features/dismissals/routes';
import { complimentsRoutes } from '../features/compliments/routes';
import { familyRoutes } from '../features/family/routes';
import { clientPanelRoutes } from '../features/client-panel/routes';
import { backofficeRoutes } from '../features/backoffice/routes';
import { resourcesRoutes } from '../features/resources/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { partnersRoutes } from '../features/partners/routes';
import { userCompaniesRoutes } from '../features/user-companies/routes';
import { homePagesRoutes } from '../features/home-pages/routes';
import { fleetPublicRoutes, fleetRoutes } from '../features/fleet/routes';
import { sponsorshipRoutes } from '../features/sponsorship/routes';
import { suppliesRoutes } from '../features/supplies/routes';
import { salesPipelineRoutes } from '../features/sales-pipeline/routes';
import { salesReportsRoutes } from '../features/sales-reports/routes';

/**
 * Routes of each feature, each screen lazy-loaded (its own chunk). A feature adds its
 * `features/<area>/routes.tsx` here; `protectedRoutes` need a signed-in user.
 */
export const publicRoutes: RouteObject[] = [
  ...faqPublicRoutes,
  ...homePagesRoutes,
  ...fleetPublicRoutes,
  ...citiesPublicRoutes,
  ...careersPublicRoutes,
];
export const protectedRoutes: RouteObject[] = [
  ...marketingHomeRoutes,
  ...salesRoutes,
  ...hrHomeRoutes,
  ...contentRoutes,
  ...trailRoutes,
  ...onboardingRoutes,
  ...onboardingReadingRoutes,
  ...onboardingReportRoutes,
  ...vacancyRoutes,
  ...usersRoutes,
  ...customersRoutes,
  ...communicationScaleRoutes,
  ...communicationRestrictionsRoutes,
  ...communicationDispatchRoutes,
  ...marketingEventsRoutes,
  ...leadsRoutes,
  ...trackingLinksRoutes,
  ...rouletteRoutes,
  ...leadImportsRoutes,
  ...campaignResultsRoutes,
  ...accessProfilesRoutes,
  ...employeesRoutes,
  ...careersRoutes,
  ...resumeRoutes,
  ...providersRoutes,
  ...contractingCompaniesRoutes,
  ...citiesRoutes,
  ...organizationRoutes,
  ...holidaysRoutes,
  ...categoriesRoutes,
  ...incidentsRoutes,
  ...blockingRulesRoutes,
  ...outboxRoutes,
  ...newsRoutes,
  ...readConfirmationsRoutes,
  ...faqRoutes,
  ...handbookRoutes,
  ...contactsRoutes,
  ...emailSignaturesRoutes,
  ...companyCalendarRoutes,
  ...hrReportsRoutes,
  ...documentsRoutes,
  ...dismissalsRoutes,
  ...complimentsRoutes,
  ...familyRoutes,
  ...clientPanelRoutes,
  ...backofficeRoutes,
  ...resourcesRoutes,
  ...userCompaniesRoutes,
  ...applicationsRoutes,
  ...partnersRoutes,
  ...fleetRoutes,
  ...sponsorshipRoutes,
  ...suppliesRoutes,
  ...salesPipelineRoutes,
  ...salesReportsRoutes,
];
