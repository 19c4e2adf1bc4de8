import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { CHANNELS, type DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { dayAt } from '@intranet/shared/calendar/days';
import { dueSlotsOfToday, nextSlot, slotOf, type ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import { SHIFT_CODES, SHIFTS, type Shift } from '@intranet/shared/communication-scale/shifts';
import type { Database, Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import type { DeliveryOutcome, OutgoingDelivery, PlannedDelivery } from './channels/channel';
import type { ChannelSet } from './channels';
import { messageOf, type MessageSource } from './delivery-message';
import { DISPATCH_RULE_COLUMNS, type DispatchRule, recipientsQuery } from './recipients.query';
import { idArray, textArray } from './sql-arrays';

/** The job's name in agendamento_execucao; a slot's planning, once complete, is marked under PLANNED. */
export const TASK = 'regua-comunicacao';
export const PLANNED = 'regua-comunicacao:planejada';
/** A delivery the provider keeps putting off is given up after this many attempts. */
export const MAX_ATTEMPTS = 5;
/** Matching customers per planning statement, about. */
export const PLAN_BATCH = 1000;
/**
 * The embedded database runs each statement on the event loop's own thread, so a statement's length is
 * the loop's delay: half the window there keeps other calls answered within 100 ms during a shift.
 */
export const EMBEDDED_PLAN_BATCH = 500;

/** The planning window that suits a database. */
export const planBatchFor = (kind: Database['kind']) => (kind === 'pglite' ? EMBEDDED_PLAN_BATCH : PLAN_BATCH);

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
  /** Matching customers per planning statement (planBatchFor the database; tests make it small). */
  planBatch?: number;
  /**
   * Pending deliveries read per statement: 500 for a channel stored in the outbox (stored in one
   * statement), 100 for a provider (then sent one at a time).
   */
  sendBatch?: number;
};

export type SlotRun = { executado: boolean; janela: string; planejadas: number; enviadas: number; falhas: number };

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The communication-scale dispatcher. Each shift slot of a day is claimed by one instance
 * (`claimSlot`), which writes the slot's deliveries as pending rows (one per rule × customer ×
 * channel × day, the unique key making a second write a no-op), marks the planning complete, then
 * sends. Any instance sends pending rows of today, each reserved before it is sent by a conditional
 * update, so two instances never send the same one, and its outcome recorded before the next is sent,
 * so a sender that dies repeats at most the one message it had under way; a channel stored in the
 * outbox stores and marks a batch in one statement instead. Rows of earlier days are never sent: they
 * end as falhou 'expirada'. There is no catch-up of earlier days.
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
    // A slot of an earlier day (a timer that fired after midnight) is never run: no catch-up.
    if (slot.day < this.today() || !(await this.claim(slot))) return { executado: false, janela: slot.janela, planejadas: 0, enviadas: 0, falhas: 0 };
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
      const ranges = new Map<number, IdRange | null>();
      for (const rule of rules) {
        if (!ranges.has(rule.sistema)) ranges.set(rule.sistema, await this.idRange(rule.sistema));
        written += await this.planRule(rule, slot, ranges.get(rule.sistema) ?? null);
      }
      await claimSlot(this.db, { tarefa: PLANNED, janela: slot.janela, instancia: this.instance });
      return written;
    } finally {
      this.planning.delete(slot.janela);
    }
  }

  /**
   * One rule's deliveries of a slot, about a thousand matching customers per statement (windows of the
   * provider's ids), the event loop free in between. The next window is selected while this one's
   * messages are written: on PostgreSQL the two statements run on two connections of the pool.
   */
  private async planRule(rule: DispatchRule, slot: ShiftSlot, range: IdRange | null): Promise<number> {
    if (!range || !recipientsQuery(rule, slot.day)) return 0;
    const perBatch = this.options.planBatch ?? PLAN_BATCH;
    // A window of ids holding about perBatch matching customers (ids of several providers interleave,
    // and a rule of a date matches few of them).
    let span = perBatch;
    let after = range.first - 1;
    const nextWindow = () => {
      const upTo = after + span;
      const window = this.selectWindow(rule, slot, after, upTo);
      after = upTo;
      // Awaited in its turn; until then a failure must not surface as an unhandled rejection.
      window.catch(() => undefined);
      return window;
    };
    let written = 0;
    let current: Promise<PlanWindow> | null = nextWindow();
    while (current) {
      const window: PlanWindow = await current;
      // The next window: about perBatch matching customers (widening at most fourfold at a time over
      // sparse matches, up to 64 windows' worth of ids).
      span = Math.min(perBatch * 64, span * 4, Math.max(perBatch, Math.round((span * perBatch) / Math.max(window.seen, 1))));
      written += window.pending;
      current = after < range.last ? nextWindow() : null;
      await yieldToLoop();
      written += await this.writeSentNow(rule, slot, window);
    }
    return written;
  }

  /**
   * Selects one window of a rule's recipients. Channels stored in the outbox are answered to be
   * written already sent, with their messages; the others are written pending by this same
   * statement, for the drain, which reserves each before sending it. Past the slot's day or once
   * stopped, everything is left pending.
   */
  private async selectWindow(rule: DispatchRule, slot: ShiftSlot, after: number, upTo: number): Promise<PlanWindow> {
    const selection = recipientsQuery(rule, slot.day, { after, upTo })!;
    const sendNow = !this.stopped && this.today() === slot.day;
    const atOnce = CHANNELS.filter((canal) => rule[canal] && sendNow && this.options.channels[canal].planSent);
    const later = CHANNELS.filter((canal) => rule[canal] && !atOnce.includes(canal));
    const result = await sqlRows<{ seen: number; pending: number } & Partial<Recipient>>(
      this.db,
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
          LEFT JOIN (SELECT r.* FROM r WHERE ${atOnce.length > 0}) AS x ON true`,
    );
    return {
      seen: result[0]?.seen ?? 0,
      pending: result[0]?.pending ?? 0,
      atOnce,
      recipients: result.filter((row): row is typeof row & Recipient => row.id != null),
    };
  }

  /** Writes a window's deliveries of the channels that store their messages now, already sent. */
  private async writeSentNow(rule: DispatchRule, slot: ShiftSlot, { atOnce, recipients }: PlanWindow): Promise<number> {
    let written = 0;
    for (const canal of atOnce) {
      const deliveries = recipients.flatMap((r): PlannedDelivery[] => {
        const destino = r[canal];
        if (!destino) return [];
        const row = {
          canal,
          destino,
          nome_razaosocial: r.nome_razaosocial,
          codpessoa: r.codpessoa,
          cpf: r.cpf,
          provedor: rule.provedor,
          titulo_email: rule.titulo_email,
          mensagem_email: rule.mensagem_email,
          mensagem_sms: rule.mensagem_sms,
          template_whatsapp: rule.template_whatsapp,
          // The query selected active customers, unrestricted on this channel, of an active rule.
          regra_id: rule.id,
          regra_ativa: true,
          canal_ativo: true,
          cliente_ativo: true,
          permitido: true,
        };
        const refusal = refusalOf(row);
        return [refusal ? { cliente_id: r.id, destino, refusal } : { cliente_id: r.id, destino, message: messageOf(row) }];
      });
      if (!deliveries.length) continue;
      written += await this.options.channels[canal].planSent!({ regra_id: rule.id, campanha_id: rule.campanha_id, day: slot.day, shift: slot.shift, deliveries });
      await yieldToLoop();
    }
    return written;
  }

  /** The ids of a provider's customers: the first and the last (the ends of the (sistema, id) index). */
  private async idRange(sistema: number): Promise<IdRange | null> {
    const [range] = await sqlRows<{ first: number | null; last: number | null }>(
      this.db,
      sql`SELECT min(id) AS first, max(id) AS last FROM relacionamento_dados_pessoas WHERE sistema = ${sistema}`,
    );
    return range.first === null || range.last === null ? null : { first: range.first, last: range.last };
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
    const limit = this.options.sendBatch ?? (channel.transactional ? 500 : 100);
    let cursor = 0;
    // The rules of this drain, read once each (as they are when the drain starts to send them).
    const rulesSeen = new Map<number, RuleMessages | null>();
    for (;;) {
      if (!this.sending(day)) return;
      // Pending rows of the day and channel no one holds, in id order from where the last batch ended,
      // with their customer and the customer's restriction as they are now (looked up row by row).
      const candidates = await sqlRows<Candidate>(
        this.db,
        sql`SELECT e.id::int AS id, e.regra_id, e.destino, c.*
              FROM comunicacao_entrega e
              CROSS JOIN LATERAL (
                SELECT c.ativo AS cliente_ativo, c.nome_razaosocial, c.codpessoa, c.cpf, (SELECT emp.nome FROM rh_empresa emp WHERE emp.id = c.sistema) AS provedor,
                       coalesce((SELECT p.${sql.raw(canal)} FROM relacionamento_preferencias_cliente p WHERE p.sistema = c.sistema AND p.cod_cliente = c.codpessoa), true) AS permitido
                  FROM relacionamento_dados_pessoas c WHERE c.id = e.cliente_id OFFSET 0
              ) c
             WHERE e.status = 'pendente' AND e.data_envio = ${day}::date AND e.canal = ${canal} AND e.id > ${cursor}
               AND (e.reservado_ate IS NULL OR e.reservado_ate < now())
             ORDER BY e.id LIMIT ${limit}`,
      );
      if (candidates.length === 0) return;
      cursor = candidates[candidates.length - 1].id;
      const rows = await this.withMessageData(candidates, canal, rulesSeen);
      if (channel.transactional) await this.store(canal, rows);
      else await this.sendEach(day, canal, rows);
      await yieldToLoop();
    }
  }

  /** Past midnight the day's pending rows are no longer sent (they expire), nor once stopped. */
  private sending(day: string): boolean {
    return !this.stopped && this.today() === day;
  }

  /**
   * A channel stored in the outbox: the batch stored and marked sent in one statement, so none of it
   * is stored twice whatever happens to the process; what is not sent after all, recorded.
   */
  private async store(canal: DeliveryChannel, rows: ReservedRow[]): Promise<void> {
    const ready: OutgoingDelivery[] = [];
    const outcomes: DeliveryOutcome[] = [];
    for (const row of rows) {
      const refusal = refusalOf(row);
      if (refusal) outcomes.push({ id: row.id, status: 'falhou', reason: refusal });
      else ready.push({ id: row.id, ...messageOf(row) });
    }
    if (ready.length) outcomes.push(...(await this.options.channels[canal].send(ready)));
    await this.record(outcomes);
  }

  /**
   * A channel sent through a provider, one message at a time: each delivery reserved, sent, and what
   * became of it recorded before the next is sent. A sender that dies leaves at most one message
   * sent and not recorded (the one under way), which the next sender sends again.
   */
  private async sendEach(day: string, canal: DeliveryChannel, rows: ReservedRow[]): Promise<void> {
    const refused: DeliveryOutcome[] = [];
    const ready: ReservedRow[] = [];
    for (const row of rows) {
      const reason = refusalOf(row);
      if (reason) refused.push({ id: row.id, status: 'falhou', reason });
      else ready.push(row);
    }
    if (refused.length) await this.record(await this.reserve(refused));
    for (const row of ready) {
      if (!this.sending(day)) return;
      if ((await this.reserve([row])).length === 0) continue;
      await this.record(await this.options.channels[canal].send([{ id: row.id, ...messageOf(row) }]));
    }
  }

  /**
   * Reserves the candidates still pending and free: a conditional update, so that of two instances
   * reading the same rows only one reserves each. Answers the rows reserved here.
   */
  private async reserve<T extends { id: number }>(candidates: T[]): Promise<T[]> {
    const held = await sqlRows<{ id: number }>(
      this.db,
      sql`UPDATE comunicacao_entrega
             SET reservado_ate = now() + make_interval(secs => ${this.options.leaseSeconds}), tentativas = tentativas + 1
           WHERE id = ANY(${idArray(candidates.map((c) => c.id))}::bigint[]) AND status = 'pendente' AND (reservado_ate IS NULL OR reservado_ate < now())
       RETURNING id::int AS id`,
    );
    const ids = new Set(held.map((h) => h.id));
    return candidates.filter((c) => ids.has(c.id));
  }

  /** What the messages need of the rules, read at sending time: the rule and its campaign as they are now. */
  private async withMessageData(batch: Candidate[], canal: DeliveryChannel, rulesSeen: Map<number, RuleMessages | null>): Promise<ReservedRow[]> {
    const missing = [...new Set(batch.map((b) => b.regra_id).filter((id): id is number => id !== null && !rulesSeen.has(id)))];
    if (missing.length) {
      const rules = await sqlRows<RuleMessages>(
        this.db,
        sql`SELECT r.id, (r.ativo AND camp.ativo) AS ativa, r.${sql.raw(canal)} AS canal_ativo, r.titulo_email, r.mensagem_email, r.mensagem_sms, r.template_whatsapp
              FROM campanha_regras r JOIN campanha_comunicacao camp ON camp.id = r.campanha_id
             WHERE r.id = ANY(${idArray(missing)}::int[])`,
      );
      for (const id of missing) rulesSeen.set(id, rules.find((r) => r.id === id) ?? null);
    }
    return batch.map((b) => {
      const rule = b.regra_id === null ? null : rulesSeen.get(b.regra_id);
      return {
        id: b.id,
        canal,
        destino: b.destino,
        regra_id: rule ? rule.id : null,
        regra_ativa: rule?.ativa ?? null,
        canal_ativo: rule?.canal_ativo ?? null,
        cliente_ativo: b.cliente_ativo,
        permitido: b.permitido,
        nome_razaosocial: b.nome_razaosocial,
        codpessoa: b.codpessoa,
        cpf: b.cpf,
        provedor: b.provedor,
        titulo_email: rule?.titulo_email ?? null,
        mensagem_email: rule?.mensagem_email ?? null,
        mensagem_sms: rule?.mensagem_sms ?? null,
        template_whatsapp: rule?.template_whatsapp ?? null,
      };
    });
  }

  /** Writes what became of each delivery; a put-off one waits a minute, and fails after MAX_ATTEMPTS. */
  private async record(outcomes: DeliveryOutcome[]): Promise<void> {
    const toWrite = outcomes.filter((o) => !(o.status === 'enviada' && o.recorded));
    if (toWrite.length === 0) return;
    const reason = (o: DeliveryOutcome) => (o.status === 'enviada' ? null : o.reason.slice(0, 500));
    await this.db.execute(sql`UPDATE comunicacao_entrega e SET
        status = CASE WHEN v.status <> 'adiada' THEN v.status WHEN e.tentativas >= ${MAX_ATTEMPTS} THEN 'falhou' ELSE 'pendente' END,
        motivo = v.motivo,
        id_provedor = v.id_provedor,
        enviado_em = CASE WHEN v.status = 'enviada' THEN now() END,
        reservado_ate = CASE WHEN v.status = 'adiada' AND e.tentativas < ${MAX_ATTEMPTS} THEN now() + interval '1 minute' END
      FROM unnest(${idArray(toWrite.map((o) => o.id))}::bigint[], ${textArray(toWrite.map((o) => o.status))}::text[],
                  ${textArray(toWrite.map(reason))}::text[], ${textArray(toWrite.map((o) => (o.status === 'enviada' ? o.providerId : null)))}::text[])
           AS v(id, status, motivo, id_provedor)
      WHERE e.id = v.id AND e.id = ANY(${idArray(toWrite.map((o) => o.id))}::bigint[]) AND e.status = 'pendente'`);
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

  /** Stops the schedule and waits for the work under way (a message being sent is finished and recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.resumer) clearInterval(this.resumer);
    await Promise.all([...this.running]);
  }
}

type IdRange = { first: number; last: number };

/** A customer the recipients query selected: the address of each channel, or null. */
type Recipient = { id: number; codpessoa: string; nome_razaosocial: string; cpf: string } & Record<DeliveryChannel, string | null>;

/** One window of a rule's recipients, selected: pending deliveries written, the rest to be written sent. */
type PlanWindow = { seen: number; pending: number; atOnce: DeliveryChannel[]; recipients: Recipient[] };

type Candidate = {
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

type RuleMessages = {
  id: number;
  ativa: boolean;
  canal_ativo: boolean;
  titulo_email: string | null;
  mensagem_email: string | null;
  mensagem_sms: string | null;
  template_whatsapp: string | null;
};

type ReservedRow = MessageSource & {
  id: number;
  regra_id: number | null;
  regra_ativa: boolean | null;
  canal_ativo: boolean | null;
  permitido: boolean;
  cliente_ativo: boolean;
};

/** Why a reserved delivery is not sent after all: what changed since it was planned. */
function refusalOf(row: Omit<ReservedRow, 'id'>): string | null {
  if (row.regra_id === null) return 'regra excluída';
  if (!row.regra_ativa) return 'regra ou campanha desativada';
  if (!row.canal_ativo) return 'canal desativado na regra';
  if (!row.cliente_ativo) return 'cliente inativo';
  if (!row.permitido) return 'canal restrito pelo cliente';
  if (row.canal === 'whatsapp' && !row.template_whatsapp) return 'regra sem template de WhatsApp';
  return null;
}
