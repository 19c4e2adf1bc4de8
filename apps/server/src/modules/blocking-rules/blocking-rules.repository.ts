import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SimulationFilter } from '@intranet/shared/blocking-rules/blocking-simulation.schemas';
import type { Db } from '../../db/client';
import {
  regraBloqueio,
  regraBloqueioAcao,
  regraBloqueioAplicacao,
  regraBloqueioSimulacao,
  usuario,
} from '../../db/schema';
import { sqlRows } from '../../db/sql';

export type RuleRow = typeof regraBloqueio.$inferSelect;
export type SimulationRow = typeof regraBloqueioSimulacao.$inferSelect & { usuario: string | null };

/** What the simulation query needs of a rule. */
export type RuleForSimulation = Pick<RuleRow, 'id' | 'provedor' | 'dias_atraso' | 'dias_bloqueio'>;

export async function findRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(regraBloqueio).where(eq(regraBloqueio.id, id)).limit(1);
  return row;
}

/** The rule, locked until the transaction ends (an application checks its version under it). */
export async function lockRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(regraBloqueio).where(eq(regraBloqueio.id, id)).for('update').limit(1);
  return row;
}

/**
 * The engine (shared `blocking-engine.ts`) as one set-based query: every contract of the rule's provider
 * not cancelled whose oldest open invoice due before `day` is at least `dias_atraso` days overdue, with
 * what the rule would do (`prevista`) and the first active criterion that excludes it (by kind, then id).
 * The CTE `avaliados` has one row per such contract.
 */
export function evaluatedContracts(rule: RuleForSimulation, day: string): SQL {
  const block = rule.dias_bloqueio ?? rule.dias_atraso;
  return sql`
    vencidas AS (
      SELECT f.id_contrato, min(f.vencimento) AS mais_antiga, sum(f.valor) AS valor_vencido, count(*)::int AS faturas
      FROM cliente_fatura f
      WHERE f.sistema = ${rule.provedor} AND f.status = 'aberta' AND f.vencimento < ${day}::date
      GROUP BY f.id_contrato
      HAVING min(f.vencimento) <= ${day}::date - ${rule.dias_atraso}::int
    ),
    avaliados AS (
      SELECT k.id AS id_contrato, k.sistema, k.codigo_erp, k.id_pessoa, k.tipo, k.marcadores,
        (${day}::date - v.mais_antiga) AS dias_atraso, v.valor_vencido, v.faturas,
        CASE WHEN (${day}::date - v.mais_antiga) >= ${block}::int THEN 'bloquear' ELSE 'reduzir' END AS prevista,
        p.valida_ate AS promessa_ate,
        x.id AS id_criterio, x.tipo AS tipo_criterio, x.tipo_contrato AS criterio_tipo_contrato,
        x.marcador AS criterio_marcador, x.valor_limite AS criterio_valor_limite
      FROM vencidas v
      JOIN cliente_contrato k ON k.id = v.id_contrato AND k.sistema = ${rule.provedor} AND k.status <> 'cancelado'
      LEFT JOIN LATERAL (
        SELECT max(pp.valida_ate) AS valida_ate FROM cliente_promessa_pagamento pp
        WHERE pp.id_contrato = k.id AND pp.valida_ate >= ${day}::date
      ) p ON true
      LEFT JOIN LATERAL (
        SELECT c.id, c.tipo, c.tipo_contrato, c.marcador, c.valor_limite
        FROM regra_bloqueio_criterio c
        WHERE c.id_regra = ${rule.id} AND c.ativo AND (
          (c.tipo = 'promessa_pagamento' AND p.valida_ate IS NOT NULL)
          OR (c.tipo = 'marcador' AND c.marcador = ANY (k.marcadores))
          OR (c.tipo = 'tipo_contrato' AND c.tipo_contrato = k.tipo)
          OR (c.tipo = 'valor_abaixo' AND v.valor_vencido < c.valor_limite)
        )
        ORDER BY array_position(ARRAY['promessa_pagamento', 'marcador', 'tipo_contrato', 'valor_abaixo']::text[], c.tipo), c.id
        LIMIT 1
      ) x ON true
    )`;
}

