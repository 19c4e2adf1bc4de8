import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { CHANNELS, type DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { dayAt, dueSlotsOfToday, nextSlot, slotOf, type ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import { SHIFT_CODES, SHIFTS, type Shift } from '@intranet/shared/communication-scale/shifts';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import type { DeliveryOutcome, OutgoingDelivery } from './channels/channel';
import type { ChannelSet } from './channels';
import { messageOf, type MessageSource } from './delivery-message';
import { DISPATCH_RULE_COLUMNS, type DispatchRule, recipientsQuery } from './recipients.query';

/** The job's name in agendamento_execucao; a slot's planning, once complete, is marked under PLANNED. */
export const TASK = 'regua-comunicacao';
export const PLANNED = 'regua-comunicacao:planejada';
/** A delivery the provider keeps putting off is given up after this many attempts. */
export const MAX_ATTEMPTS = 5;
/** Customers per planning statement. */
export const PLAN_BATCH = 1000;

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export type DispatcherOptions = {
  db: Db;
  channels: ChannelSet;
  log: Log;
  /** How long a slot's planning or a delivery being sent is held before another instance may take it over. */
  leaseSeconds: number;
  /** How often pending deliveries of today are resumed (scheduler only). */
  resumeSeconds?: number;
  /** The only dispatcher on this database (the embedded one): what a previous process held is free at start-up. */
  soleInstance?: boolean;
  now?: () => Date;
  instance?: string;
  planBatch?: number;
  /** Deliveries claimed at once for a channel stored in the outbox, and for a rate-limited provider. */
  sendBatch?: number;
};

export type SlotRun = { executado: boolean; janela: string; planejadas: number; enviadas: number; falhas: number };

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The communication-scale dispatcher. Each shift slot of a day is claimed by one instance
 * (`claimSlot`), which writes the slot's deliveries as pending rows (one per rule × customer ×
 * channel × day, the unique key making a second write a no-op), marks the planning complete, then
 * sends. Any instance sends pending rows of today, each reserved before it is sent (a conditional
 * update, FOR UPDATE SKIP LOCKED), so two instances never send the same one. Rows of earlier days are
 * never sent: they end as falhou 'expirada'. There is no catch-up of earlier days.
 */
export class Dispatcher {
  readonly instance: string;
  private readonly db: Db;
  private readonly now: () => Date;
  private draining: Promise<void> = Promise.resolve();
  private readonly planning = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private resumer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running = new Set<Promise<unknown>>();

  constructor(private readonly options: DispatcherOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  }

  today(): string {
    return dayAt(this.now());
  }

  /** Runs a slot if this instance claims it: plans, then sends. `executado` false when it was already claimed. */
  async runSlot(slot: ShiftSlot): Promise<SlotRun> {
    if (!(await this.claim(slot))) return { executado: false, janela: slot.janela, planejadas: 0, enviadas: 0, falhas: 0 };
    return this.runClaimed(slot);
  }

  /** Claims a slot for this instance; false when any instance (or a click) already has it. */
  claim(slot: ShiftSlot): Promise<boolean> {
    return claimSlot(this.db, { tarefa: TASK, janela: slot.janela, instancia: this.instance });
  }

  /** Plans and sends a slot this instance claimed. */
  async runClaimed(slot: ShiftSlot, onPlanned?: (count: number) => void): Promise<SlotRun> {
    this.options.log.info({ janela: slot.janela, instancia: this.instance }, 'régua de comunicação: turno iniciado');
    const planejadas = await this.planSlot(slot);
    onPlanned?.(planejadas);
    await this.drain(slot.day);
    const counts = await this.slotCounts(slot);
    this.options.log.info({ janela: slot.janela, planejadas, ...counts }, 'régua de comunicação: turno concluído');
    return { executado: true, janela: slot.janela, planejadas, ...counts };
  }

  /** The slot of a shift today. */
  slotToday(shift: Shift): ShiftSlot {
    return slotOf(this.today(), shift);
  }

  /** Writes the slot's deliveries (idempotent) and marks its planning complete. Answers the rows written. */
  async planSlot(slot: ShiftSlot): Promise<number> {
    this.planning.add(slot.janela);
    try {
      const rules = await sqlRows<DispatchRule>(
        this.db,
        sql`SELECT ${DISPATCH_RULE_COLUMNS} FROM campanha_regras r JOIN campanha_comunicacao c ON c.id = r.campanha_id
             WHERE r.ativo AND c.ativo AND r.turno = ${slot.shift} AND (r.email OR r.whatsapp OR r.sms) ORDER BY r.id`,
      );
      let written = 0;
      for (const rule of rules) written += await this.planRule(rule, slot);
      await claimSlot(this.db, { tarefa: PLANNED, janela: slot.janela, instancia: this.instance });
      return written;
    } finally {
      this.planning.delete(slot.janela);
    }
  }

  /** One rule's deliveries of a slot, a thousand customers per statement, the event loop free in between. */
  private async planRule(rule: DispatchRule, slot: ShiftSlot): Promise<number> {
    let afterId = 0;
    let written = 0;
    const limit = this.options.planBatch ?? PLAN_BATCH;
    for (;;) {
      const selection = recipientsQuery(rule, slot.day, { afterId, limit });
      if (!selection) return 0;
      const [row] = await sqlRows<{ last_id: number | null; written: number | string }>(
        this.db,
        sql`WITH r AS (${selection}),
          ins AS (
            INSERT INTO comunicacao_entrega (regra_id, campanha_id, cliente_id, canal, data_envio, turno, destino)
            SELECT ${rule.id}, ${rule.campanha_id}, r.id, ch.canal, ${slot.day}::date, ${slot.shift}, ch.destino
              FROM r CROSS JOIN LATERAL (VALUES ('email', r.email), ('whatsapp', r.whatsapp), ('sms', r.sms)) AS ch(canal, destino)
             WHERE ch.destino IS NOT NULL
            ON CONFLICT DO NOTHING
            RETURNING 1
          )
          SELECT (SELECT max(id) FROM r) AS last_id, (SELECT count(*) FROM ins) AS written`,
      );
      written += Number(row.written);
      if (row.last_id === null) return written;
      afterId = Number(row.last_id);
      await yieldToLoop();
    }
  }

  /** Deliveries of a slot sent and failed so far. */
  async slotCounts(slot: ShiftSlot): Promise<{ enviadas: number; falhas: number }> {
    const [row] = await sqlRows<{ enviadas: string | number; falhas: string | number }>(
      this.db,
      sql`SELECT count(*) FILTER (WHERE status = 'enviada') AS enviadas, count(*) FILTER (WHERE status = 'falhou') AS falhas
            FROM comunicacao_entrega WHERE data_envio = ${slot.day}::date AND turno = ${slot.shift}`,
    );
    return { enviadas: Number(row.enviadas), falhas: Number(row.falhas) };
  }

  /** Pending rows of earlier days are never sent: they end as falhou 'expirada'. */
  async expireEarlierDays(): Promise<number> {
    const rows = await sqlRows<{ id: number }>(
      this.db,
      sql`UPDATE comunicacao_entrega SET status = 'falhou', motivo = 'expirada', reservado_ate = NULL
           WHERE status = 'pendente' AND data_envio < ${this.today()}::date RETURNING id`,
    );
    return rows.length;
  }

  /**
   * Sends every pending delivery of `day` this instance can reserve, each channel on its own, until
   * none is left. Calls in one process run one after another.
   */
  drain(day = this.today()): Promise<void> {
    const run = this.draining.then(() => Promise.all(CHANNELS.map((canal) => this.drainChannel(day, canal)))).then(() => undefined);
    this.draining = run.catch(() => undefined);
    return run;
  }

  private async drainChannel(day: string, canal: DeliveryChannel): Promise<void> {
    const channel = this.options.channels[canal];
    const limit = this.options.sendBatch ?? (channel.provider.startsWith('outbox') ? 1000 : 100);
    for (;;) {
      if (this.stopped) return;
      const batch = await this.reserve(day, canal, limit);
      if (batch.length === 0) return;
      const ready: OutgoingDelivery[] = [];
      const outcomes: DeliveryOutcome[] = [];
      for (const row of batch) {
        const refusal = refusalOf(row);
        if (refusal) outcomes.push({ id: row.id, status: 'falhou', reason: refusal });
        else ready.push(messageOf(row));
      }
      if (ready.length) outcomes.push(...(await channel.send(ready)));
      await this.record(outcomes);
      await yieldToLoop();
    }
  }

  /**
   * Reserves up to `limit` pending deliveries of a day and channel no one holds (or whose holder's
   * reservation ran out), with what their messages need, read at sending time: the rule and campaign
   * as they are now, the customer's restrictions as they are now.
   */
  private async reserve(day: string, canal: DeliveryChannel, limit: number): Promise<ReservedRow[]> {
    return sqlRows<ReservedRow>(
      this.db,
      sql`WITH picked AS (
            SELECT id FROM comunicacao_entrega
             WHERE status = 'pendente' AND data_envio = ${day}::date AND canal = ${canal} AND (reservado_ate IS NULL OR reservado_ate < now())
             ORDER BY id LIMIT ${limit}
             FOR UPDATE SKIP LOCKED
          ),
          held AS (
            UPDATE comunicacao_entrega e
               SET reservado_ate = now() + make_interval(secs => ${this.options.leaseSeconds}), tentativas = e.tentativas + 1
              FROM picked WHERE e.id = picked.id
         RETURNING e.id, e.canal, e.destino, e.regra_id, e.cliente_id, e.tentativas
          )
          SELECT h.id::int AS id, h.canal, h.destino, h.tentativas,
                 r.id AS regra_id, (r.ativo AND camp.ativo) AS regra_ativa,
                 CASE h.canal WHEN 'email' THEN r.email WHEN 'whatsapp' THEN r.whatsapp ELSE r.sms END AS canal_ativo,
                 CASE h.canal WHEN 'email' THEN coalesce(p.email, true) WHEN 'whatsapp' THEN coalesce(p.whatsapp, true) ELSE coalesce(p.sms, true) END AS permitido,
                 c.ativo AS cliente_ativo, c.nome_razaosocial, c.codpessoa, c.cpf, emp.nome AS provedor,
                 r.titulo_email, r.mensagem_email, r.mensagem_sms, r.template_whatsapp
            FROM held h
            JOIN relacionamento_dados_pessoas c ON c.id = h.cliente_id
            LEFT JOIN campanha_regras r ON r.id = h.regra_id
            LEFT JOIN campanha_comunicacao camp ON camp.id = r.campanha_id
            LEFT JOIN rh_empresa emp ON emp.id = c.sistema
            LEFT JOIN relacionamento_preferencias_cliente p ON p.sistema = c.sistema AND p.cod_cliente = c.codpessoa
           ORDER BY h.id`,
    );
  }

  /** Writes what became of each delivery; a put-off one waits a minute, and fails after MAX_ATTEMPTS. */
  private async record(outcomes: DeliveryOutcome[]): Promise<void> {
    const toWrite = outcomes.filter((o) => !(o.status === 'enviada' && o.recorded));
    if (toWrite.length === 0) return;
    const values = sql.join(
      toWrite.map((o) => {
        const reason = o.status === 'enviada' ? null : o.reason.slice(0, 500);
        const provider = o.status === 'enviada' ? o.providerId : null;
        return sql`(${o.id}::bigint, ${o.status}::text, ${reason}::text, ${provider}::text)`;
      }),
      sql`, `,
    );
    await this.db.execute(sql`UPDATE comunicacao_entrega e SET
        status = CASE WHEN v.status <> 'adiada' THEN v.status WHEN e.tentativas >= ${MAX_ATTEMPTS} THEN 'falhou' ELSE 'pendente' END,
        motivo = v.motivo,
        id_provedor = v.id_provedor,
        enviado_em = CASE WHEN v.status = 'enviada' THEN now() END,
        reservado_ate = CASE WHEN v.status = 'adiada' AND e.tentativas < ${MAX_ATTEMPTS} THEN now() + interval '1 minute' END
      FROM (VALUES ${values}) AS v(id, status, motivo, id_provedor)
      WHERE e.id = v.id AND e.status = 'pendente'`);
  }

  /**
   * Today's slots claimed but never marked planned — their planner died — planned again: at once by
   * the sole instance, else once the claim is older than the lease (planning again is harmless: the
   * unique key drops what exists).
   */
  async replanUnfinished(): Promise<number> {
    const today = this.today();
    const stale: SQL = this.options.soleInstance ? sql`TRUE` : sql`a.created_at < now() - make_interval(secs => ${this.options.leaseSeconds})`;
    const slots = await sqlRows<{ janela: string }>(
      this.db,
      sql`SELECT a.janela FROM agendamento_execucao a
           WHERE a.tarefa = ${TASK} AND a.janela LIKE ${`${today}T%`} AND ${stale}
             AND NOT EXISTS (SELECT 1 FROM agendamento_execucao b WHERE b.tarefa = ${PLANNED} AND b.janela = a.janela)`,
    );
    let count = 0;
    for (const { janela } of slots) {
      if (this.planning.has(janela)) continue;
      const shift = SHIFT_CODES.find((code) => janela === `${today}T${SHIFTS[code].time}`);
      if (!shift) continue;
      const slot = slotOf(today, shift);
      this.options.log.warn({ janela }, 'régua de comunicação: planejamento interrompido retomado');
      await this.planSlot(slot);
      count++;
    }
    return count;
  }

  /** Expires earlier days, plans again what was interrupted, sends what is pending today. */
  async resume(): Promise<void> {
    await this.expireEarlierDays();
    await this.replanUnfinished();
    await this.drain();
  }

  /**
   * Start-up: what an earlier process of the sole instance held is free; today's slots whose time has
   * come and that no one ran are run now, once (never a slot of an earlier day); then the resume.
   */
  async catchUpToday(): Promise<SlotRun[]> {
    if (this.options.soleInstance) {
      await this.db.execute(sql`UPDATE comunicacao_entrega SET reservado_ate = NULL WHERE status = 'pendente' AND reservado_ate IS NOT NULL`);
    }
    await this.expireEarlierDays();
    const runs: SlotRun[] = [];
    for (const slot of dueSlotsOfToday(this.now())) runs.push(await this.runSlot(slot));
    await this.resume();
    return runs;
  }

  /** Starts the schedule: today's due slots now, then each next shift at its time, and the periodic resume. */
  start(): void {
    this.stopped = false;
    this.track(this.catchUpToday());
    this.scheduleNext();
    const every = (this.options.resumeSeconds ?? 60) * 1000;
    this.resumer = setInterval(() => this.track(this.resume()), every);
    this.resumer.unref();
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    const slot = nextSlot(this.now());
    const delay = Math.max(0, slot.at.getTime() - this.now().getTime());
    this.timer = setTimeout(() => {
      this.track(this.runSlot(slot));
      this.scheduleNext();
    }, Math.min(delay, 2 ** 31 - 1));
    this.timer.unref();
  }

  /** Work started outside the schedule (a click) that stop() waits for and whose failure is logged. */
  keep(work: Promise<unknown>): void {
    this.track(work);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((err: Error) => {
      if (!this.stopped) this.options.log.error({ err: { message: err.message } }, 'régua de comunicação: falha no despacho');
    });
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /** Stops the schedule and waits for the work under way (a batch being sent is finished and recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.resumer) clearInterval(this.resumer);
    await Promise.all([...this.running]);
  }
}

type ReservedRow = MessageSource & {
  tentativas: number;
  regra_id: number | null;
  regra_ativa: boolean | null;
  canal_ativo: boolean | null;
  permitido: boolean;
  cliente_ativo: boolean;
};

/** Why a reserved delivery is not sent after all: what changed since it was planned. */
function refusalOf(row: ReservedRow): string | null {
  if (row.regra_id === null) return 'regra excluída';
  if (!row.regra_ativa) return 'regra ou campanha desativada';
  if (!row.canal_ativo) return 'canal desativado na regra';
  if (!row.cliente_ativo) return 'cliente inativo';
  if (!row.permitido) return 'canal restrito pelo cliente';
  if (row.canal === 'whatsapp' && !row.template_whatsapp) return 'regra sem template de WhatsApp';
  return null;
}
