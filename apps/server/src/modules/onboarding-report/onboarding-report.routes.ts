import { ONBOARDING_REPORT_API as API } from '@intranet/shared/onboarding-report/onboarding-report.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './onboarding-report.service';

/** Onboarding report: counts per tab and one page of a tab. */
export const onboardingReportRoutes = defineRoutes('onboarding-relatorio', (r) => {
  r.on(API.count, (ctx, { body }) => service.countReport(ctx, body));
  r.on(API.list, (ctx, { body }) => service.report(ctx, body));
});
