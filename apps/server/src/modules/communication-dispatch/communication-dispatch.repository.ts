import { type SQL, sql } from 'drizzle-orm';
import type { DeliveriesBody, Delivery } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import type { DeliveryOutcome } from './channels/channel';
import { DISPATCH_RULE_COLUMNS, type DispatchRule, recipientsQuery } from './recipients.query';
import { idArray, textArray } from './sql-arrays';

type Filter = NonNullable<DeliveriesBody['filtro']> & { offset: number; limit: number };

/** The dispatcher's statements: the reads of its calls, and those of planning and sending a shift. */
export async function rule(db: Db, id: number): Promise<DispatchRule | null> {
  const [rule] = await sqlRows<DispatchRule>(
    db,
    sql`SELECT ${DISPATCH_RULE_COLUMNS} FROM campanha_regras r JOIN campanha_comunicacao c ON c.id = r.campanha_id WHERE r.id = ${id}`,
  );
  return rule ?? null;
}

export async function campaignExists(db: Db, id: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(db, sql`SELECT id FROM campanha_comunicacao WHERE id = ${id}`);
  return rows.length > 0;
}

/** "Quem recebe": counts per channel and the first customers by code, from the dispatcher's own selection. */
export async function recipients(db: Db, rule: DispatchRule, day: string, first: number) {
  const selection = recipientsQuery(rule, day);
  if (!selection) return { contagem: { email: 0, whatsapp: 0, sms: 0 }, total: 0, clientes: [] };
  const reached = sql`(email IS NOT NULL OR whatsapp IS NOT NULL OR sms IS NOT NULL)`;
  const [counts] = await sqlRows<Record<'email' | 'whatsapp' | 'sms' | 'total', string | number>>(
    db,
    sql`WITH r AS (${selection}) SELECT count(email) AS email, count(whatsapp) AS whatsapp, count(sms) AS sms, count(*) FILTER (WHERE ${reached}) AS total FROM r`,
  );
  const rows = await sqlRows<{
    id: number;
    codpessoa: string;
    nome_razaosocial: string;
    email: string | null;
    whatsapp: string | null;
    sms: string | null;
  }>(db, sql`WITH r AS (${selection}) SELECT * FROM r WHERE ${reached} ORDER BY codpessoa, id LIMIT ${first}`);
  return {
    contagem: { email: Number(counts.email), whatsapp: Number(counts.whatsapp), sms: Number(counts.sms) },
    total: Number(counts.total),
    clientes: rows.map((r) => ({
      id: r.id,
      codpessoa: r.codpessoa,
      nome_razaosocial: r.nome_razaosocial,
      canais: (['email', 'whatsapp', 'sms'] as const).filter((canal) => r[canal] !== null) as DeliveryChannel[],
    })),
  };
}