export type SimulationSummary = {
  afetados: number;
  reduzir: number;
  bloquear: number;
  excluidos: number;
  valor_total: string;
  valor_excluido: string;
  por_excecao: { id_criterio: number; tipo: string; quantidade: number }[];
};

/** The figures of a simulation, in one pass over the evaluated contracts. */
export async function simulationSummary(db: Db, rule: RuleForSimulation, day: string): Promise<SimulationSummary> {
  const [row] = await sqlRows<{
    afetados: number;
    reduzir: number;
    bloquear: number;
    excluidos: number;
    valor_total: string;
    valor_excluido: string;
    por_excecao: SimulationSummary['por_excecao'] | string;
  }>(
    db,
    sql`WITH ${evaluatedContracts(rule, day)}
      SELECT
        count(*) FILTER (WHERE id_criterio IS NULL)::int AS afetados,
        count(*) FILTER (WHERE id_criterio IS NULL AND prevista = 'reduzir')::int AS reduzir,
        count(*) FILTER (WHERE id_criterio IS NULL AND prevista = 'bloquear')::int AS bloquear,
        count(*) FILTER (WHERE id_criterio IS NOT NULL)::int AS excluidos,
        coalesce(sum(valor_vencido) FILTER (WHERE id_criterio IS NULL), 0)::numeric(14, 2)::text AS valor_total,
        coalesce(sum(valor_vencido) FILTER (WHERE id_criterio IS NOT NULL), 0)::numeric(14, 2)::text AS valor_excluido,
        (SELECT coalesce(json_agg(json_build_object('id_criterio', e.id_criterio, 'tipo', e.tipo_criterio, 'quantidade', e.quantidade)
                ORDER BY e.quantidade DESC, e.id_criterio), '[]'::json)
           FROM (SELECT id_criterio, tipo_criterio, count(*)::int AS quantidade FROM avaliados
                 WHERE id_criterio IS NOT NULL GROUP BY id_criterio, tipo_criterio) e) AS por_excecao
      FROM avaliados`,
  );
  const porExcecao = typeof row.por_excecao === 'string' ? JSON.parse(row.por_excecao) : row.por_excecao;
  return { ...row, por_excecao: porExcecao };
}

export type EvaluatedRow = {
  id_contrato: number;
  codigo_erp: string;
  cliente: string;
  cpf: string;
  tipo: 'residencial' | 'empresarial';
  marcadores: string[];
  dias_atraso: number;
  faturas: number;
  valor_vencido: string;
  prevista: 'reduzir' | 'bloquear';
  promessa_ate: string | null;
  id_criterio: number | null;
  tipo_criterio: 'promessa_pagamento' | 'marcador' | 'tipo_contrato' | 'valor_abaixo' | null;
  criterio_tipo_contrato: 'residencial' | 'empresarial' | null;
  criterio_marcador: string | null;
  criterio_valor_limite: string | null;
};

const filterOf = (filtro: SimulationFilter): SQL => {
  switch (filtro) {
    case 'afetados':
      return sql`id_criterio IS NULL`;
    case 'reduzir':
      return sql`id_criterio IS NULL AND prevista = 'reduzir'`;
    case 'bloquear':
      return sql`id_criterio IS NULL AND prevista = 'bloquear'`;
    case 'excluidos':
      return sql`id_criterio IS NOT NULL`;
    case 'todos':
      return sql`true`;
  }
};

