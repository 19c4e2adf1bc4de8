import { sql, type SQL } from 'drizzle-orm';
import type { MetricSums } from '@intranet/shared/campaign-results/report-metrics';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { leadsOfResult } from './campaign-results.repository';

/** Which results a report reads: a campaign, a provider and a channel, each optional. */
export type ReportScope = { campaignId?: number; providerId?: number; channel?: 'Facebook' | 'Google' };
/** A span of days of `periodo_inicio`, or given weeks (their Mondays). */
export type ReportWindow = { from: string; to: string } | { weeks: string[] };
/** How the sums are grouped: by month, by week, by channel, or by week and provider. */
export type Grouping = 'month' | 'week' | 'channel' | 'week_provider';

export type SumsRow = MetricSums & {
  chave: string;
  id_empresa: number | null;
  empresa: string | null;
  inicio: string;
  fim: string;
};

const WEEK = sql`date_trunc('week', r.periodo_inicio::timestamp)::date`;

function conditions(scope: ReportScope): SQL[] {
  // Results are entered for the paid-media channels only (spec §9); the report reads those.
  const out = [sql`lower(c.nome) in ('facebook', 'google')`];
  if (scope.campaignId !== undefined) out.push(sql`r.id_campanha = ${scope.campaignId}`);
  if (scope.providerId !== undefined) out.push(sql`r.id_empresa = ${scope.providerId}`);
  if (scope.channel !== undefined) out.push(sql`lower(c.nome) = lower(${scope.channel})`);
  return out;
}

function windowCondition(window: ReportWindow): SQL {
  if ('from' in window) return sql`r.periodo_inicio between ${window.from}::date and ${window.to}::date`;
  const sorted = [...window.weeks].sort();
  return sql`r.periodo_inicio between ${sorted[0]}::date and (${sorted.at(-1)!}::date + 6)
    and ${WEEK} = any(string_to_array(${sorted.join(',')}, ',')::date[])`;
}

/** The Mondays of the latest weeks (at most `count`) that have results starting on or before `until`. */
export async function latestWeeks(db: Db, scope: ReportScope, until: string, count: number): Promise<string[]> {
  const rows = await sqlRows<{ semana: string }>(
    db,
    sql`
      select distinct ${WEEK}::text as semana
      from vendas_campanha_resultado r join vendas_canal c on c.id = r.id_canal
      where ${sql.join(conditions(scope), sql` and `)} and r.periodo_inicio <= ${until}::date
      order by semana desc
      limit ${count}`,
  );
  return rows.map((r) => r.semana);
}

const KEYS: Record<Grouping, SQL> = {
  month: sql`to_char(r.periodo_inicio, 'YYYY-MM')`,
  week: sql`${WEEK}::text`,
  channel: sql`case when lower(c.nome) = 'facebook' then 'Facebook' else 'Google' end`,
  week_provider: sql`${WEEK}::text`,
};

/**
 * The sums of the results in scope and window, per group: the figures entered and the leads, sales
 * and revenue of each result's period (see `leadsOfResult`). Only sums: the ratios are computed from
 * them by the shared formulas.
 */
export async function groupSums(
  db: Db,
  scope: ReportScope,
  window: ReportWindow,
  grouping: Grouping,
): Promise<SumsRow[]> {
  if ('weeks' in window && window.weeks.length === 0) return [];
  const byProvider = grouping === 'week_provider';
  const rows = await sqlRows<Record<string, string | number | null>>(
    db,
    sql`
      select ${KEYS[grouping]} as chave,
        ${byProvider ? sql`e.id as id_empresa, e.nome as empresa,` : sql`null::int as id_empresa, null::text as empresa,`}
        min(r.periodo_inicio)::text as inicio, max(r.periodo_fim)::text as fim,
        coalesce(sum(r.investimento), 0)::float8 as investimento,
        coalesce(sum(r.impressoes), 0)::float8 as impressoes,
        coalesce(sum(r.cliques), 0)::float8 as cliques,
        coalesce(sum(r.conversas_iniciadas), 0)::float8 as conversas_iniciadas,
        coalesce(sum(l.leads), 0)::float8 as leads,
        coalesce(sum(l.vendas), 0)::float8 as vendas,
        coalesce(sum(l.faturamento), 0)::float8 as faturamento
      from vendas_campanha_resultado r
      join vendas_canal c on c.id = r.id_canal
      ${byProvider ? sql`join rh_empresa e on e.id = r.id_empresa` : sql``}
      ${leadsOfResult}
      where ${sql.join(conditions(scope), sql` and `)} and ${windowCondition(window)}
      group by 1${byProvider ? sql`, e.id, e.nome` : sql``}
      order by 1${byProvider ? sql`, e.nome` : sql``}`,
  );
  return rows.map((r) => ({
    chave: String(r.chave),
    id_empresa: r.id_empresa === null ? null : Number(r.id_empresa),
    empresa: r.empresa === null ? null : String(r.empresa),
    inicio: String(r.inicio),
    fim: String(r.fim),
    investimento: Number(r.investimento),
    impressoes: Number(r.impressoes),
    cliques: Number(r.cliques),
    conversas_iniciadas: Number(r.conversas_iniciadas),
    leads: Number(r.leads),
    vendas: Number(r.vendas),
    faturamento: Number(r.faturamento),
  }));
}