/** A campaign's deliveries: one page, the total, and the counts per day and channel, all under the filter. */
export async function deliveries(db: Db, campaignId: number, filter: Filter) {
  const where: SQL[] = [sql`e.campanha_id = ${campaignId}`];
  if (filter.de) where.push(sql`e.data_envio >= ${filter.de}::date`);
  if (filter.ate) where.push(sql`e.data_envio <= ${filter.ate}::date`);
  if (filter.canal) where.push(sql`e.canal = ${filter.canal}`);
  if (filter.status) where.push(sql`e.status = ${filter.status}`);
  if (filter.regra_id) where.push(sql`e.regra_id = ${filter.regra_id}`);
  const condition = sql.join(where, sql` AND `);
  const rows = await sqlRows<
    Omit<Delivery, 'id' | 'enviado_em'> & { id: string | number; enviado_em: string | Date | null }
  >(
    db,
    sql`SELECT e.id, to_char(e.data_envio, 'YYYY-MM-DD') AS data_envio, e.turno, e.regra_id, e.canal, c.codpessoa, c.nome_razaosocial AS cliente,
               e.destino, e.status, e.motivo, e.enviado_em
          FROM comunicacao_entrega e JOIN relacionamento_dados_pessoas c ON c.id = e.cliente_id
         WHERE ${condition}
         ORDER BY e.data_envio DESC, e.id
         LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const perDay = await sqlRows<{ data: string; canal: DeliveryChannel; quantidade: string | number }>(
    db,
    sql`SELECT to_char(e.data_envio, 'YYYY-MM-DD') AS data, e.canal, count(*) AS quantidade
          FROM comunicacao_entrega e WHERE ${condition}
         GROUP BY e.data_envio, e.canal ORDER BY e.data_envio DESC, e.canal`,
  );
  return {
    total: perDay.reduce((sum, r) => sum + Number(r.quantidade), 0),
    comunicacao_entrega: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      enviado_em: r.enviado_em === null ? null : new Date(r.enviado_em).toISOString(),
    })),
    por_dia: perDay.map((r) => ({ data: r.data, canal: r.canal, quantidade: Number(r.quantidade) })),
  };
}

/** The active rules of active campaigns of a shift that send on some channel. */
export function shiftRules(db: Db, shift: ShiftSlot['shift']): Promise<DispatchRule[]> {
  return sqlRows<DispatchRule>(
    db,
    sql`SELECT ${DISPATCH_RULE_COLUMNS} FROM campanha_regras r JOIN campanha_comunicacao c ON c.id = r.campanha_id
         WHERE r.ativo AND c.ativo AND r.turno = ${shift} AND (r.email OR r.whatsapp OR r.sms) ORDER BY r.id`,
  );
}

/** The ids of a provider's customers: the first and the last (the ends of the (sistema, id) index). */
export async function customerIdRange(db: Db, sistema: number): Promise<IdRange | null> {
  const [range] = await sqlRows<{ first: number | null; last: number | null }>(
    db,
    sql`SELECT min(id) AS first, max(id) AS last FROM relacionamento_dados_pessoas WHERE sistema = ${sistema}`,
  );
  return range.first === null || range.last === null ? null : { first: range.first, last: range.last };
}

/**
 * One window of a rule's recipients (`selection`): the deliveries of the channels `later` written
 * pending by this same statement (the unique key dropping those that exist), and the recipients
 * themselves answered when `answerRecipients`. Answers how many the window matched and wrote.
 */
export async function planWindow(
  db: Db,
  {
    rule,
    slot,
    selection,
    later,
    answerRecipients,
  }: { rule: DispatchRule; slot: ShiftSlot; selection: SQL; later: DeliveryChannel[]; answerRecipients: boolean },
): Promise<{ seen: number; pending: number; recipients: Recipient[] }> {
  const result = await sqlRows<{ seen: number; pending: number } & Partial<Recipient>>(
    db,
    sql`WITH r AS (${selection}),
      ins AS (
        INSERT INTO comunicacao_entrega (regra_id, campanha_id, cliente_id, canal, data_envio, turno, destino)
        SELECT ${rule.id}, ${rule.campanha_id}, r.id, ch.canal, ${slot.day}::date, ${slot.shift}, ch.destino
          FROM r CROSS JOIN LATERAL (VALUES ('email', r.email), ('whatsapp', r.whatsapp), ('sms', r.sms)) AS ch(canal, destino)
         WHERE ch.destino IS NOT NULL AND ch.canal = ANY(${textArray(later)}::text[])
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM r)::int AS seen, (SELECT count(*) FROM ins)::int AS pending, x.*
        FROM (SELECT 1) AS one
        LEFT JOIN (SELECT r.* FROM r WHERE ${answerRecipients}) AS x ON true`,
  );
  return {
    seen: result[0]?.seen ?? 0,
    pending: result[0]?.pending ?? 0,
    recipients: result.filter((row): row is typeof row & Recipient => row.id != null),
  };
}

/** Deliveries of a slot sent and failed so far. */
export async function slotCounts(db: Db, slot: ShiftSlot): Promise<{ enviadas: number; falhas: number }> {
  const [row] = await sqlRows<{ enviadas: string | number; falhas: string | number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'enviada') AS enviadas, count(*) FILTER (WHERE status = 'falhou') AS falhas
          FROM comunicacao_entrega WHERE data_envio = ${slot.day}::date AND turno = ${slot.shift}`,
  );
  return { enviadas: Number(row.enviadas), falhas: Number(row.falhas) };
}

/** Pending deliveries of days before `today` end as falhou 'expirada'. Answers how many. */
export async function expirePendingBefore(db: Db, today: string): Promise<number> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`UPDATE comunicacao_entrega SET status = 'falhou', motivo = 'expirada', reservado_ate = NULL
         WHERE status = 'pendente' AND data_envio < ${today}::date RETURNING id`,
  );
  return rows.length;
}

/**
 * Pending deliveries of a day and channel no one holds, in id order after `after`, with their
 * customer and the customer's restriction as they are now (looked up row by row).
 */
export function pendingDeliveries(
  db: Db,
  { day, canal, after, limit }: { day: string; canal: DeliveryChannel; after: number; limit: number },
): Promise<PendingDelivery[]> {
  return sqlRows<PendingDelivery>(
    db,
    sql`SELECT e.id::int AS id, e.regra_id, e.destino, c.*
          FROM comunicacao_entrega e
          CROSS JOIN LATERAL (
            SELECT c.ativo AS cliente_ativo, c.nome_razaosocial, c.codpessoa, c.cpf, (SELECT emp.nome FROM rh_empresa emp WHERE emp.id = c.sistema) AS provedor,
                   coalesce((SELECT p.${sql.raw(canal)} FROM relacionamento_preferencias_cliente p WHERE p.sistema = c.sistema AND p.cod_cliente = c.codpessoa), true) AS permitido
              FROM relacionamento_dados_pessoas c WHERE c.id = e.cliente_id OFFSET 0
          ) c
         WHERE e.status = 'pendente' AND e.data_envio = ${day}::date AND e.canal = ${canal} AND e.id > ${after}
           AND (e.reservado_ate IS NULL OR e.reservado_ate < now())
         ORDER BY e.id LIMIT ${limit}`,
  );
}