/** A page of the evaluated contracts, most overdue first, with the customer's name and CPF and the total. */
export async function simulationPage(
  db: Db,
  rule: RuleForSimulation,
  day: string,
  page: { filtro: SimulationFilter; limit: number; offset: number },
): Promise<{ total: number; rows: EvaluatedRow[] }> {
  const rows = await sqlRows<EvaluatedRow & { total: number }>(
    db,
    sql`WITH ${evaluatedContracts(rule, day)},
      pagina AS (
        SELECT a.*, count(*) OVER ()::int AS total FROM avaliados a
        WHERE ${filterOf(page.filtro)}
        ORDER BY a.dias_atraso DESC, a.id_contrato
        LIMIT ${page.limit} OFFSET ${page.offset}
      )
      SELECT pg.id_contrato, pg.codigo_erp, pe.nome_razaosocial AS cliente, pe.cpf, pg.tipo, pg.marcadores,
        pg.dias_atraso, pg.faturas, pg.valor_vencido::text AS valor_vencido, pg.prevista,
        to_char(pg.promessa_ate, 'YYYY-MM-DD') AS promessa_ate, pg.id_criterio, pg.tipo_criterio,
        pg.criterio_tipo_contrato, pg.criterio_marcador, pg.criterio_valor_limite::text AS criterio_valor_limite,
        pg.total
      FROM pagina pg JOIN relacionamento_dados_pessoas pe ON pe.id = pg.id_pessoa
      ORDER BY pg.dias_atraso DESC, pg.id_contrato`,
  );
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await sqlRows<{ total: number }>(
      db,
      sql`WITH ${evaluatedContracts(rule, day)} SELECT count(*)::int AS total FROM avaliados WHERE ${filterOf(page.filtro)}`,
    );
    return { total: count.total, rows: [] };
  }
  return { total: rows[0]?.total ?? 0, rows };
}

/** Every evaluated contract with its decision (the agreement test reads them all). */
export async function evaluatedAll(
  db: Db,
  rule: RuleForSimulation,
  day: string,
): Promise<
  { id_contrato: number; prevista: string; id_criterio: number | null; dias_atraso: number; valor_vencido: string }[]
> {
  return sqlRows(
    db,
    sql`WITH ${evaluatedContracts(rule, day)}
      SELECT id_contrato, prevista, id_criterio, dias_atraso, valor_vencido::text AS valor_vencido FROM avaliados ORDER BY id_contrato`,
  );
}

export async function insertSimulation(
  db: Db,
  values: typeof regraBloqueioSimulacao.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db.insert(regraBloqueioSimulacao).values(values).returning({ id: regraBloqueioSimulacao.id });
  return row;
}

export async function findSimulation(db: Db, id: number): Promise<SimulationRow | undefined> {
  const [row] = await db
    .select({ s: regraBloqueioSimulacao, usuario: usuario.nome })
    .from(regraBloqueioSimulacao)
    .leftJoin(usuario, eq(usuario.id, regraBloqueioSimulacao.id_usuario))
    .where(eq(regraBloqueioSimulacao.id, id))
    .limit(1);
  return row ? { ...row.s, usuario: row.usuario } : undefined;
}

export async function latestSimulation(db: Db, idRegra: number): Promise<SimulationRow | undefined> {
  const [row] = await db
    .select({ s: regraBloqueioSimulacao, usuario: usuario.nome })
    .from(regraBloqueioSimulacao)
    .leftJoin(usuario, eq(usuario.id, regraBloqueioSimulacao.id_usuario))
    .where(eq(regraBloqueioSimulacao.id_regra, idRegra))
    .orderBy(desc(regraBloqueioSimulacao.id))
    .limit(1);
  return row ? { ...row.s, usuario: row.usuario } : undefined;
}

export type ApplicationRow = typeof regraBloqueioAplicacao.$inferSelect;
export type ApplicationProgress = ApplicationRow & {
  usuario: string | null;
  acoes: number;
  enviadas: number;
  falhas: number;
  pendentes: number;
};

/** Records an application of a simulation; the same simulation applied again answers the existing one. */
export async function insertApplication(
  db: Db,
  values: typeof regraBloqueioAplicacao.$inferInsert,
): Promise<{ id: number; novo: boolean }> {
  const [row] = await db
    .insert(regraBloqueioAplicacao)
    .values(values)
    .onConflictDoNothing({ target: regraBloqueioAplicacao.id_simulacao })
    .returning({ id: regraBloqueioAplicacao.id });
  if (row) return { id: row.id, novo: true };
  const [existing] = await db
    .select({ id: regraBloqueioAplicacao.id })
    .from(regraBloqueioAplicacao)
    .where(eq(regraBloqueioAplicacao.id_simulacao, values.id_simulacao))
    .limit(1);
  return { id: existing.id, novo: false };
}

