import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VagaRelatorioBody, VagaRelatorioLinha } from '@intranet/shared/vacancy/vacancy.schemas';
import { api } from '../../../lib/api-client';
import { roleFor } from '../../../lib/session';

export function listVacancyReport(body: VagaRelatorioBody): Promise<VagaRelatorioLinha[]> {
  return api<VagaRelatorioLinha[]>('/v1/rh/relatorio/vaga/filtro', { method: 'POST', body, role: roleFor('rh') });
}

export const listVacancyReportQuery = (body: VagaRelatorioBody) =>
  queryOptions({ queryKey: ['vacancy', 'report', body], queryFn: () => listVacancyReport(body) });

export function useVacancyReport(body: VagaRelatorioBody) {
  return useQuery(listVacancyReportQuery(body));
}
