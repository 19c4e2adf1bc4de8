import { useQuery } from '@tanstack/react-query';
import { RESULTS_REPORT_API as API } from '@intranet/shared/campaign-results/campaign-results.contract';
import type { ChartsData, ReportTable } from '@intranet/shared/campaign-results/results-report.schemas';
import { call } from '../../../lib/api-client';

/** What the report screen reads: a campaign (every one when absent) and a provider tab (Geral when absent). */
export type ReportFilter = { idCampaign?: number; providerId?: number };

const query = ({ idCampaign }: ReportFilter) => (idCampaign ? { idCampaign } : {});

/** SINTÉTICO: `GET …/sintetico`, or `…/sintetico/{provider}`. */
export function getSyntheticReport(filter: ReportFilter, signal?: AbortSignal): Promise<ReportTable> {
  const answer = filter.providerId
    ? call(API.syntheticOfProvider, { params: { provider: filter.providerId }, query: query(filter) }, { signal })
    : call(API.synthetic, { query: query(filter) }, { signal });
  return answer.then((a) => a.relatorio_sintetico);
}

/** SEMANAL CONSOLIDADO: `GET …/semanal/consolidado/v2`, or `…/v2/{provider}`. */
export function getConsolidatedReport(filter: ReportFilter, signal?: AbortSignal): Promise<ReportTable> {
  const answer = filter.providerId
    ? call(API.consolidatedOfProvider, { params: { provider: filter.providerId }, query: query(filter) }, { signal })
    : call(API.consolidated, { query: query(filter) }, { signal });
  return answer.then((a) => a.relatorio_semanal_consolidado);
}

/** SEMANAL DETALHADO of a channel: `POST …/semanal/detalhado/v2`, or `…/v2/empresa` with the provider. */
export function getDetailedReport(
  filter: ReportFilter,
  canal: 'Facebook' | 'Google',
  signal?: AbortSignal,
): Promise<ReportTable> {
  const body = { canal, ...query(filter) };
  const answer = filter.providerId
    ? call(API.detailedOfProvider, { body: { ...body, empresa: filter.providerId } }, { signal })
    : call(API.detailed, { body }, { signal });
  return answer.then((a) => a.relatorio_semanal_detalhado);
}

/** The comparison table, Facebook against Google: `GET …/comparativo`, or `…/comparativo/{provider}`. */
export function getComparisonReport(filter: ReportFilter, signal?: AbortSignal): Promise<ReportTable> {
  const answer = filter.providerId
    ? call(API.comparisonOfProvider, { params: { provider: filter.providerId }, query: query(filter) }, { signal })
    : call(API.comparison, { query: query(filter) }, { signal });
  return answer.then((a) => a.relatorio_comparativo);
}

/** The charts' weekly figures: `GET …/graficos`, or `…/graficos/{provider}`. */
export function getReportCharts(filter: ReportFilter, signal?: AbortSignal): Promise<ChartsData> {
  const answer = filter.providerId
    ? call(API.chartsOfProvider, { params: { provider: filter.providerId }, query: query(filter) }, { signal })
    : call(API.charts, { query: query(filter) }, { signal });
  return answer.then((a) => a.relatorio_graficos);
}

/**
 * A report read: a failure is logged and the table shows empty (spec §8: "Report load errors are
 * logged and the tables are shown empty"), without a notification.
 */
export function useReport<T>(
  name: string,
  filter: ReportFilter,
  read: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['campaign-results', 'report', name, filter.idCampaign ?? 'all', filter.providerId ?? 'all'],
    queryFn: async ({ signal }) => {
      try {
        return await read(signal);
      } catch (error) {
        if (!signal.aborted) console.error(`Relatório ${name}:`, error);
        return null;
      }
    },
    enabled,
  });
}