const progressColumns = sql`
  a.*, u.nome AS usuario,
  (SELECT count(*)::int FROM regra_bloqueio_acao x WHERE x.id_aplicacao = a.id) AS acoes,
  (SELECT count(*)::int FROM regra_bloqueio_acao x WHERE x.id_aplicacao = a.id AND x.envio = 'enviada') AS enviadas,
  (SELECT count(*)::int FROM regra_bloqueio_acao x WHERE x.id_aplicacao = a.id AND x.envio = 'falhou') AS falhas,
  (SELECT count(*)::int FROM regra_bloqueio_acao x WHERE x.id_aplicacao = a.id AND x.envio = 'pendente') AS pendentes`;

type RawProgress = Omit<ApplicationProgress, 'iniciada_em' | 'concluida_em' | 'created_at' | 'data_referencia'> & {
  data_referencia: string | Date;
  iniciada_em: string | Date | null;
  concluida_em: string | Date | null;
  created_at: string | Date;
};

const asProgress = (row: RawProgress): ApplicationProgress => ({
  ...row,
  data_referencia:
    row.data_referencia instanceof Date ? row.data_referencia.toISOString().slice(0, 10) : String(row.data_referencia),
  iniciada_em: row.iniciada_em === null ? null : new Date(row.iniciada_em),
  concluida_em: row.concluida_em === null ? null : new Date(row.concluida_em),
  created_at: new Date(row.created_at),
});

/** The rule's latest applications with their actions' counts. */
export async function applications(db: Db, idRegra: number, limit = 10): Promise<ApplicationProgress[]> {
  const rows = await sqlRows<RawProgress>(
    db,
    sql`SELECT ${progressColumns} FROM regra_bloqueio_aplicacao a LEFT JOIN rh_usuario u ON u.id = a.id_usuario
      WHERE a.id_regra = ${idRegra} ORDER BY a.id DESC LIMIT ${limit}`,
  );
  return rows.map(asProgress);
}

export async function application(db: Db, id: number): Promise<ApplicationProgress | undefined> {
  const [row] = await sqlRows<RawProgress>(
    db,
    sql`SELECT ${progressColumns} FROM regra_bloqueio_aplicacao a LEFT JOIN rh_usuario u ON u.id = a.id_usuario
      WHERE a.id = ${id}`,
  );
  return row ? asProgress(row) : undefined;
}

/**
 * Claims an application for this instance: only one claim succeeds, whatever the number of instances.
 * An application left `em_execucao` by an instance that stopped (started more than `staleMinutes` ago)
 * may be claimed again; its actions are idempotent.
 */
export async function claimApplication(
  db: Db,
  id: number,
  instancia: string,
  staleMinutes = 10,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(regraBloqueioAplicacao)
    .set({ status: 'em_execucao', instancia, iniciada_em: sql`now()` })
    .where(
      and(
        eq(regraBloqueioAplicacao.id, id),
        sql`(${regraBloqueioAplicacao.status} = 'pendente' OR (${regraBloqueioAplicacao.status} = 'em_execucao'
          AND ${regraBloqueioAplicacao.iniciada_em} < now() - make_interval(mins => ${staleMinutes}::int)))`,
      ),
    )
    .returning();
  return row;
}

/** Applications waiting or left by a stopped instance. */
export async function unfinishedApplications(db: Db): Promise<{ id: number }[]> {
  return db
    .select({ id: regraBloqueioAplicacao.id })
    .from(regraBloqueioAplicacao)
    .where(sql`${regraBloqueioAplicacao.status} IN ('pendente', 'em_execucao')`)
    .orderBy(regraBloqueioAplicacao.id)
    .limit(100);
}

export async function finishApplication(
  db: Db,
  id: number,
  outcome: { status: 'concluida' | 'falhou'; erro?: string | null },
): Promise<void> {
  await db
    .update(regraBloqueioAplicacao)
    .set({ status: outcome.status, erro: outcome.erro ?? null, concluida_em: sql`now()` })
    .where(eq(regraBloqueioAplicacao.id, id));
}

