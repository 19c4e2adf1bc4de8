import { sql } from 'drizzle-orm';
import { addDays, mondayOf, today } from '@intranet/shared/calendar/days';
import { conversionOf } from '@intranet/shared/campaign-results/report-metrics';
import {
  DASHBOARD_WEEKS,
  SALES_REPORT_EXPORT_MAX,
  type SalesReportKey,
  reportPeriod,
} from '@intranet/shared/sales-reports/sales-reports.rules';
import { SALES_REPORTS_MSG as TEXT } from '@intranet/shared/sales-reports/sales-reports.messages';
import type {
  CampaignDetailsResponse,
  DashboardResponse,
  SalesReportFilter,
  SalesReportPage,
} from '@intranet/shared/sales-reports/sales-reports.schemas';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './sales-reports.repository';

type Paging = repo.Paging;
type Grouping = repo.Grouping;

const campaignJoin = sql`left join vendas_campanha c on c.id = l.id_campanha`;
const channelJoin = sql`left join vendas_canal ch on ch.id = l.id_canal`;
const providerJoin = sql`left join rh_empresa e on e.id = l.id_empresa`;
const byLeads = sql`leads desc, vendas desc, rotulo, chave`;

/** Campaign × channel × provider: the campaigns' and channels' details (each row opens details-campaign). */
const triple = (order: 'campaign' | 'channel'): Grouping => ({
  key: sql`concat_ws('-', l.id_campanha, l.id_canal, l.id_empresa)`,
  label: sql`concat_ws(' · ', coalesce(c.nome, 'Sem campanha'), coalesce(ch.nome, 'Sem canal'), e.nome)`,
  columns: {
    id_campanha: sql`l.id_campanha`,
    id_canal: sql`l.id_canal`,
    id_empresa: sql`l.id_empresa`,
    campanha: sql`coalesce(c.nome, 'Sem campanha')`,
    canal: sql`coalesce(ch.nome, 'Sem canal')`,
    empresa: sql`e.nome`,
  },
  joins: sql`${campaignJoin} ${channelJoin} ${providerJoin}`,
  groupBy: [sql`l.id_campanha`, sql`l.id_canal`, sql`l.id_empresa`, sql`c.nome`, sql`ch.nome`, sql`e.nome`],
  order: order === 'campaign' ? sql`campanha, ${byLeads}` : sql`canal, ${byLeads}`,
  investment: ['id_campanha', 'id_canal', 'id_empresa'],
});

/** How each grouped report groups the leads (docs/sales-reports.md, "The sixteen reports"). */
export const GROUPINGS: Partial<Record<SalesReportKey, Grouping>> = {
  historyConversion: {
    key: repo.leadWeek,
    label: sql`to_char(${repo.leadWeek}, 'DD/MM/YYYY')`,
    groupBy: [repo.leadWeek],
    order: sql`chave`,
  },
  campaigns: {
    key: sql`coalesce(l.id_campanha, 0)`,
    label: sql`coalesce(c.nome, 'Sem campanha')`,
    columns: { id_campanha: sql`l.id_campanha`, campanha: sql`coalesce(c.nome, 'Sem campanha')` },
    joins: campaignJoin,
    groupBy: [sql`l.id_campanha`, sql`c.nome`],
    order: byLeads,
    investment: ['id_campanha'],
  },
  campaignsDetails: triple('campaign'),
  channels: {
    key: sql`coalesce(l.id_canal, 0)`,
    label: sql`coalesce(ch.nome, 'Sem canal')`,
    columns: { id_canal: sql`l.id_canal`, canal: sql`coalesce(ch.nome, 'Sem canal')` },
    joins: channelJoin,
    groupBy: [sql`l.id_canal`, sql`ch.nome`],
    order: byLeads,
    investment: ['id_canal'],
  },
  channelsDetails: triple('channel'),
};

/** The scope of a filter: its period (the last 30 days by default) and its keys. */
export function scopeOf(q: SalesReportFilter): repo.LeadScope {
  return {
    ...reportPeriod(q),
    id_empresa: q.id_empresa,
    id_campanha: q.id_campanha,
    id_canal: q.id_canal,
  };
}

