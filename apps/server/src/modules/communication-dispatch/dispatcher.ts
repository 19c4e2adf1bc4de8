import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { dayAt } from '@intranet/shared/calendar/days';
import { slotOf, type ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import type { Shift } from '@intranet/shared/communication-scale/shifts';
import * as dispatchRepository from './communication-dispatch.repository';
import type { DispatchContext, DispatcherOptions, SlotRun } from './dispatch.context';
import { ShiftPlanner } from './dispatch.planning';
import { DispatchSchedule } from './dispatch.schedule';
import { DeliverySender } from './dispatch.sending';

export { EMBEDDED_PLAN_BATCH, MAX_ATTEMPTS, PLAN_BATCH, PLANNED, planBatchFor, TASK } from './dispatch.context';
export type { DispatcherOptions, SlotRun } from './dispatch.context';

/**
 * The communication-scale dispatcher, one per instance: its schedule (`dispatch.schedule.ts`: which
 * slot runs when, claimed by one instance), the planning of a slot (`dispatch.planning.ts`: one
 * delivery per rule × customer × channel × day, the unique key making a second write a no-op) and the
 * sending (`dispatch.sending.ts`: by any instance, a provider's messages one at a time, each reserved,
 * sent and recorded, so a sender that dies repeats at most the one message it had under way; the
 * outbox a batch per statement). Their statements are in `communication-dispatch.repository.ts`.
 */
export class Dispatcher {
  readonly instance: string;
  private readonly ctx: DispatchContext;
  private readonly planner: ShiftPlanner;
  private readonly sender: DeliverySender;
  private readonly schedule: DispatchSchedule;

  constructor(options: DispatcherOptions) {
    const now = options.now ?? (() => new Date());
    this.instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.ctx = {
      options,
      db: options.db,
      instance: this.instance,
      now,
      today: () => dayAt(now()),
      stopped: () => this.schedule.stopped,
    };
    this.planner = new ShiftPlanner(this.ctx);
    this.sender = new DeliverySender(this.ctx);
    this.schedule = new DispatchSchedule(this.ctx, this.planner, this.sender);
  }

  today(): string {
    return this.ctx.today();
  }

  /** The slot of a shift today. */
  slotToday(shift: Shift): ShiftSlot {
    return slotOf(this.today(), shift);
  }

  /** Runs a slot if this instance claims it: plans, then sends. `executado` false when it was already claimed. */
  runSlot(slot: ShiftSlot): Promise<SlotRun> {
    return this.schedule.runSlot(slot);
  }

  /** Claims a slot for this instance; false when any instance (or a click) already has it. */
  claim(slot: ShiftSlot): Promise<boolean> {
    return this.schedule.claim(slot);
  }

  /** Plans and sends a slot this instance claimed. */
  runClaimed(slot: ShiftSlot, onPlanned?: (count: number) => void): Promise<SlotRun> {
    return this.schedule.runClaimed(slot, onPlanned);
  }

  /** Writes the slot's deliveries (idempotent) and marks its planning complete. Answers the rows written. */
  planSlot(slot: ShiftSlot): Promise<number> {
    return this.planner.planSlot(slot);
  }

  /** Today's slots whose planner died, planned again. */
  replanUnfinished(): Promise<number> {
    return this.planner.replanUnfinished();
  }

  /** Sends every pending delivery of `day` this instance can reserve. */
  drain(day = this.today()): Promise<void> {
    return this.sender.drain(day);
  }

  /** Pending rows of earlier days are never sent: they end as falhou 'expirada'. */
  expireEarlierDays(): Promise<number> {
    return this.sender.expireEarlierDays();
  }

  /** Deliveries of a slot sent and failed so far. */
  slotCounts(slot: ShiftSlot): Promise<{ enviadas: number; falhas: number }> {
    return dispatchRepository.slotCounts(this.ctx.db, slot);
  }

  /** Expires earlier days, plans again what was interrupted, sends what is pending today. */
  resume(): Promise<void> {
    return this.schedule.resume();
  }

  /** Start-up: today's due slots that no one ran, run now; then the resume. */
  catchUpToday(): Promise<SlotRun[]> {
    return this.schedule.catchUpToday();
  }

  /** Starts the schedule: today's due slots now, then each next shift at its time, and the periodic resume. */
  start(): void {
    this.schedule.start();
  }

  /** Work started outside the schedule (a click) that stop() waits for and whose failure is logged. */
  keep(work: Promise<unknown>): void {
    this.schedule.keep(work);
  }

  /** Stops the schedule and waits for the work under way (a message being sent is finished and recorded). */
  stop(): Promise<void> {
    return this.schedule.stop();
  }
}
