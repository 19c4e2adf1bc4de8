import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Relatorio, RelatorioBody } from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** One tab of the report, paged on the server (limit, offset). */
export function listReport(body: RelatorioBody): Promise<Relatorio> {
  return api<Relatorio>('/v1/onboarding/relatorio', { method: 'POST', body, role: onboardingRole() });
}

export const listReportQuery = (body: RelatorioBody) => queryOptions({ queryKey: ['onboarding-report', 'list', body], queryFn: () => listReport(body) });

export function useReport(body: RelatorioBody) {
  return useQuery({ ...listReportQuery(body), placeholderData: keepPreviousData });
}
