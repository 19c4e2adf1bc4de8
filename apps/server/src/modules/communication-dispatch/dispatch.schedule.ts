import { dueSlotsOfToday, nextSlot, type ShiftSlot } from '@intranet/shared/communication-dispatch/shift-clock';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import * as repo from './communication-dispatch.repository';
import { type DispatchContext, type SlotRun, TASK } from './dispatch.context';
import type { ShiftPlanner } from './dispatch.planning';
import type { DeliverySender } from './dispatch.sending';

/**
 * When the dispatcher works. Each shift slot of a day is claimed by one instance (`claimSlot`), which
 * plans it and then sends; at start-up, today's due slots no one ran are run once (never a slot of an
 * earlier day: there is no catch-up of earlier days), and periodically what is pending is resumed.
 */
export class DispatchSchedule {
  private timer: NodeJS.Timeout | null = null;
  private resumer: NodeJS.Timeout | null = null;
  private halted = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: DispatchContext,
    private readonly planner: ShiftPlanner,
    private readonly sender: DeliverySender,
  ) {}

  /** Once stopped, nothing more is sent (what is under way is finished and recorded). */
  get stopped(): boolean {
    return this.halted;
  }

  /** Runs a slot if this instance claims it: plans, then sends. `executado` false when it was already claimed. */
  async runSlot(slot: ShiftSlot): Promise<SlotRun> {
    // A slot of an earlier day (a timer that fired after midnight) is never run: no catch-up.
    if (slot.day < this.ctx.today() || !(await this.claim(slot)))
      return { executado: false, janela: slot.janela, planejadas: 0, enviadas: 0, falhas: 0 };
    return this.runClaimed(slot);
  }

  /** Claims a slot for this instance; false when any instance (or a click) already has it. */
  claim(slot: ShiftSlot): Promise<boolean> {
    return claimSlot(this.ctx.db, { tarefa: TASK, janela: slot.janela, instancia: this.ctx.instance });
  }

  /** Plans and sends a slot this instance claimed. */
  async runClaimed(slot: ShiftSlot, onPlanned?: (count: number) => void): Promise<SlotRun> {
    const { log } = this.ctx.options;
    log.info({ janela: slot.janela, instancia: this.ctx.instance }, 'régua de comunicação: turno iniciado');
    const planejadas = await this.planner.planSlot(slot);
    onPlanned?.(planejadas);
    await this.sender.drain(slot.day);
    const counts = await repo.slotCounts(this.ctx.db, slot);
    log.info({ janela: slot.janela, planejadas, ...counts }, 'régua de comunicação: turno concluído');
    return { executado: true, janela: slot.janela, planejadas, ...counts };
  }

  /** Expires earlier days, plans again what was interrupted, sends what is pending today. */
  async resume(): Promise<void> {
    await this.sender.expireEarlierDays();
    await this.planner.replanUnfinished();
    await this.sender.drain();
  }

  /**
   * Start-up: what an earlier process of the sole instance held is free; today's slots whose time has
   * come and that no one ran are run now, once (never a slot of an earlier day); then the resume.
   */
  async catchUpToday(): Promise<SlotRun[]> {
    if (this.ctx.options.soleInstance) await repo.releaseReservations(this.ctx.db);
    await this.sender.expireEarlierDays();
    const runs: SlotRun[] = [];
    for (const slot of dueSlotsOfToday(this.ctx.now())) runs.push(await this.runSlot(slot));
    await this.resume();
    return runs;
  }

  /** Starts the schedule: today's due slots now, then each next shift at its time, and the periodic resume. */
  start(): void {
    this.halted = false;
    this.track(this.catchUpToday());
    this.scheduleNext();
    const every = (this.ctx.options.resumeSeconds ?? 60) * 1000;
    this.resumer = setInterval(() => this.track(this.resume()), every);
    this.resumer.unref();
  }

  private scheduleNext(): void {
    if (this.halted) return;
    const slot = nextSlot(this.ctx.now());
    const delay = Math.max(0, slot.at.getTime() - this.ctx.now().getTime());
    this.timer = setTimeout(
      () => {
        this.track(this.runSlot(slot));
        this.scheduleNext();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
    this.timer.unref();
  }

  /** Work started outside the schedule (a click) that stop() waits for and whose failure is logged. */
  keep(work: Promise<unknown>): void {
    this.track(work);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((err: Error) => {
      if (!this.halted)
        this.ctx.options.log.error({ err: { message: err.message } }, 'régua de comunicação: falha no despacho');
    });
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /** Stops the schedule and waits for the work under way (a message being sent is finished and recorded). */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.resumer) clearInterval(this.resumer);
    await Promise.all([...this.running]);
  }
}
