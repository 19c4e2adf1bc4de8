import type { SalesList } from '@intranet/shared/sales/pipeline.rules';

/** The pipeline's screens (spec §2.4 /sales). */
export const INTERNAL_HOME_PATH = '/sales/internal/home';
export const EXTERNAL_HOME_PATH = '/sales/external/home';
export const EXTERNAL_REGISTER_PATH = '/sales/external/register';
export const PRICING_PATH = '/pricing';
export const BLOCKLIST_PATH = '/sales/basic-configurations/blocklist';
/** Coverage areas: list, register, edit/:id and the spreadsheet import. */
export const COVERAGE_PATH = '/sales/basic-configurations/coverage';
export const COVERAGE_IMPORT_PATH = `${COVERAGE_PATH}/import`;
/** The SLA per lead kind, the attempts and the referral bonus of each provider. */
export const SALES_SETTINGS_PATH = '/sales/basic-configurations/settings';
/** The sellers of each provider and the round-robin. */
export const SELLERS_PATH = '/sales/basic-configurations/sellers';
/** The same do-not-sell list, opened from the settings' records (docs/route-map.md). */
export const BLACKLIST_PATH = '/blacklist';

/**
 * A list's address. The new-customer leads keep the first lead screen at /sales/internal/leads (its
 * status dialog and the journeys that use it); in the pipeline they are at /sales/internal/lists/leads.
 */
export const listPath = (list: SalesList) =>
  list === 'leads' ? '/sales/internal/lists/leads' : `/sales/internal/${list}`;
