import { type SQL, sql } from 'drizzle-orm';
import { addDays, mondayOf, today } from '@intranet/shared/calendar/days';
import { birthCutoff } from '@intranet/shared/hr-reports/hr-reports.rules';
import { LEAD_ORIGIN_LABELS } from '@intranet/shared/leads/leads.rules';
import { conversionOf, roasOf } from '@intranet/shared/campaign-results/report-metrics';
import {
  DASHBOARD_WEEKS,
  LEAD_AGE_BANDS,
  NO_AGE_LABEL,
  PROFILE_DIMENSIONS,
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

/** A group's names, looked up once per group after the leads are counted (never joined to every lead). */
const campaignName = sql`coalesce((select c.nome from vendas_campanha c where c.id = l.id_campanha), 'Sem campanha')`;
const channelName = sql`coalesce((select ch.nome from vendas_canal ch where ch.id = l.id_canal), 'Sem canal')`;
const providerName = sql`(select e.nome from rh_empresa e where e.id = l.id_empresa)`;
const sellerName = sql`coalesce((select nullif(trim(coalesce(u.nome, '') || ' ' || coalesce(u.sobrenome, '')), '')
  from rh_usuario u where u.id = l.id_vendedor), 'Sem vendedor')`;
const byLeads = sql`leads desc, vendas desc, rotulo, chave`;

const NO_NEIGHBOURHOOD = sql.raw(`'Bairro não informado'`);

/** A city as 'Uberlândia/MG'; a lead without a city as 'Cidade não informada'. */
function placeLabel(city: SQL, uf: SQL): SQL {
  return sql`coalesce(${city} || coalesce('/' || ${uf}, ''), 'Cidade não informada')`;
}

/**
 * A constant text written into the statement (the grouping sets match their expressions by their text,
 * which parameters would make differ); only the product's own labels go through here.
 */
const lit = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** The lead's origin in pt-BR. */
const originLabel = sql`case l.origem ${sql.join(
  Object.entries(LEAD_ORIGIN_LABELS).map(([k, v]) => sql`when ${lit(k)} then ${lit(v)}`),
  sql` `,
)} else l.origem end`;

/**
 * The lead's age band on the period's last day, from its birth date: born after the cutoff of a band's
 * next age (shared `birthCutoff`) is younger than it; a comparison of dates, no age computed per lead.
 */
function ageBand(scope: repo.LeadScope): SQL {
  const whens = LEAD_AGE_BANDS.slice(0, -1).map(
    (b) => sql`when l.data_nascimento > ${lit(birthCutoff(scope.ate, b.max + 1))}::date then ${lit(b.label)}`,
  );
  return sql`case when l.data_nascimento is null then ${lit(NO_AGE_LABEL)} ${sql.join(whens, sql` `)}
    else ${lit(LEAD_AGE_BANDS[LEAD_AGE_BANDS.length - 1].label)} end`;
}

/** The profile's dimensions, in order, and the value each groups by (of the presummed leads, `profilePresum`). */
const profileValues = (): [keyof typeof PROFILE_DIMENSIONS, SQL][] => [
  ['origem', originLabel],
  ['empresa', sql`e.nome`],
  ['plano', sql`l.plano`],
  ['faixa', sql`l.faixa`],
];

/** The leads of the profile summed by origin, provider, plan (the sale's, else the lead's of interest) and age band. */
function profilePresum(scope: repo.LeadScope) {
  return {
    joins: sql`left join vendas_venda v on v.id_lead = l.id and v.vendida_em >= ${lit(repo.dayStart(scope.de))}::timestamptz
      left join vendas_plano p on p.id = l.id_plano`,
    values: sql`l.origem, l.id_empresa, coalesce(v.plano_nome, p.nome, ${lit('Sem plano')}) as plano, ${ageBand(scope)} as faixa`,
    groupBy: [sql`1`, sql`2`, sql`3`, sql`4`],
  };
}

/** An expression per dimension, chosen by the grouping set the row belongs to. */
function profileCase(
  values: [keyof typeof PROFILE_DIMENSIONS, SQL][],
  pick: (dimension: keyof typeof PROFILE_DIMENSIONS, value: SQL, order: number) => SQL,
): SQL {
  const whens = values.map(
    ([dimension, value], i) => sql`when grouping(${value}) = 0 then ${pick(dimension, value, i + 1)}`,
  );
  return sql`case ${sql.join(whens, sql` `)} end`;
}

/**
 * The leads whose address was found outside coverage or not serviceable (the feasibility recorded on the
 * lead), by city, or down to the street: the network team's expansion map.
 */
function placeReport(feasibility: 'sem_cobertura' | 'inviavel', depth: 'city' | 'street'): Grouping {
  const where = [sql`l.viabilidade = ${feasibility}`];
  if (depth === 'city')
    return {
      key: sql`coalesce(l.cidade || '/' || l.uf, l.cidade, '')`,
      label: placeLabel(sql`l.cidade`, sql`l.uf`),
      columns: { cidade: sql`l.cidade` },
      where,
      groupBy: [sql`l.cidade`, sql`l.uf`],
      order: byLeads,
    };
  return {
    key: sql`concat_ws('|', l.cidade, l.bairro, l.logradouro)`,
    label: sql`coalesce(l.logradouro, 'Rua não informada')`,
    columns: { cidade: sql`l.cidade`, bairro: sql`l.bairro`, rua: sql`l.logradouro` },
    where,
    groupBy: [sql`l.cidade`, sql`l.bairro`, sql`l.logradouro`],
    order: byLeads,
  };
}

/** Campaign × channel × provider: the campaigns' and channels' details (each row opens details-campaign). */
const triple = (order: 'campaign' | 'channel'): Grouping => ({
  key: sql`concat_ws('-', l.id_campanha, l.id_canal, l.id_empresa)`,
  label: sql`concat_ws(' · ', ${campaignName}, ${channelName}, ${providerName})`,
  columns: {
    id_campanha: sql`l.id_campanha`,
    id_canal: sql`l.id_canal`,
    id_empresa: sql`l.id_empresa`,
    campanha: campaignName,
    canal: channelName,
    empresa: providerName,
  },
  groupBy: [sql`l.id_campanha`, sql`l.id_canal`, sql`l.id_empresa`],
  order: order === 'campaign' ? sql`campanha, ${byLeads}` : sql`canal, ${byLeads}`,
  investment: ['id_campanha', 'id_canal', 'id_empresa'],
});

/** How each grouped report groups the leads (docs/sales-reports.md, "The sixteen reports"). */
export const GROUPINGS: Record<SalesReportKey, repo.GroupingOf> = {
  historyConversion: (scope) => {
    const week = repo.leadWeekOf(scope);
    return { key: week.key, label: week.label, groupBy: [week.bucket], order: sql`chave` };
  },
  campaigns: {
    key: sql`coalesce(l.id_campanha, 0)`,
    label: campaignName,
    columns: { id_campanha: sql`l.id_campanha`, campanha: campaignName },
    groupBy: [sql`l.id_campanha`],
    order: byLeads,
    investment: ['id_campanha'],
  },
  campaignsDetails: triple('campaign'),
  channels: {
    key: sql`coalesce(l.id_canal, 0)`,
    label: channelName,
    columns: { id_canal: sql`l.id_canal`, canal: channelName },
    groupBy: [sql`l.id_canal`],
    order: byLeads,
    investment: ['id_canal'],
  },
  channelsDetails: triple('channel'),
  productsBestSellers: {
    key: sql`coalesce(v.id_plano_venda::text, v.plano_nome)`,
    label: sql`v.plano_nome`,
    // A sale is made after its lead came: only the sales since the period began are looked up.
    scopeJoins: (scope) =>
      sql`join vendas_venda v on v.id_lead = l.id and v.status <> 'cancelada' and v.vendida_em >= ${repo.periodStart(scope)}`,
    where: [sql`l.status = 'vendido'`],
    groupBy: [sql`coalesce(v.id_plano_venda::text, v.plano_nome)`, sql`v.plano_nome`],
    order: sql`vendas desc, faturamento desc, rotulo`,
  },
  city: {
    key: sql`coalesce(l.cidade || '/' || l.uf, l.cidade, '')`,
    label: placeLabel(sql`l.cidade`, sql`l.uf`),
    columns: { cidade: sql`l.cidade` },
    groupBy: [sql`l.cidade`, sql`l.uf`],
    order: byLeads,
  },
  cityDetails: {
    key: sql`coalesce(l.bairro, '')`,
    label: sql`coalesce(l.bairro, ${NO_NEIGHBOURHOOD})`,
    columns: { cidade: sql`l.cidade`, bairro: sql`l.bairro` },
    groupBy: [sql`l.cidade`, sql`l.bairro`],
    order: byLeads,
  },
  sellers: {
    key: sql`coalesce(l.id_vendedor, 0)`,
    label: sellerName,
    columns: { id_vendedor: sql`l.id_vendedor` },
    groupBy: [sql`l.id_vendedor`],
    order: byLeads,
    contacts: true,
  },
  sellersDetails: (scope) => {
    const week = repo.leadWeekOf(scope);
    return {
      key: week.key,
      label: week.label,
      columns: { id_vendedor: sql`l.id_vendedor` },
      groupBy: [week.bucket, sql`l.id_vendedor`],
      order: sql`chave`,
      contacts: true,
    };
  },
  withoutCoverage: placeReport('sem_cobertura', 'city'),
  withoutCoverageDetails: placeReport('sem_cobertura', 'street'),
  unfeasibility: placeReport('inviavel', 'city'),
  unfeasibilityDetails: placeReport('inviavel', 'street'),
  profile: (scope) => {
    const values = profileValues();
    return {
      key: profileCase(values, (dimension, value, order) => sql`${lit(`${order}:${dimension}:`)} || ${value}`),
      label: profileCase(values, (_, value) => value),
      columns: { dimensao: profileCase(values, (dimension) => lit(PROFILE_DIMENSIONS[dimension])) },
      joins: sql`left join rh_empresa e on e.id = l.id_empresa`,
      presum: profilePresum(scope),
      groupBy: [
        sql`grouping sets (${sql.join(
          values.map(([, value]) => sql`(${value})`),
          sql`, `,
        )})`,
      ],
      order: sql`chave, leads desc`,
      overlapping: true,
    };
  },
};

/** The scope of a filter: its period (the last 30 days by default) and its keys. */
export function scopeOf(q: SalesReportFilter): repo.LeadScope {
  return {
    ...reportPeriod(q),
    id_empresa: q.id_empresa,
    id_campanha: q.id_campanha,
    id_canal: q.id_canal,
    id_vendedor: q.id_vendedor,
    cidade: q.cidade,
    bairro: q.bairro,
    rua: q.rua,
    tipo: q.tipo,
  };
}

/** A page of a grouped report, with the whole filter's figures. */
export async function reportPage(
  ctx: OpContext,
  report: SalesReportKey,
  q: SalesReportFilter,
  paging: Paging,
): Promise<SalesReportPage> {
  const scope = scopeOf(q);
  const found = GROUPINGS[report];
  const grouping = typeof found === 'function' ? found(scope) : found;
  const [page, investment] = await Promise.all([
    repo.groupedPage(ctx.db, scope, grouping, paging),
    grouping.investment ? repo.investmentTotal(ctx.db, scope) : null,
  ]);
  // The total line: the sums of the groups when each lead is in one; otherwise counted apart.
  const soma =
    page.soma ??
    (await repo.scopeFigures(ctx.db, scope, {
      scopeJoins: grouping.scopeJoins,
      where: grouping.where,
      contacts: grouping.contacts,
    }));
  if (investment !== null) {
    soma.investimento = investment;
    soma.roas = roasOf(soma.faturamento, investment);
  }
  return { de: scope.de, ate: scope.ate, total: page.total, dados: page.dados, soma };
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
  const base = { id_empresa: q.id_empresa, id_campanha: q.id_campanha, id_canal: q.id_canal, tipo: q.tipo };
  const week = { ...base, de, ate };
  const previous = { ...base, de: addDays(de, -7), ate: addDays(ate, -7) };
  const history = { ...base, de: addDays(de, -7 * (DASHBOARD_WEEKS - 1)), ate };
  const [atual, anterior, dias, semanas, canais] = await Promise.all([
    repo.scopeFigures(ctx.db, week, { investment: true }),
    repo.scopeFigures(ctx.db, previous, { investment: true }),
    repo.perDay(ctx.db, week),
    repo.groupedPage(ctx.db, history, GROUPINGS.historyConversion, { limit: DASHBOARD_WEEKS, offset: 0 }),
    repo.groupedPage(ctx.db, week, GROUPINGS.channels, { limit: 10, offset: 0 }),
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
  const week = repo.leadWeekOf(scope);
  const weeks: Grouping = {
    key: week.key,
    label: week.label,
    order: sql`chave`,
    columns: { id_campanha: sql`l.id_campanha`, id_canal: sql`l.id_canal`, id_empresa: sql`l.id_empresa` },
    groupBy: [week.bucket, sql`l.id_campanha`, sql`l.id_canal`, sql`l.id_empresa`],
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
