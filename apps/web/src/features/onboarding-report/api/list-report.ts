import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_REPORT_API } from '@intranet/shared/onboarding-report/onboarding-report.contract';
import type { RelatorioBody } from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { call } from '../../../lib/api-client';

/** One tab of the report, paged on the server (limit, offset). */
export function listReport(body: RelatorioBody, signal?: AbortSignal) {
  return call(ONBOARDING_REPORT_API.list, { body }, { signal });
}

export const listReportQuery = (body: RelatorioBody) =>
  queryOptions({ queryKey: ['onboarding-report', 'list', body], queryFn: ({ signal }) => listReport(body, signal) });

export function useReport(body: RelatorioBody) {
  return useQuery({ ...listReportQuery(body), placeholderData: keepPreviousData });
}
