import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/**
 * The dashboard's reads (docs/supplies.md, "The dashboard"): the summaries the row triggers keep
 * (`suprimentos_saldo`, `suprimentos_movimento_mes`, migration 0063) and the overdue units, reached from the
 * cancelled contracts by their partial index: none of them reads the moves.
 */

/** Units and their worth at cost per kind of place. */
export function unitsPerPlaceKind(db: Db) {
  return sqlRows<{ tipo_local: string; unidades: number; valor: string }>(
    db,
    sql`select s.tipo_local, sum(s.unidades)::int as unidades, sum(s.unidades * p.custo)::numeric(14,2)::text as valor
        from suprimentos_saldo s join suprimentos_produto p on p.id = s.id_produto
        group by s.tipo_local having sum(s.unidades) > 0 order by s.tipo_local`,
  );
}

/** Units still at a customer whose contract was cancelled `days` or more before `day`: the first 20 and how many. */
export async function overdueUnits(db: Db, day: string, days: number) {
  const overdue = sql`from cliente_contrato c
    join suprimentos_local l on l.id_contrato = c.id
    join suprimentos_unidade u on u.id_local = l.id
    where c.status = 'cancelado' and c.data_cancelamento <= ${day}::date - ${days}::int`;
  const itens = await sqlRows<Record<string, unknown>>(
    db,
    sql`select u.patrimonio, p.nome as produto, pe.nome_razaosocial as cliente, c.codigo_erp as contrato,
          c.data_cancelamento::text as data_cancelamento, (${day}::date - c.data_cancelamento)::int as dias
        from (select c.id, c.codigo_erp, c.data_cancelamento, c.id_pessoa, u.id as id_unidade, u.patrimonio, u.id_produto
              ${overdue} order by c.data_cancelamento, u.id limit 20) c
        join suprimentos_unidade u on u.id = c.id_unidade
        join suprimentos_produto p on p.id = c.id_produto
        join relacionamento_dados_pessoas pe on pe.id = c.id_pessoa
        order by c.data_cancelamento, u.id`,
  );
  const [{ n }] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n ${overdue}`);
  return { itens, total: n };
}

/** Moves per month and kind over the last twelve months (São Paulo time), and the average maintenance stay that ended in them. */
export async function monthlyMoves(db: Db) {
  const since = sql`(date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '11 months')::date`;
  const [meses, [{ dias }]] = await Promise.all([
    sqlRows<{ mes: string; tipo: string; unidades: number }>(
      db,
      sql`select to_char(mes, 'YYYY-MM') as mes, tipo, unidades from suprimentos_movimento_mes
          where mes >= ${since} and unidades > 0 order by mes, tipo`,
    ),
    sqlRows<{ dias: number | null }>(
      db,
      sql`select round((sum(manutencao_dias) / nullif(sum(manutencao_saidas), 0))::numeric, 1)::float as dias
          from suprimentos_movimento_mes where mes >= ${since}`,
    ),
  ]);
  return { meses, dias };
}
