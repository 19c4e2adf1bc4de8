import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dayAt } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { claimSlot } from './claim-slot';

/** A daily job as its timer and its tests drive it: `tick` runs the day's work at most once, `stop` waits for it. */
export type DailyJob = { tick: () => Promise<boolean>; stop: () => Promise<void> };

/**
 * A job run once per São Paulo day across every instance sharing the database: each instance looks
 * (`tick`) every few minutes, and the first to claim the day's slot (`agendamento_execucao`, task
 * `task`, window the day) runs `work` for that day and the instant it looked. `tick` answers whether
 * this instance ran it; tests drive it with their own clock and instance names.
 */
export function dailyJob(
  db: Db,
  task: string,
  work: (day: string, at: Date) => Promise<unknown>,
  options: { instance?: string; now?: () => Date } = {},
): DailyJob {
  const instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let lastDay: string | null = null;
  let running: Promise<unknown> | null = null;
  async function tick(): Promise<boolean> {
    const at = now();
    const day = dayAt(at);
    if (day === lastDay || stopped || running) return false;
    lastDay = day;
    if (!(await claimSlot(db, { tarefa: task, janela: day, instancia: instance }))) return false;
    const run = work(day, at);
    running = run.catch(() => undefined).finally(() => (running = null));
    await run;
    return true;
  }
  return {
    tick,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * Starts a daily job with the server, looking every `everyMs` (never in tests: they drive the job
 * themselves); a failed run is logged with `failure` and tried again the next day.
 */
export function startDailyJob(
  app: FastifyInstance,
  job: DailyJob,
  { everyMs, failure }: { everyMs: number; failure: string },
) {
  if (app.config.testing) return;
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void job.tick().catch((error: unknown) => app.log.error({ err: { message: (error as Error).message } }, failure));
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await job.stop();
  });
}