/** A page of a grouped report, with the whole filter's figures. */
export async function reportPage(
  ctx: OpContext,
  report: SalesReportKey,
  q: SalesReportFilter,
  paging: Paging,
): Promise<SalesReportPage> {
  const grouping = GROUPINGS[report];
  if (!grouping) throw notFound(TEXT.noData);
  const scope = scopeOf(q);
  const [page, soma] = await Promise.all([
    repo.groupedPage(ctx.db, scope, grouping, paging),
    repo.scopeFigures(ctx.db, scope, {
      joins: grouping.joins,
      where: grouping.where,
      investment: !!grouping.investment,
    }),
  ]);
  return { de: scope.de, ate: scope.ate, ...page, soma };
}

/** Every row of a report's filter, bounded: what the export writes. */
export async function reportAll(ctx: OpContext, report: SalesReportKey, q: SalesReportFilter) {
  const page = await reportPage(ctx, report, q, { limit: SALES_REPORT_EXPORT_MAX, offset: 0 });
  return { ...page, truncado: page.total > page.dados.length };
}

/**
 * The dashboard: the week of the day asked (`ate`, today by default) from its Monday, against the same
 * days of the previous week; leads and sales per day of the week; the last weeks; the week's channels.
 */
export async function dashboard(ctx: OpContext, q: SalesReportFilter): Promise<DashboardResponse> {
  const ate = q.ate ?? today();
  const de = mondayOf(ate);
  const base = { id_empresa: q.id_empresa, id_campanha: q.id_campanha, id_canal: q.id_canal };
  const week = { ...base, de, ate };
  const previous = { ...base, de: addDays(de, -7), ate: addDays(ate, -7) };
  const history = { ...base, de: addDays(de, -7 * (DASHBOARD_WEEKS - 1)), ate };
  const [atual, anterior, dias, semanas, canais] = await Promise.all([
    repo.scopeFigures(ctx.db, week, { investment: true }),
    repo.scopeFigures(ctx.db, previous, { investment: true }),
    repo.perDay(ctx.db, week),
    repo.groupedPage(ctx.db, history, GROUPINGS.historyConversion!, { limit: DASHBOARD_WEEKS, offset: 0 }),
    repo.groupedPage(ctx.db, week, GROUPINGS.channels!, { limit: 10, offset: 0 }),
  ]);
  const byDay = new Map(dias.map((d) => [d.dia, d]));
  const byWeek = new Map(semanas.dados.map((w) => [w.chave, w]));
  return {
    semana: { de, ate },
    atual,
    anterior,
    dias: Array.from({ length: 7 }, (_, i) => addDays(de, i))
      .filter((d) => d <= ate)
      .map((dia) => ({ dia, leads: byDay.get(dia)?.leads ?? 0, vendas: byDay.get(dia)?.vendas ?? 0 })),
    semanas: Array.from({ length: DASHBOARD_WEEKS }, (_, i) => addDays(history.de, 7 * i)).map((semana) => {
      const w = byWeek.get(semana);
      const leads = w?.leads ?? 0;
      const vendas = w?.vendas ?? 0;
      return { semana, leads, vendas, conversao: conversionOf(vendas, leads) };
    }),
    canais: canais.dados,
  };
}

type CampaignIds = { id_campanha: number; id_canal: number; id_empresa: number };

/** A campaign in a channel and provider: its figures with ROAS for the period, and per week. */
export async function campaignDetails(
  ctx: OpContext,
  ids: CampaignIds,
  q: SalesReportFilter,
): Promise<CampaignDetailsResponse> {
  const names = await repo.namesOf(ctx.db, ids);
  if (!names.campanha || !names.canal || !names.empresa) throw notFound(TEXT.campaignNotFound);
  const scope = { ...reportPeriod(q), ...ids };
  const weeks: Grouping = {
    ...GROUPINGS.historyConversion!,
    columns: { id_campanha: sql`l.id_campanha`, id_canal: sql`l.id_canal`, id_empresa: sql`l.id_empresa` },
    groupBy: [repo.leadWeek, sql`l.id_campanha`, sql`l.id_canal`, sql`l.id_empresa`],
  };
  const [soma, semanas] = await Promise.all([
    repo.scopeFigures(ctx.db, scope, { investment: true }),
    repo.groupedPage(ctx.db, scope, weeks, { limit: 60, offset: 0 }),
  ]);
  return {
    de: scope.de,
    ate: scope.ate,
    campanha: names.campanha,
    canal: names.canal,
    empresa: names.empresa,
    soma,
    semanas: semanas.dados,
  };
}

/** The campaign's leads in the period, paged. */
export async function campaignLeads(ctx: OpContext, ids: CampaignIds, q: SalesReportFilter, paging: Paging) {
  return repo.campaignLeads(ctx.db, { ...reportPeriod(q), ...ids }, paging);
}
