import { queryOptions, useQuery } from '@tanstack/react-query';
import { VACANCY_API } from '@intranet/shared/vacancy/vacancy.contract';
import type { VagaRelatorioBody } from '@intranet/shared/vacancy/vacancy.schemas';
import { call } from '../../../lib/api-client';

export function listVacancyReport(body: VagaRelatorioBody, signal?: AbortSignal) {
  return call(VACANCY_API.report, { body }, { signal });
}

export const listVacancyReportQuery = (body: VagaRelatorioBody) =>
  queryOptions({ queryKey: ['vacancy', 'report', body], queryFn: ({ signal }) => listVacancyReport(body, signal) });

export function useVacancyReport(body: VagaRelatorioBody) {
  return useQuery(listVacancyReportQuery(body));
}
