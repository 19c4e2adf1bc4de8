import type { FastifyInstance } from 'fastify';
import { DOCUMENTS_MSG as MSG } from '@intranet/shared/documents/documents.messages';
import { formatDate } from '@intranet/shared/format/dates';
import { type Db, inTransaction } from '../../db/client';
import { dailyJob, startDailyJob } from '../../platform/scheduler/daily-job';
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
 * Runs the warnings once per São Paulo day across every instance sharing the database (`dailyJob`):
 * the first instance to claim the day's slot sends them. Tests drive `tick` with their own clock.
 */
export function expiryWarningSchedule(db: Db, options: { log: Log; instance?: string; now?: () => Date }) {
  return dailyJob(
    db,
    EXPIRY_TASK,
    (day, at) =>
      sendExpiryWarnings(db, { today: day, now: at }).then((warned) =>
        options.log.info({ dia: day, documentos: warned }, 'avisos de validade de documentos enviados'),
      ),
    options,
  );
}

export const EXPIRY_CHECK_MS = 5 * 60_000;

/** Starts the daily expiry warnings with the server (never in tests: they drive the schedule themselves). */
export function scheduleExpiryWarnings(app: FastifyInstance): void {
  startDailyJob(app, expiryWarningSchedule(app.db, { log: app.log }), {
    everyMs: EXPIRY_CHECK_MS,
    failure: 'falha nos avisos de validade de documentos',
  });
}
