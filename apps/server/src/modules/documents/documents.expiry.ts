import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dayAt } from '@intranet/shared/calendar/days';
import { DOCUMENTS_MSG as MSG } from '@intranet/shared/documents/documents.messages';
import { formatDate } from '@intranet/shared/format/dates';
import { type Db, inTransaction } from '../../db/client';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import { notificationsPublic } from '../notifications/notifications.public';
import * as repo from './documents.repository';

/** The daily job's name in agendamento_execucao; its slot is São Paulo's day. */
export const EXPIRY_TASK = 'documentos-alerta-validade';
/** Documents warned per batch (each batch a few short transactions, then the next). */
const BATCH = 200;

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Sends the expiry warnings due on `today`: each document whose window has opened
 * (`data_validade - dias_alerta <= today`) and whose warning for its current expiry date has not gone
 * out notifies, live, the HR managers and the employee (when the category is visible to them), once:
 * the document is marked (`alerta_enviado_em`) in the same transaction as its notifications, and only
 * if nobody marked it or changed its date meanwhile. Answers how many documents were warned.
 */
export async function sendExpiryWarnings(db: Db, { today, now = new Date() }: { today: string; now?: Date }) {
  const managers = await repo.hrManagerIds(db);
  let warned = 0;
  for (;;) {
    const due = await repo.dueWarnings(db, today, BATCH);
    let sentNow = 0;
    for (const doc of due) {
      const sent = await inTransaction(db, async (tx) => {
        // Another instance, or an edit of the date, came first: nothing is sent for this reading.
        if (!(await repo.markWarned(tx, doc.id, doc.data_validade, now))) return false;
        const validade = formatDate(doc.data_validade);
        const expired = doc.data_validade < today;
        const data = { modulo: 'documento', id_documento: doc.id, data_validade: doc.data_validade };
        const hr = managers.filter((id) => id !== doc.id_usuario);
        if (hr.length)
          await notificationsPublic.notify(tx, hr, {
            ...data,
            msg: expired
              ? MSG.expiredHr(doc.titulo, doc.usuario_nome, validade)
              : MSG.warningHr(doc.titulo, doc.usuario_nome, validade),
          });
        if (doc.visivel_colaborador || managers.includes(doc.id_usuario))
          await notificationsPublic.notify(tx, [doc.id_usuario], {
            ...data,
            msg: expired ? MSG.expiredOwn(doc.titulo, validade) : MSG.warningOwn(doc.titulo, validade),
          });
        return true;
      });
      if (sent) sentNow++;
    }
    warned += sentNow;
    // A batch of which nothing could be marked is another run's: stop rather than read it again.
    if (due.length < BATCH || sentNow === 0) break;
  }
  return warned;
}

/**
 * Runs the warnings once per São Paulo day across every instance sharing the database: each instance
 * looks every few minutes, and the first to claim the day's slot sends them. `tick` is what the
 * timer calls; tests drive it with their own clock.
 */
export function expiryWarningSchedule(db: Db, options: { log: Log; instance?: string; now?: () => Date }) {
  const instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let lastDay: string | null = null;
  let running: Promise<unknown> | null = null;
  async function tick(): Promise<boolean> {
    const at = now();
    const day = dayAt(at);
    if (day === lastDay || stopped || running) return false;
    if (!(await claimSlot(db, { tarefa: EXPIRY_TASK, janela: day, instancia: instance }))) {
      lastDay = day;
      return false;
    }
    lastDay = day;
    const run = sendExpiryWarnings(db, { today: day, now: at }).then((warned) =>
      options.log.info({ dia: day, documentos: warned }, 'avisos de validade de documentos enviados'),
    );
    running = run.catch(() => undefined).finally(() => (running = null));
    await run;
    return true;
  }
  return {
    tick,
    /** Stops looking and waits for a run under way to end. */
    async stop() {
      stopped = true;
      await running;
    },
  };
}

export const EXPIRY_CHECK_MS = 5 * 60_000;

/** Starts the daily expiry warnings with the server (never in tests: they drive the schedule themselves). */
export function scheduleExpiryWarnings(app: FastifyInstance): void {
  if (app.config.testing) return;
  const schedule = expiryWarningSchedule(app.db, { log: app.log });
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void schedule
      .tick()
      .catch((error: unknown) =>
        app.log.error({ err: { message: (error as Error).message } }, 'falha nos avisos de validade de documentos'),
      );
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, EXPIRY_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await schedule.stop();
  });
}
