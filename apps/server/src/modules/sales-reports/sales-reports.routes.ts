import { SALES_REPORTS_API as API, SALES_REPORT_CALLS } from '@intranet/shared/sales-reports/sales-reports.contract';
import type { SalesReportKey } from '@intranet/shared/sales-reports/sales-reports.rules';
import { defineRoutes } from '../../platform/http/routes';
import * as reports from './sales-reports.service';

/** The sales reports: a page of each grouped report, its export, the dashboard and the campaign details. */
export const salesReportsRoutes = defineRoutes('sales-reports', (r) => {
  for (const [report, calls] of Object.entries(SALES_REPORT_CALLS) as [
    SalesReportKey,
    (typeof SALES_REPORT_CALLS)[SalesReportKey],
  ][]) {
    r.on(calls.page, (ctx, { query }) =>
      reports.reportPage(ctx, report, query, { limit: query.limit, offset: query.offset }),
    );
    r.on(calls.all, (ctx, { query }) => reports.reportAll(ctx, report, query));
  }
  r.on(API.dashboard, (ctx, { query }) => reports.dashboard(ctx, query));
  r.on(API.campaignDetails, (ctx, { params, query }) => reports.campaignDetails(ctx, params, query));
  r.on(API.campaignLeads, (ctx, { params, query }) =>
    reports.campaignLeads(ctx, params, query, { limit: query.limit, offset: query.offset }),
  );
});
