import { z } from 'zod';
import { NO_VALUE, formatDecimal, formatInteger, formatMoney, formatRatioPercent } from '../format/numbers';

/**
 * The figures of the results report (marketing spec §3 "Report metrics"). The database adds up the
 * sums; every ratio is computed here, once, from sums — never as an average of ratios (the CPL of two
 * weeks is their investment over their leads, not the mean of two CPLs).
 */
export const metricSums = z.object({
  investimento: z.number(),
  impressoes: z.number(),
  cliques: z.number(),
  conversas_iniciadas: z.number(),
  leads: z.number(),
  vendas: z.number(),
  faturamento: z.number(),
});
export type MetricSums = z.infer<typeof metricSums>;

/** A ratio; null when its divisor is zero (shown as '—'). */
const ratioValue = z.number().nullable();

export const reportMetrics = metricSums.extend({
  ticket_medio: ratioValue,
  cpc: ratioValue,
  cpl: ratioValue,
  cpv: ratioValue,
  roas: ratioValue,
  ctr: ratioValue,
  taxa_clique_lead: ratioValue,
  taxa_clique_venda: ratioValue,
});
export type ReportMetrics = z.infer<typeof reportMetrics>;

export const EMPTY_SUMS: MetricSums = {
  investimento: 0,
  impressoes: 0,
  cliques: 0,
  conversas_iniciadas: 0,
  leads: 0,
  vendas: 0,
  faturamento: 0,
};

/** `numerator / divisor`, or null when the divisor is zero. */
export function ratio(numerator: number, divisor: number): number | null {
  return divisor === 0 ? null : numerator / divisor;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * ROAS: revenue over the money invested (both rounded to cents), null without investment. The one
 * formula of the product: the results report and the sales reports read it from here.
 */
export function roasOf(faturamento: number, investimento: number): number | null {
  return ratio(cents(faturamento), cents(investimento));
}

/** Conversion: sales over leads, null without leads. */
export function conversionOf(vendas: number, leads: number): number | null {
  return ratio(vendas, leads);
}

/** Every metric of a group of results, from its sums. */
export function computeMetrics(sums: MetricSums): ReportMetrics {
  const s = { ...sums, investimento: cents(sums.investimento), faturamento: cents(sums.faturamento) };
  return {
    ...s,
    ticket_medio: ratio(s.faturamento, s.vendas),
    cpc: ratio(s.investimento, s.cliques),
    cpl: ratio(s.investimento, s.leads),
    cpv: ratio(s.investimento, s.vendas),
    roas: roasOf(s.faturamento, s.investimento),
    ctr: ratio(s.cliques, s.impressoes),
    taxa_clique_lead: ratio(s.leads, s.cliques),
    taxa_clique_venda: ratio(s.vendas, s.cliques),
  };
}

/** The sums of several groups (a total column is computed from these, never from their ratios). */
export function addSums(groups: readonly MetricSums[]): MetricSums {
  const total = { ...EMPTY_SUMS };
  for (const g of groups) for (const key of Object.keys(total) as (keyof MetricSums)[]) total[key] += g[key];
  return total;
}

type MetricFormat = 'money' | 'integer' | 'decimal' | 'percent';
export type MetricKey = keyof ReportMetrics;

/** The rows of every report table, in order, with their pt-BR names and formats. */
export const METRIC_ROWS: readonly { key: MetricKey; label: string; format: MetricFormat }[] = [
  { key: 'investimento', label: 'Valor investido', format: 'money' },
  { key: 'impressoes', label: 'Impressões', format: 'integer' },
  { key: 'cliques', label: 'Cliques', format: 'integer' },
  { key: 'conversas_iniciadas', label: 'Conversas iniciadas', format: 'integer' },
  { key: 'leads', label: 'Leads', format: 'integer' },
  { key: 'vendas', label: 'Vendas', format: 'integer' },
  { key: 'faturamento', label: 'Faturamento', format: 'money' },
  { key: 'ticket_medio', label: 'Ticket médio', format: 'money' },
  { key: 'cpc', label: 'CPC', format: 'money' },
  { key: 'cpl', label: 'CPL', format: 'money' },
  { key: 'cpv', label: 'CPV', format: 'money' },
  { key: 'roas', label: 'ROAS', format: 'decimal' },
  { key: 'ctr', label: 'CTR', format: 'percent' },
  { key: 'taxa_clique_lead', label: 'Taxa de conversão 1 (clique → lead)', format: 'percent' },
  { key: 'taxa_clique_venda', label: 'Taxa de conversão 2 (clique → venda)', format: 'percent' },
];

/** A metric's text: 'R$ 1.234,56', '1.234', '3,45', '1,23%', or '—' for a division by zero. */
export function formatMetric(format: MetricFormat, value: number | null): string {
  if (value === null) return NO_VALUE;
  if (format === 'money') return formatMoney(value);
  if (format === 'integer') return formatInteger(value);
  if (format === 'percent') return formatRatioPercent(value);
  return formatDecimal(value, 2);
}
