import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatorioContador, RelatorioContadorBody } from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Pending and completed counts (requesters are held to their department by the server). */
export function countReport(body: RelatorioContadorBody): Promise<RelatorioContador> {
  return api<RelatorioContador>('/v1/onboarding/relatorio/contador', { method: 'POST', body, role: onboardingRole() });
}

export const countReportQuery = (body: RelatorioContadorBody) => queryOptions({ queryKey: ['onboarding-report', 'count', body], queryFn: () => countReport(body) });

export function useReportCount(body: RelatorioContadorBody) {
  return useQuery(countReportQuery(body));
}
