import { areaRole, roleSatisfies } from '../auth/access-rule';
import { GUEST_ROLE, SUPERADMIN, USER_ROLE } from '../auth/roles';
import { CONTENT_PERMISSIONS } from '../content/content.permissions';
import { DEPARTMENTS_PERMISSIONS } from '../departments/departments.permissions';
import { FILES_PERMISSIONS } from '../files/files.permissions';
import { HISTORY_PERMISSIONS } from '../history/history.permissions';
import { LOOKUPS_PERMISSIONS } from '../lookups/lookups.permissions';
import { NOTIFICATIONS_PERMISSIONS } from '../notifications/notifications.permissions';
import { ONBOARDING_READING_PERMISSIONS } from '../onboarding-reading/onboarding-reading.permissions';
import { ONBOARDING_REPORT_PERMISSIONS } from '../onboarding-report/onboarding-report.permissions';
import { ONBOARDING_PERMISSIONS } from '../onboarding/onboarding.permissions';
import { SALES_PERMISSIONS } from '../sales/sales.permissions';
import { TRAIL_PERMISSIONS } from '../trail/trail.permissions';
import { USERS_PERMISSIONS } from '../users/users.permissions';
import { VACANCY_PERMISSIONS } from '../vacancy/vacancy.permissions';
import { CUSTOMERS_PERMISSIONS } from '../customers/customers.permissions';
import { COMMUNICATION_SCALE_PERMISSIONS } from '../communication-scale/communication-scale.permissions';
import { COMMUNICATION_RESTRICTIONS_PERMISSIONS } from '../communication-restrictions/communication-restrictions.permissions';
import { COMMUNICATION_DISPATCH_PERMISSIONS } from '../communication-dispatch/communication-dispatch.permissions';
import { MARKETING_EVENTS_PERMISSIONS } from '../marketing-events/marketing-events.permissions';
import { LEADS_PERMISSIONS } from '../leads/leads.permissions';
import { TRACKING_LINKS_PERMISSIONS } from '../tracking-links/tracking-links.permissions';
import { LEAD_IMPORTS_PERMISSIONS } from '../lead-imports/lead-imports.permissions';
import { CAMPAIGN_RESULTS_PERMISSIONS } from '../campaign-results/campaign-results.permissions';
import { ROULETTE_PERMISSIONS } from '../roulette/roulette.permissions';
import { ACCESS_PROFILES_PERMISSIONS } from '../access-profiles/access-profiles.permissions';
import { EMPLOYEES_PERMISSIONS } from '../employees/employees.permissions';
import { CAREERS_PERMISSIONS } from '../careers/careers.permissions';
import { RESUME_PERMISSIONS } from '../resume/resume.permissions';
import { PROVIDERS_PERMISSIONS } from '../providers/providers.permissions';
import { CONTRACTING_COMPANIES_PERMISSIONS } from '../contracting-companies/contracting-companies.permissions';
import { CITIES_PERMISSIONS } from '../cities/cities.permissions';
import { ORGANIZATION_PERMISSIONS } from '../organization/organization.permissions';
import { HOLIDAYS_PERMISSIONS } from '../holidays/holidays.permissions';
import { CATEGORIES_PERMISSIONS } from '../categories/categories.permissions';
import { INCIDENTS_PERMISSIONS } from '../incidents/incidents.permissions';
import { BLOCKING_RULES_PERMISSIONS } from '../blocking-rules/blocking-rules.permissions';
import { NEWS_PERMISSIONS } from '../news/news.permissions';
import { READ_CONFIRMATIONS_PERMISSIONS } from '../read-confirmations/read-confirmations.permissions';
import { FAQ_PERMISSIONS } from '../faq/faq.permissions';
import { HANDBOOK_PERMISSIONS } from '../handbook/handbook.permissions';
import { CONTACTS_PERMISSIONS } from '../contacts/contacts.permissions';
import { EMAIL_SIGNATURES_PERMISSIONS } from '../email-signatures/email-signatures.permissions';
import { COMPANY_CALENDAR_PERMISSIONS } from '../company-calendar/company-calendar.permissions';
import { HR_REPORTS_PERMISSIONS } from '../hr-reports/hr-reports.permissions';
import { DOCUMENTS_PERMISSIONS } from '../documents/documents.permissions';
import { DISMISSALS_PERMISSIONS } from '../dismissals/dismissals.permissions';
import { COMPLIMENTS_PERMISSIONS } from '../compliments/compliments.permissions';
import { FAMILY_PERMISSIONS } from '../family/family.permissions';
import { CLIENT_PANEL_PERMISSIONS } from '../client-panel/client-panel.permissions';
import { FINANCIAL_HOME_PERMISSIONS } from '../financial-home/financial-home.permissions';
import { BACKOFFICE_PERMISSIONS } from '../backoffice/backoffice.permissions';
import { RESOURCES_PERMISSIONS } from '../resources/resources.permissions';
import { FLEET_PERMISSIONS } from '../fleet/fleet.permissions';
import { SPONSORSHIP_PERMISSIONS } from '../sponsorship/sponsorship.permissions';
import { SUPPLIES_PERMISSIONS } from '../supplies/supplies.permissions';
import { PIPELINE_PERMISSIONS } from '../sales/pipeline.permissions';
import { SALES_REPORTS_PERMISSIONS } from '../sales-reports/sales-reports.permissions';
import { APPLICATIONS_PERMISSIONS } from '../applications/applications.permissions';
import { PARTNERS_PERMISSIONS } from '../partners/partners.permissions';
import { USER_COMPANIES_PERMISSIONS } from '../user-companies/user-companies.permissions';
import { BASE_PERMISSIONS } from './base.permissions';
import type { Permission } from './permission';

