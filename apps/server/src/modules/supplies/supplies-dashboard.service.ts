import { sql } from 'drizzle-orm';
import { today } from '@intranet/shared/calendar/days';
import { RETURN_DAYS } from '@intranet/shared/supplies/supplies.rules';
import { sqlRows } from '../../db/sql';
import type { OpContext } from '../../platform/http/routes';

/** The dashboard (`/supplies/dashboard`): where units are, what is overdue to come back, maintenance, recycling, value. */
export async function dashboard({ db }: OpContext) {
  const day = today();
  const porLocal = await sqlRows<{ tipo_local: string; unidades: number; valor: string }>(
    db,
    sql`select l.tipo as tipo_local, count(*)::int as unidades, sum(p.custo)::numeric(14,2)::text as valor
        from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local
        join suprimentos_produto p on p.id = u.id_produto group by l.tipo order by l.tipo`,
  );
  const overdue = sql`from suprimentos_unidade u
    join suprimentos_local l on l.id = u.id_local and l.tipo = 'cliente'
    join cliente_contrato c on c.id = l.id_contrato
    join suprimentos_produto p on p.id = u.id_produto
    join relacionamento_dados_pessoas pe on pe.id = c.id_pessoa
    where c.status = 'cancelado' and c.data_cancelamento <= ${day}::date - ${RETURN_DAYS}::int`;
  const atrasados = await sqlRows<Record<string, unknown>>(
    db,
    sql`select u.patrimonio, p.nome as produto, pe.nome_razaosocial as cliente, c.codigo_erp as contrato,
          c.data_cancelamento::text as data_cancelamento, (${day}::date - c.data_cancelamento)::int as dias
        ${overdue}
        order by c.data_cancelamento, u.id limit 20`,
  );
  const [{ n: atrasadosTotal }] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n ${overdue}`);
  const [{ dias }] = await sqlRows<{ dias: number | null }>(
    db,
    sql`select round(avg(extract(epoch from (n.criado_em - m.criado_em)) / 86400)::numeric, 1)::float as dias
        from suprimentos_movimento m
        join lateral (select x.criado_em from suprimentos_movimento x
          where x.id_unidade = m.id_unidade and x.id > m.id order by x.id limit 1) n on true
        where m.tipo = 'manutencao' and m.criado_em >= now() - interval '1 year'`,
  );
  const months = sql`to_char(date_trunc('month', m.criado_em at time zone 'America/Sao_Paulo'), 'YYYY-MM')`;
  const movimentosMes = await sqlRows<{ mes: string; tipo: string; unidades: number }>(
    db,
    sql`select ${months} as mes, m.tipo, count(*)::int as unidades from suprimentos_movimento m
        where m.criado_em >= date_trunc('month', now()) - interval '11 months'
        group by 1, 2 order by 1, 2`,
  );
  const reciclagemMes = movimentosMes
    .filter((r) => r.tipo === 'reciclagem')
    .map((r) => ({ mes: r.mes, unidades: r.unidades }));
  const valor = porLocal
    .filter((r) => r.tipo_local !== 'reciclagem')
    .reduce((sum, r) => sum + Math.round(Number(r.valor) * 100), 0);
  return {
    por_local: porLocal,
    atrasados,
    atrasados_total: atrasadosTotal,
    manutencao_dias: dias,
    reciclagem_mes: reciclagemMes,
    movimentos_mes: movimentosMes,
    valor_estoque: (valor / 100).toFixed(2),
  } as never;
}