/**
 * Records one action per contract the rule acts on (unique per rule, contract and day: a contract
 * already acted on that day is skipped) and sets the connections of the new ones to reduced or blocked
 * (a blocked connection is not lowered to reduced). Answers how many actions it recorded.
 */
export async function recordActions(
  db: Db,
  rule: RuleForSimulation,
  app: { id: number; data_referencia: string },
): Promise<number> {
  const inserted = await sqlRows<{ id: number }>(
    db,
    sql`WITH ${evaluatedContracts(rule, app.data_referencia)}
      INSERT INTO regra_bloqueio_acao (id_regra, id_aplicacao, id_contrato, sistema, data_referencia, acao, dias_atraso, valor_vencido)
      SELECT ${rule.id}, ${app.id}, id_contrato, sistema, ${app.data_referencia}::date, prevista, dias_atraso, valor_vencido
      FROM avaliados WHERE id_criterio IS NULL
      ORDER BY id_contrato
      ON CONFLICT (id_regra, id_contrato, data_referencia) DO NOTHING
      RETURNING id`,
  );
  await db.execute(sql`
    UPDATE cliente_conexao c
    SET status = CASE a.acao WHEN 'bloquear' THEN 'bloqueado' ELSE 'reduzido' END
    FROM regra_bloqueio_acao a
    WHERE a.id_aplicacao = ${app.id} AND c.id_contrato = a.id_contrato
      AND NOT (c.status = 'bloqueado' AND a.acao = 'reduzir')
      AND c.status <> CASE a.acao WHEN 'bloquear' THEN 'bloqueado' ELSE 'reduzido' END`);
  return inserted.length;
}

export type PendingAction = {
  id: number;
  sistema: number;
  id_contrato: number;
  contrato: string;
  acao: 'reduzir' | 'bloquear';
  data_referencia: string;
  dias_atraso: number;
  valor_vencido: string;
  tentativas: number;
};

/**
 * Reserves up to `limit` actions not yet sent whose time has come (of one application, or any), for
 * `minutes`: another instance skips them meanwhile; a reservation that expires (a stopped instance)
 * frees them again.
 */
export async function reserveActions(
  db: Db,
  options: { aplicacao?: number; limit: number; minutes: number },
): Promise<PendingAction[]> {
  const only = options.aplicacao === undefined ? sql`true` : sql`a.id_aplicacao = ${options.aplicacao}`;
  return sqlRows<PendingAction>(
    db,
    sql`WITH escolhidas AS (
        SELECT a.id FROM regra_bloqueio_acao a
        WHERE a.envio <> 'enviada' AND a.proxima_tentativa <= now()
          AND (a.reservada_ate IS NULL OR a.reservada_ate < now()) AND ${only}
        ORDER BY a.proxima_tentativa, a.id
        LIMIT ${options.limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE regra_bloqueio_acao a SET reservada_ate = now() + make_interval(mins => ${options.minutes}::int)
      FROM escolhidas e, cliente_contrato k
      WHERE a.id = e.id AND k.id = a.id_contrato
      RETURNING a.id, a.sistema, a.id_contrato, k.codigo_erp AS contrato, a.acao,
        to_char(a.data_referencia, 'YYYY-MM-DD') AS data_referencia, a.dias_atraso,
        a.valor_vencido::text AS valor_vencido, a.tentativas`,
  );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(regraBloqueioAcao)
    .set({
      envio: 'enviada',
      enviada_em: sql`now()`,
      tentativas: sql`${regraBloqueioAcao.tentativas} + 1`,
      ultimo_erro: null,
      reservada_ate: null,
    })
    .where(eq(regraBloqueioAcao.id, id));
}

/** A failed send: kept, with the error, and tried again after `retrySeconds`. */
export async function markFailed(db: Db, id: number, erro: string, retrySeconds: number): Promise<void> {
  await db
    .update(regraBloqueioAcao)
    .set({
      envio: 'falhou',
      tentativas: sql`${regraBloqueioAcao.tentativas} + 1`,
      ultimo_erro: erro.slice(0, 500),
      proxima_tentativa: sql`now() + make_interval(secs => ${retrySeconds}::int)`,
      reservada_ate: null,
    })
    .where(eq(regraBloqueioAcao.id, id));
}