/**
 * Every action of the product and its rule: routes declare `access: '<action>'`, screens ask
 * `useCan('<action>')`, menus, cards and row actions read the same entry.
 */
export const PERMISSIONS = {
  ...BASE_PERMISSIONS,
  ...USER_COMPANIES_PERMISSIONS,
  ...APPLICATIONS_PERMISSIONS,
  ...PARTNERS_PERMISSIONS,
  ...CONTENT_PERMISSIONS,
  ...DEPARTMENTS_PERMISSIONS,
  ...FILES_PERMISSIONS,
  ...HISTORY_PERMISSIONS,
  ...LOOKUPS_PERMISSIONS,
  ...NOTIFICATIONS_PERMISSIONS,
  ...ONBOARDING_PERMISSIONS,
  ...ONBOARDING_READING_PERMISSIONS,
  ...ONBOARDING_REPORT_PERMISSIONS,
  ...SALES_PERMISSIONS,
  ...TRAIL_PERMISSIONS,
  ...USERS_PERMISSIONS,
  ...VACANCY_PERMISSIONS,
  ...CUSTOMERS_PERMISSIONS,
  ...COMMUNICATION_SCALE_PERMISSIONS,
  ...COMMUNICATION_RESTRICTIONS_PERMISSIONS,
  ...COMMUNICATION_DISPATCH_PERMISSIONS,
  ...MARKETING_EVENTS_PERMISSIONS,
  ...LEADS_PERMISSIONS,
  ...TRACKING_LINKS_PERMISSIONS,
  ...LEAD_IMPORTS_PERMISSIONS,
  ...CAMPAIGN_RESULTS_PERMISSIONS,
  ...ROULETTE_PERMISSIONS,
  ...ACCESS_PROFILES_PERMISSIONS,
  ...EMPLOYEES_PERMISSIONS,
  ...CAREERS_PERMISSIONS,
  ...RESUME_PERMISSIONS,
  ...PROVIDERS_PERMISSIONS,
  ...CONTRACTING_COMPANIES_PERMISSIONS,
  ...CITIES_PERMISSIONS,
  ...ORGANIZATION_PERMISSIONS,
  ...HOLIDAYS_PERMISSIONS,
  ...CATEGORIES_PERMISSIONS,
  ...INCIDENTS_PERMISSIONS,
  ...BLOCKING_RULES_PERMISSIONS,
  ...NEWS_PERMISSIONS,
  ...READ_CONFIRMATIONS_PERMISSIONS,
  ...FAQ_PERMISSIONS,
  ...HANDBOOK_PERMISSIONS,
  ...CONTACTS_PERMISSIONS,
  ...EMAIL_SIGNATURES_PERMISSIONS,
  ...COMPANY_CALENDAR_PERMISSIONS,
  ...HR_REPORTS_PERMISSIONS,
  ...DOCUMENTS_PERMISSIONS,
  ...DISMISSALS_PERMISSIONS,
  ...COMPLIMENTS_PERMISSIONS,
  ...FAMILY_PERMISSIONS,
  ...CLIENT_PANEL_PERMISSIONS,
  ...FINANCIAL_HOME_PERMISSIONS,
  ...BACKOFFICE_PERMISSIONS,
  ...RESOURCES_PERMISSIONS,
  ...FLEET_PERMISSIONS,
  ...SPONSORSHIP_PERMISSIONS,
  ...SUPPLIES_PERMISSIONS,
  ...PIPELINE_PERMISSIONS,
  ...SALES_REPORTS_PERMISSIONS,
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;

export function permissionOf(action: Action): Permission {
  return PERMISSIONS[action];
}

/**
 * The role a user acts with for an action, as the screens send it in x-role: the area's role for
 * area actions; the superadmin role for superadmin-only actions; otherwise none (user, public).
 */
export function actingRoleFor(roles: readonly string[], action: Action): string | undefined {
  const rule: Permission = PERMISSIONS[action];
  if (rule.area) return areaRole(roles, rule.area);
  if (rule.level === 'superadmin') return roles.includes(SUPERADMIN) ? SUPERADMIN : undefined;
  return undefined;
}

/** Whether a call acting with `role` may perform `action` (the server's check). */
export function roleCan(role: string, action: Action): boolean {
  return roleSatisfies(role, PERMISSIONS[action]);
}

/**
 * Whether any of the roles a person holds grants `action`: for rules on one record (whose profile,
 * whose file), which no screen's acting role decides in advance.
 */
export function anyRoleCan(roles: readonly string[], action: Action): boolean {
  return roles.some((role) => roleCan(role, action));
}

/** Whether a user holding `roles` may perform `action` acting as the screens do (the web's check). */
export function rolesCan(roles: readonly string[], action: Action): boolean {
  const signedIn = roles.length > 0;
  const role = actingRoleFor(roles, action) ?? (signedIn ? USER_ROLE : GUEST_ROLE);
  return roleCan(role, action);
}
