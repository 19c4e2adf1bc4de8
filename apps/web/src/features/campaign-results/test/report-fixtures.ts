import { type MetricSums, computeMetrics } from '@intranet/shared/campaign-results/report-metrics';
import type { ReportTable } from '@intranet/shared/campaign-results/results-report.schemas';

const sums = (s: Partial<MetricSums>): MetricSums => ({
  investimento: 0,
  impressoes: 0,
  cliques: 0,
  conversas_iniciadas: 0,
  leads: 0,
  vendas: 0,
  faturamento: 0,
  ...s,
});

export const january = computeMetrics(
  sums({
    investimento: 1500,
    impressoes: 100_000,
    cliques: 2500,
    conversas_iniciadas: 40,
    leads: 125,
    vendas: 25,
    faturamento: 7500,
  }),
);
export const february = computeMetrics(sums({ investimento: 200, impressoes: 1000, cliques: 0, leads: 3 }));

/** Two months, the second without clicks (its ratios over clicks are '—'). */
export const twoMonths: ReportTable = {
  colunas: [
    { rotulo: 'Jan/2026', inicio: '2026-01-05', fim: '2026-01-25', metricas: january },
    { rotulo: 'Fev/2026', inicio: '2026-02-02', fim: '2026-02-08', metricas: february },
  ],
  total: computeMetrics(
    sums({
      investimento: 1700,
      impressoes: 101_000,
      cliques: 2500,
      conversas_iniciadas: 40,
      leads: 128,
      vendas: 25,
      faturamento: 7500,
    }),
  ),
};

export const emptyTable: ReportTable = { colunas: [], total: null };
