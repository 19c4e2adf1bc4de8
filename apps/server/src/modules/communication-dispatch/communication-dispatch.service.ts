import { COMMUNICATION_DISPATCH_MSG as MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import type {
  DeliveriesResponse,
  RecipientsResponse,
  RunShiftResponse,
} from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { Shift } from '@intranet/shared/communication-scale/shifts';
import type { OpContext } from '../../platform/http/routes';
import { notFound } from '../../platform/http/errors';
import * as dispatchRepository from './communication-dispatch.repository';
import type { Dispatcher } from './dispatcher';

/** How many customers "Quem recebe" lists. */
export const RECIPIENTS_SHOWN = 20;

/** Whom a rule would send to on a day, after restrictions; nothing is written. */
export async function previewRecipients(ctx: OpContext, ruleId: number, day: string): Promise<RecipientsResponse> {
  const rule = await dispatchRepository.rule(ctx.db, ruleId);
  if (!rule) throw notFound(MSG.ruleNotFound);
  return { data: day, ...(await dispatchRepository.recipients(ctx.db, rule, day, RECIPIENTS_SHOWN)) };
}

export async function listDeliveries(
  ctx: OpContext,
  campaignId: number,
  filter: Parameters<typeof dispatchRepository.deliveries>[2],
): Promise<DeliveriesResponse> {
  if (!(await dispatchRepository.campaignExists(ctx.db, campaignId))) throw notFound(MSG.campaignNotFound);
  return dispatchRepository.deliveries(ctx.db, campaignId, filter);
}

/**
 * "Executar turno agora": today's slot of the shift, planned and sent now, also when the schedule (or
 * another click) already ran it: a rule saved since then is sent, and what was already sent is not,
 * by the deliveries' unique key. `executado` says whether this click was the slot's first run.
 * Answers once the slot is sent, or after `waitMs` with the counts so far while the sending goes on.
 */
export async function runShiftNow(dispatcher: Dispatcher, shift: Shift, waitMs: number): Promise<RunShiftResponse> {
  const slot = dispatcher.slotToday(shift);
  const first = await dispatcher.claim(slot);
  let planned = 0;
  const run = dispatcher.runClaimed(slot, (count) => (planned = count));
  dispatcher.keep(run);
  const finished = await Promise.race([
    run,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs).unref()),
  ]);
  if (finished) return { ...finished, executado: first };
  return { executado: first, janela: slot.janela, planejadas: planned, ...(await dispatcher.slotCounts(slot)) };
}