/**
 * Reserves the deliveries still pending and free for `leaseSeconds`, counting an attempt: a
 * conditional update, so that of two instances reading the same rows only one reserves each.
 * Answers the ids reserved here.
 */
export async function reserve(db: Db, ids: number[], leaseSeconds: number): Promise<Set<number>> {
  const held = await sqlRows<{ id: number }>(
    db,
    sql`UPDATE comunicacao_entrega
           SET reservado_ate = now() + make_interval(secs => ${leaseSeconds}), tentativas = tentativas + 1
         WHERE id = ANY(${idArray(ids)}::bigint[]) AND status = 'pendente' AND (reservado_ate IS NULL OR reservado_ate < now())
     RETURNING id::int AS id`,
  );
  return new Set(held.map((h) => h.id));
}

/** What the messages of a channel need of these rules: each rule and its campaign as they are now. */
export function ruleMessages(db: Db, canal: DeliveryChannel, ids: number[]): Promise<RuleMessages[]> {
  return sqlRows<RuleMessages>(
    db,
    sql`SELECT r.id, (r.ativo AND camp.ativo) AS ativa, r.${sql.raw(canal)} AS canal_ativo, r.titulo_email, r.mensagem_email, r.mensagem_sms, r.template_whatsapp
          FROM campanha_regras r JOIN campanha_comunicacao camp ON camp.id = r.campanha_id
         WHERE r.id = ANY(${idArray(ids)}::int[])`,
  );
}

/**
 * Writes what became of each delivery still pending; a put-off one waits a minute, and fails once
 * it was tried `maxAttempts` times.
 */
export async function recordOutcomes(db: Db, outcomes: DeliveryOutcome[], maxAttempts: number): Promise<void> {
  const reason = (o: DeliveryOutcome) => (o.status === 'enviada' ? null : o.reason.slice(0, 500));
  await db.execute(sql`UPDATE comunicacao_entrega e SET
      status = CASE WHEN v.status <> 'adiada' THEN v.status WHEN e.tentativas >= ${maxAttempts} THEN 'falhou' ELSE 'pendente' END,
      motivo = v.motivo,
      id_provedor = v.id_provedor,
      enviado_em = CASE WHEN v.status = 'enviada' THEN now() END,
      reservado_ate = CASE WHEN v.status = 'adiada' AND e.tentativas < ${maxAttempts} THEN now() + interval '1 minute' END
    FROM unnest(${idArray(outcomes.map((o) => o.id))}::bigint[], ${textArray(outcomes.map((o) => o.status))}::text[],
                ${textArray(outcomes.map(reason))}::text[], ${textArray(outcomes.map((o) => (o.status === 'enviada' ? o.providerId : null)))}::text[])
         AS v(id, status, motivo, id_provedor)
    WHERE e.id = v.id AND e.id = ANY(${idArray(outcomes.map((o) => o.id))}::bigint[]) AND e.status = 'pendente'`);
}

/**
 * Slots of `today` claimed under `task` and never marked complete under `plannedTask`; only those
 * claimed more than `olderThanSeconds` ago, when given.
 */
export async function unplannedSlots(
  db: Db,
  {
    task,
    plannedTask,
    today,
    olderThanSeconds,
  }: { task: string; plannedTask: string; today: string; olderThanSeconds: number | null },
): Promise<string[]> {
  const stale: SQL =
    olderThanSeconds === null ? sql`TRUE` : sql`a.created_at < now() - make_interval(secs => ${olderThanSeconds})`;
  const rows = await sqlRows<{ janela: string }>(
    db,
    sql`SELECT a.janela FROM agendamento_execucao a
         WHERE a.tarefa = ${task} AND a.janela LIKE ${`${today}T%`} AND ${stale}
           AND NOT EXISTS (SELECT 1 FROM agendamento_execucao b WHERE b.tarefa = ${plannedTask} AND b.janela = a.janela)`,
  );
  return rows.map((r) => r.janela);
}

/** Every reservation of a pending delivery let go (what a previous process of the sole instance held). */
export async function releaseReservations(db: Db): Promise<void> {
  await db.execute(
    sql`UPDATE comunicacao_entrega SET reservado_ate = NULL WHERE status = 'pendente' AND reservado_ate IS NOT NULL`,
  );
}

export type IdRange = { first: number; last: number };

/** A customer the recipients query selected: the address of each channel, or null. */
export type Recipient = { id: number; codpessoa: string; nome_razaosocial: string; cpf: string } & Record<
  DeliveryChannel,
  string | null
>;

/** A pending delivery with its customer as it is now. */
export type PendingDelivery = {
  id: number;
  regra_id: number | null;
  destino: string;
  cliente_ativo: boolean;
  nome_razaosocial: string;
  codpessoa: string;
  cpf: string;
  provedor: string | null;
  permitido: boolean;
};

/** A rule as its messages are made at sending time. */
export type RuleMessages = {
  id: number;
  ativa: boolean;
  canal_ativo: boolean;
  titulo_email: string | null;
  mensagem_email: string | null;
  mensagem_sms: string | null;
  template_whatsapp: string | null;
};
