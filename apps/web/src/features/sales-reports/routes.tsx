import type { RouteObject } from 'react-router-dom';
import {
  SALES_DASHBOARD_TITLE,
  SALES_REPORTS,
  SALES_REPORTS_BASE,
  type SalesReportKey,
} from '@intranet/shared/sales-reports/sales-reports.rules';
import type { ScreenHandle } from '../../lib/screen';
import { CAMPAIGN_DETAILS_PATTERN, reportPattern } from './report-url';

const can = 'sales-report.view' as const;
const pages = () => import('./pages/report-pages');

/** Each report's page component, by its key. */
const COMPONENTS: Record<SalesReportKey, string> = {
  historyConversion: 'HistoryConversionPage',
  productsBestSellers: 'ProductsBestSellersPage',
  campaigns: 'CampaignsPage',
  campaignsDetails: 'CampaignsDetailsPage',
  channels: 'ChannelsPage',
  channelsDetails: 'ChannelsDetailsPage',
  city: 'CityPage',
  cityDetails: 'CityDetailsPage',
  sellers: 'SellersPage',
  sellersDetails: 'SellersDetailsPage',
  withoutCoverage: 'WithoutCoveragePage',
  withoutCoverageDetails: 'WithoutCoverageDetailsPage',
  unfeasibility: 'UnfeasibilityPage',
  unfeasibilityDetails: 'UnfeasibilityDetailsPage',
  profile: 'ProfilePage',
};

/** The sales reports (docs/sales-reports.md), each in the reports' chunk (uPlot comes with it, never with the login). */
export const salesReportsRoutes: RouteObject[] = [
  {
    path: `${SALES_REPORTS_BASE}/dashboard`,
    handle: { title: SALES_DASHBOARD_TITLE, can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }),
  },
  ...(Object.keys(COMPONENTS) as SalesReportKey[]).map(
    (key): RouteObject => ({
      path: reportPattern(key),
      handle: { title: SALES_REPORTS[key].title, can } satisfies ScreenHandle,
      lazy: async () => {
        const m = (await pages()) as unknown as Record<string, React.ComponentType>;
        return { Component: m[COMPONENTS[key]] };
      },
    }),
  ),
  {
    path: CAMPAIGN_DETAILS_PATTERN,
    handle: { title: 'Detalhes da campanha', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/campaign-details-page')).CampaignDetailsPage }),
  },
];
