import { CHANNELS, type DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { slotOf, type ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import { SHIFT_CODES, SHIFTS } from '@intranet/shared/communication-scale/shifts';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import type { PlannedDelivery } from './channels/channel';
import { type IdRange, type Recipient } from './communication-dispatch.repository';
import * as repo from './communication-dispatch.repository';
import { type DispatchContext, PLAN_BATCH, PLANNED, TASK, yieldToLoop } from './dispatch.context';
import { messageOf, refusalOf } from './delivery-message';
import { type DispatchRule, recipientsQuery } from './recipients.query';

/** One window of a rule's recipients, selected: pending deliveries written, the rest to be written sent. */
type PlanWindow = { seen: number; pending: number; atOnce: DeliveryChannel[]; recipients: Recipient[] };

/**
 * The planning of a slot: one delivery per rule × customer × channel × day, written idempotently (the
 * unique key making a second write a no-op), then the planning marked complete. Deliveries of a
 * channel stored in the outbox are written already sent, with their messages; the others pending, for
 * the sending.
 */
export class ShiftPlanner {
  /** Slots being planned by this instance, which a resume does not plan again meanwhile. */
  private readonly planning = new Set<string>();

  constructor(private readonly ctx: DispatchContext) {}

  /** Writes the slot's deliveries (idempotent) and marks its planning complete. Answers the rows written. */
  async planSlot(slot: ShiftSlot): Promise<number> {
    this.planning.add(slot.janela);
    try {
      const rules = await repo.shiftRules(this.ctx.db, slot.shift);
      let written = 0;
      const ranges = new Map<number, IdRange | null>();
      for (const rule of rules) {
        if (!ranges.has(rule.sistema)) ranges.set(rule.sistema, await repo.customerIdRange(this.ctx.db, rule.sistema));
        written += await this.planRule(rule, slot, ranges.get(rule.sistema) ?? null);
      }
      await claimSlot(this.ctx.db, { tarefa: PLANNED, janela: slot.janela, instancia: this.ctx.instance });
      return written;
    } finally {
      this.planning.delete(slot.janela);
    }
  }

  /**
   * Today's slots claimed but never marked planned — their planner died — planned again: at once by
   * the sole instance, else once the claim is older than the lease (planning again is harmless: the
   * unique key drops what exists).
   */
  async replanUnfinished(): Promise<number> {
    const today = this.ctx.today();
    const { soleInstance, leaseSeconds, log } = this.ctx.options;
    const slots = await repo.unplannedSlots(this.ctx.db, {
      task: TASK,
      plannedTask: PLANNED,
      today,
      olderThanSeconds: soleInstance ? null : leaseSeconds,
    });
    let count = 0;
    for (const janela of slots) {
      if (this.planning.has(janela)) continue;
      const shift = SHIFT_CODES.find((code) => janela === `${today}T${SHIFTS[code].time}`);
      if (!shift) continue;
      log.warn({ janela }, 'régua de comunicação: planejamento interrompido retomado');
      await this.planSlot(slotOf(today, shift));
      count++;
    }
    return count;
  }

  /**
   * One rule's deliveries of a slot, about a thousand matching customers per statement (windows of the
   * provider's ids), the event loop free in between. The next window is selected while this one's
   * messages are written: on PostgreSQL the two statements run on two connections of the pool.
   */
  private async planRule(rule: DispatchRule, slot: ShiftSlot, range: IdRange | null): Promise<number> {
    if (!range || !recipientsQuery(rule, slot.day)) return 0;
    const perBatch = this.ctx.options.planBatch ?? PLAN_BATCH;
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
      span = Math.min(
        perBatch * 64,
        span * 4,
        Math.max(perBatch, Math.round((span * perBatch) / Math.max(window.seen, 1))),
      );
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
   * statement, for the sending, which reserves each before sending it. Past the slot's day or once
   * stopped, everything is left pending.
   */
  private async selectWindow(rule: DispatchRule, slot: ShiftSlot, after: number, upTo: number): Promise<PlanWindow> {
    const selection = recipientsQuery(rule, slot.day, { after, upTo })!;
    const sendNow = !this.ctx.stopped() && this.ctx.today() === slot.day;
    const atOnce = CHANNELS.filter((canal) => rule[canal] && sendNow && this.ctx.options.channels[canal].planSent);
    const later = CHANNELS.filter((canal) => rule[canal] && !atOnce.includes(canal));
    const window = await repo.planWindow(this.ctx.db, {
      rule,
      slot,
      selection,
      later,
      answerRecipients: atOnce.length > 0,
    });
    return { ...window, atOnce };
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
        return [
          refusal ? { cliente_id: r.id, destino, refusal } : { cliente_id: r.id, destino, message: messageOf(row) },
        ];
      });
      if (!deliveries.length) continue;
      written += await this.ctx.options.channels[canal].planSent!({
        regra_id: rule.id,
        campanha_id: rule.campanha_id,
        day: slot.day,
        shift: slot.shift,
        deliveries,
      });
      await yieldToLoop();
    }
    return written;
  }
}
