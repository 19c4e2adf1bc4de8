import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_REPORT_API } from '@intranet/shared/onboarding-report/onboarding-report.contract';
import type { RelatorioContadorBody } from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { call } from '../../../lib/api-client';

/** Pending and completed counts (requesters are held to their department by the server). */
export function countReport(body: RelatorioContadorBody, signal?: AbortSignal) {
  return call(ONBOARDING_REPORT_API.count, { body }, { signal });
}

export const countReportQuery = (body: RelatorioContadorBody) =>
  queryOptions({ queryKey: ['onboarding-report', 'count', body], queryFn: ({ signal }) => countReport(body, signal) });

export function useReportCount(body: RelatorioContadorBody) {
  return useQuery(countReportQuery(body));
}
