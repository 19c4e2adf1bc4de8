import { CHANNELS, type DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { DeliveryOutcome, OutgoingDelivery } from './channels/channel';
import { type PendingDelivery, type RuleMessages } from './communication-dispatch.repository';
import * as repo from './communication-dispatch.repository';
import { type DispatchContext, MAX_ATTEMPTS, yieldToLoop } from './dispatch.context';
import { type DeliveryToSend, messageOf, refusalOf } from './delivery-message';

/**
 * The sending of pending deliveries of today, by any instance. A channel sent through a provider
 * sends one message at a time: each delivery reserved by a conditional update (so two instances never
 * send the same one), sent, and its outcome recorded before the next is reserved, so a sender that
 * dies repeats at most the one message it had under way. A channel stored in the outbox stores a
 * batch and marks it sent in one statement instead, which cannot repeat. Rows of earlier days are
 * never sent: they expire.
 */
export class DeliverySender {
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: DispatchContext) {}

  /**
   * Sends every pending delivery of `day` this instance can reserve, each channel on its own, until
   * none is left. Calls in one process run one after another.
   */
  drain(day = this.ctx.today()): Promise<void> {
    const run = this.draining
      .then(() => Promise.all(CHANNELS.map((canal) => this.drainChannel(day, canal))))
      .then(() => undefined);
    this.draining = run.catch(() => undefined);
    return run;
  }

  /** Pending rows of earlier days are never sent: they end as falhou 'expirada'. */
  expireEarlierDays(): Promise<number> {
    return repo.expirePendingBefore(this.ctx.db, this.ctx.today());
  }

  private async drainChannel(day: string, canal: DeliveryChannel): Promise<void> {
    const channel = this.ctx.options.channels[canal];
    const limit = this.ctx.options.sendBatch ?? (channel.transactional ? 500 : 100);
    let cursor = 0;
    // The rules of this drain, read once each (as they are when the drain starts to send them).
    const rulesSeen = new Map<number, RuleMessages | null>();
    for (;;) {
      if (!this.sending(day)) return;
      // In id order from where the last batch ended.
      const candidates = await repo.pendingDeliveries(this.ctx.db, { day, canal, after: cursor, limit });
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
    return !this.ctx.stopped() && this.ctx.today() === day;
  }

  /**
   * A channel stored in the outbox: the batch stored and marked sent in one statement, so none of it
   * is stored twice whatever happens to the process; what is not sent after all, recorded.
   */
  private async store(canal: DeliveryChannel, rows: DeliveryToSend[]): Promise<void> {
    const ready: OutgoingDelivery[] = [];
    const outcomes: DeliveryOutcome[] = [];
    for (const row of rows) {
      const refusal = refusalOf(row);
      if (refusal) outcomes.push({ id: row.id, status: 'falhou', reason: refusal });
      else ready.push({ id: row.id, ...messageOf(row) });
    }
    if (ready.length) outcomes.push(...(await this.ctx.options.channels[canal].send(ready)));
    await this.record(outcomes);
  }

  /**
   * A channel sent through a provider, one message at a time: each delivery reserved, sent, and what
   * became of it recorded before the next is sent. A sender that dies leaves at most one message
   * sent and not recorded (the one under way), which the next sender sends again.
   */
  private async sendEach(day: string, canal: DeliveryChannel, rows: DeliveryToSend[]): Promise<void> {
    const refused: DeliveryOutcome[] = [];
    const ready: DeliveryToSend[] = [];
    for (const row of rows) {
      const reason = refusalOf(row);
      if (reason) refused.push({ id: row.id, status: 'falhou', reason });
      else ready.push(row);
    }
    if (refused.length) await this.record(await this.reserve(refused));
    for (const row of ready) {
      if (!this.sending(day)) return;
      if ((await this.reserve([row])).length === 0) continue;
      await this.record(await this.ctx.options.channels[canal].send([{ id: row.id, ...messageOf(row) }]));
    }
  }

  /** Reserves those of `rows` still pending and free; answers the rows reserved here. */
  private async reserve<T extends { id: number }>(rows: T[]): Promise<T[]> {
    const held = await repo.reserve(
      this.ctx.db,
      rows.map((r) => r.id),
      this.ctx.options.leaseSeconds,
    );
    return rows.filter((r) => held.has(r.id));
  }

  /** What the messages need of the rules, read at sending time: the rule and its campaign as they are now. */
  private async withMessageData(
    batch: PendingDelivery[],
    canal: DeliveryChannel,
    rulesSeen: Map<number, RuleMessages | null>,
  ): Promise<DeliveryToSend[]> {
    const missing = [
      ...new Set(batch.map((b) => b.regra_id).filter((id): id is number => id !== null && !rulesSeen.has(id))),
    ];
    if (missing.length) {
      const rules = await repo.ruleMessages(this.ctx.db, canal, missing);
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

  /** Writes what became of each delivery (what the channel did not write itself). */
  private async record(outcomes: DeliveryOutcome[]): Promise<void> {
    const toWrite = outcomes.filter((o) => !(o.status === 'enviada' && o.recorded));
    if (toWrite.length) await repo.recordOutcomes(this.ctx.db, toWrite, MAX_ATTEMPTS);
  }
}
