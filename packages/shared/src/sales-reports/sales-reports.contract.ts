import { endpoint } from '../api/endpoint';
import { SALES_REPORTS, type SalesReportKey } from './sales-reports.rules';
import {
  campaignDetailsParams,
  campaignDetailsResponse,
  campaignLeadsPage,
  dashboardResponse,
  salesReportAll,
  salesReportFilter,
  salesReportPage,
  salesReportPageQuery,
} from './sales-reports.schemas';

const BASE = '/v1/vendas/relatorios';

/** A page of a grouped report's rows, paged in SQL, with the whole filter's figures. */
const page = <const N extends string>(name: N) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${name}` as `/v1/vendas/relatorios/${N}`,
    access: 'sales-report.view',
    query: salesReportPageQuery,
    response: salesReportPage,
  });

/** Every row of a report's filter, up to SALES_REPORT_EXPORT_MAX: what the export writes. */
const all = <const N extends string>(name: N) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${name}/exportar` as `/v1/vendas/relatorios/${N}/exportar`,
    access: 'sales-report.view',
    query: salesReportFilter,
    response: salesReportAll,
  });

const R = SALES_REPORTS;

/** The grouped reports (docs/sales-reports.md): a page and the export of each. */
export const SALES_REPORT_CALLS = {
  historyConversion: { page: page(R.historyConversion.api), all: all(R.historyConversion.api) },
  productsBestSellers: { page: page(R.productsBestSellers.api), all: all(R.productsBestSellers.api) },
  campaigns: { page: page(R.campaigns.api), all: all(R.campaigns.api) },
  campaignsDetails: { page: page(R.campaignsDetails.api), all: all(R.campaignsDetails.api) },
  channels: { page: page(R.channels.api), all: all(R.channels.api) },
  channelsDetails: { page: page(R.channelsDetails.api), all: all(R.channelsDetails.api) },
  city: { page: page(R.city.api), all: all(R.city.api) },
  cityDetails: { page: page(R.cityDetails.api), all: all(R.cityDetails.api) },
  sellers: { page: page(R.sellers.api), all: all(R.sellers.api) },
  sellersDetails: { page: page(R.sellersDetails.api), all: all(R.sellersDetails.api) },
  withoutCoverage: { page: page(R.withoutCoverage.api), all: all(R.withoutCoverage.api) },
  withoutCoverageDetails: { page: page(R.withoutCoverageDetails.api), all: all(R.withoutCoverageDetails.api) },
  unfeasibility: { page: page(R.unfeasibility.api), all: all(R.unfeasibility.api) },
  unfeasibilityDetails: { page: page(R.unfeasibilityDetails.api), all: all(R.unfeasibilityDetails.api) },
  profile: { page: page(R.profile.api), all: all(R.profile.api) },
} as const satisfies Record<SalesReportKey, unknown>;

/** The dashboard and the campaign details. */
export const SALES_REPORTS_API = {
  /** `/sales/reports/dashboard`: the week (Monday to the day asked, today by default) against the previous one. */
  dashboard: endpoint({
    method: 'GET',
    path: `${BASE}/painel`,
    access: 'sales-report.view',
    query: salesReportFilter,
    response: dashboardResponse,
  }),
  /** `/sales/details-campaign/:campaign/:channel/:provider`: figures and weeks. */
  campaignDetails: endpoint({
    method: 'GET',
    path: `${BASE}/detalhes-campanha/:id_campanha/:id_canal/:id_empresa`,
    access: 'sales-report.view',
    params: campaignDetailsParams,
    query: salesReportFilter,
    response: campaignDetailsResponse,
  }),
  /** Its leads, paged. */
  campaignLeads: endpoint({
    method: 'GET',
    path: `${BASE}/detalhes-campanha/:id_campanha/:id_canal/:id_empresa/leads`,
    access: 'sales-report.view',
    params: campaignDetailsParams,
    query: salesReportPageQuery,
    response: campaignLeadsPage,
  }),
} as const;

/** Every call of the grouped reports as one flat map (what the route table and the access walk read). */
export const SALES_REPORT_ENDPOINTS = Object.fromEntries(
  Object.entries(SALES_REPORT_CALLS).flatMap(([key, calls]) => [
    [`${key}Page`, calls.page],
    [`${key}All`, calls.all],
  ]),
) as Record<string, (typeof SALES_REPORT_CALLS)[SalesReportKey]['page' | 'all']>;
