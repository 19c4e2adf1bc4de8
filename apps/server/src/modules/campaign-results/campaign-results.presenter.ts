import type { ResultRow } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { computeMetrics } from '@intranet/shared/campaign-results/report-metrics';
import { iso } from '../../db/sql';
import type { ResultRecord } from './campaign-results.repository';

/** A result as the list answers it (spec §3): its fields and the totals of its period, with its costs from the shared formulas. */
export function presentResult(row: ResultRecord): ResultRow {
  const metrics = computeMetrics({
    investimento: Number(row.investimento),
    impressoes: row.impressoes,
    cliques: row.cliques,
    conversas_iniciadas: row.conversas_iniciadas,
    leads: Number(row.leads),
    vendas: Number(row.vendas),
    faturamento: Number(row.faturamento),
  });
  return {
    id: row.id,
    periodo: row.periodo,
    periodo_inicio: row.periodo_inicio,
    periodo_fim: row.periodo_fim,
    id_campanha: row.id_campanha,
    id_canal: row.id_canal,
    id_empresa: row.id_empresa,
    id_usuario: row.id_usuario,
    impressoes: row.impressoes,
    cliques: row.cliques,
    conversas_iniciadas: row.conversas_iniciadas,
    investimento: metrics.investimento,
    provedor: row.provedor,
    canal: row.canal,
    faturamento: metrics.faturamento,
    total_impressoes: metrics.impressoes,
    total_cliques: metrics.cliques,
    total_leads: metrics.leads,
    total_vendas: metrics.vendas,
    valor_investido: metrics.investimento,
    custo_por_clique: metrics.cpc,
    custo_por_leads: metrics.cpl,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
