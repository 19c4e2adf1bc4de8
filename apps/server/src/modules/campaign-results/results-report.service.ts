import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { type MetricSums, addSums, computeMetrics } from '@intranet/shared/campaign-results/report-metrics';
import {
  type ChartsData,
  type ReportTable,
  SYNTHETIC_MONTHS,
  WEEKLY_PERIODS,
} from '@intranet/shared/campaign-results/results-report.schemas';
import { monthLabel, periodLabel } from '@intranet/shared/format/period';
import { today } from '@intranet/shared/calendar/days';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './campaign-results.repository';
import { type ReportScope, type SumsRow, groupSums, latestWeeks } from './results-report.repository';

/** What each report call reads: a campaign (all when absent), a provider (all when absent), the day it is read at (today in São Paulo). */
export type ReportRequest = { campaignId?: number; providerId?: number; referencia?: string };

const sumsOf = (row: MetricSums): MetricSums => ({
  investimento: row.investimento,
  impressoes: row.impressoes,
  cliques: row.cliques,
  conversas_iniciadas: row.conversas_iniciadas,
  leads: row.leads,
  vendas: row.vendas,
  faturamento: row.faturamento,
});

/** From the first day of the month `months - 1` months before that of `day`, up to `day`. */
function monthsUpTo(day: string, months: number): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - months, 1)).toISOString().slice(0, 10), to: day };
}

async function scopeOf({ db }: OpContext, request: ReportRequest): Promise<ReportScope> {
  if (request.providerId !== undefined && !(await repo.findProvider(db, request.providerId)))
    throw notFound(TEXT.providerNotFound);
  return { campaignId: request.campaignId, providerId: request.providerId };
}

/** Columns with their metrics, and a total computed from their summed figures. */
function table(rows: SumsRow[], label: (row: SumsRow) => string): ReportTable {
  return {
    colunas: rows.map((row) => ({
      rotulo: label(row),
      inicio: row.inicio,
      fim: row.fim,
      metricas: computeMetrics(sumsOf(row)),
    })),
    total: rows.length ? computeMetrics(addSums(rows.map(sumsOf))) : null,
  };
}

const weekLabel = (row: SumsRow) => periodLabel(row.inicio, row.fim);

/** SINTÉTICO: the months (at most 3, the reference month and the two before, up to the reference day) that have results. */
export async function synthetic(ctx: OpContext, request: ReportRequest) {
  const scope = await scopeOf(ctx, request);
  const rows = await groupSums(ctx.db, scope, monthsUpTo(request.referencia ?? today(), SYNTHETIC_MONTHS), 'month');
  return { relatorio_sintetico: table(rows, (row) => monthLabel(row.chave)) };
}

/** SEMANAL CONSOLIDADO: the latest weeks with results (at most 5), both channels together. */
export async function consolidated(ctx: OpContext, request: ReportRequest) {
  const scope = await scopeOf(ctx, request);
  const weeks = await latestWeeks(ctx.db, scope, request.referencia ?? today(), WEEKLY_PERIODS);
  return { relatorio_semanal_consolidado: table(await groupSums(ctx.db, scope, { weeks }, 'week'), weekLabel) };
}

/** SEMANAL DETALHADO: the latest weeks with results of one channel (at most 5). */
export async function detailed(ctx: OpContext, request: ReportRequest & { canal: 'Facebook' | 'Google' }) {
  const scope = { ...(await scopeOf(ctx, request)), channel: request.canal };
  const weeks = await latestWeeks(ctx.db, scope, request.referencia ?? today(), WEEKLY_PERIODS);
  return {
    relatorio_semanal_detalhado: {
      canal: request.canal,
      ...table(await groupSums(ctx.db, scope, { weeks }, 'week'), weekLabel),
    },
  };
}

/** The comparison table: Facebook against Google over the weeks of the consolidated table. */
export async function comparison(ctx: OpContext, request: ReportRequest) {
  const scope = await scopeOf(ctx, request);
  const weeks = await latestWeeks(ctx.db, scope, request.referencia ?? today(), WEEKLY_PERIODS);
  return { relatorio_comparativo: table(await groupSums(ctx.db, scope, { weeks }, 'channel'), (row) => row.chave) };
}

/** The charts: each week of the synthetic window, per provider and in total. */
export async function charts(ctx: OpContext, request: ReportRequest): Promise<{ relatorio_graficos: ChartsData }> {
  const scope = await scopeOf(ctx, request);
  const rows = await groupSums(
    ctx.db,
    scope,
    monthsUpTo(request.referencia ?? today(), SYNTHETIC_MONTHS),
    'week_provider',
  );
  const weeks = [...new Set(rows.map((r) => r.chave))].sort();
  const periodos = weeks.map((week) => {
    const of = rows.filter((r) => r.chave === week);
    const inicio = of.map((r) => r.inicio).sort()[0];
    const fim = of
      .map((r) => r.fim)
      .sort()
      .at(-1)!;
    return { rotulo: periodLabel(inicio, fim), inicio, fim };
  });
  const providers = [...new Map(rows.map((r) => [r.id_empresa!, r.empresa!])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], 'pt-BR'),
  );
  const cell = (week: string, providerId?: number) =>
    addSums(
      rows.filter((r) => r.chave === week && (providerId === undefined || r.id_empresa === providerId)).map(sumsOf),
    );
  return {
    relatorio_graficos: {
      periodos,
      provedores: providers.map(([id, nome]) => ({
        id,
        nome,
        metricas: weeks.map((week) => computeMetrics(cell(week, id))),
      })),
      total: weeks.map((week) => computeMetrics(cell(week))),
    },
  };
}
