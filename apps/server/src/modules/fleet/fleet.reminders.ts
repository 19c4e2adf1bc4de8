import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { FLEET_MSG as MSG } from '@intranet/shared/fleet/fleet.messages';
import {
  CNH_WARNING_DAYS,
  REMINDER_DAYS_AHEAD,
  REMINDER_KM_AHEAD,
  RETURN_WARNING_DAYS,
  formatPlate,
} from '@intranet/shared/fleet/fleet.rules';
import { type Db, inTransaction } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { dailyJob, startDailyJob } from '../../platform/scheduler/daily-job';
import { notificationsPublic } from '../notifications/notifications.public';
import { fleetManagerIds } from './fleet.repository';

/** The daily job's name in agendamento_execucao; its slot is São Paulo's day. */
export const REMINDERS_TASK = 'frota-lembretes';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Sends the fleet's reminders due on `today`, each once: preventive maintenance whose vehicle reached
 * the km threshold (`previsto_km - 500`) or whose day is a week away; CNHs expiring within 30 days;
 * rented vehicles to return within 7 days. Each reminder is marked in the same transaction as its
 * notifications, and only if nobody marked it meanwhile. Answers how many of each went out.
 */
export async function sendFleetReminders(db: Db, { today, now = new Date() }: { today: string; now?: Date }) {
  const managers = await fleetManagerIds(db);
  const sent = { manutencoes: 0, cnh: 0, devolucoes: 0 };

  const due = await sqlRows<{ id: number; placa: string; descricao: string }>(
    db,
    sql`SELECT x.id, v.placa, x.descricao FROM frota_manutencao x JOIN frota_veiculo v ON v.id = x.id_veiculo
        WHERE x.status = 'agendada' AND x.tipo = 'preventiva' AND x.lembrete_enviado_em IS NULL
          AND ((x.previsto_km IS NOT NULL AND v.odometro >= x.previsto_km - ${REMINDER_KM_AHEAD})
            OR (x.previsto_data IS NOT NULL AND x.previsto_data <= ${addDays(today, REMINDER_DAYS_AHEAD)}::date))
        ORDER BY x.id`,
  );
  for (const m of due) {
    const done = await inTransaction(db, async (tx) => {
      const marked = await sqlRows(
        tx,
        sql`UPDATE frota_manutencao SET lembrete_enviado_em = ${now.toISOString()}
            WHERE id = ${m.id} AND lembrete_enviado_em IS NULL RETURNING id`,
      );
      if (!marked.length) return false;
      if (managers.length)
        await notificationsPublic.notify(tx, managers, {
          modulo: 'frota',
          id_manutencao: Number(m.id),
          msg: MSG.maintenanceDue(formatPlate(m.placa), m.descricao),
        });
      return true;
    });
    if (done) sent.manutencoes++;
  }

  const expiring = await sqlRows<{ id: number; id_usuario: number; nome: string; validade: string }>(
    db,
    sql`SELECT d.id, d.id_usuario, trim(concat_ws(' ', u.nome, u.sobrenome)) AS nome, d.cnh_validade::text AS validade
        FROM frota_motorista d JOIN rh_usuario u ON u.id = d.id_usuario
        WHERE d.ativo AND d.cnh_validade <= ${addDays(today, CNH_WARNING_DAYS)}::date
          AND d.cnh_alerta_em IS DISTINCT FROM d.cnh_validade ORDER BY d.id`,
  );
  for (const d of expiring) {
    const done = await inTransaction(db, async (tx) => {
      const marked = await sqlRows(
        tx,
        sql`UPDATE frota_motorista SET cnh_alerta_em = cnh_validade
            WHERE id = ${d.id} AND cnh_validade = ${d.validade}::date AND cnh_alerta_em IS DISTINCT FROM cnh_validade RETURNING id`,
      );
      if (!marked.length) return false;
      const day = formatDate(d.validade);
      const others = managers.filter((id) => id !== Number(d.id_usuario));
      if (others.length)
        await notificationsPublic.notify(tx, others, { modulo: 'frota', msg: MSG.cnhExpiring(d.nome, day) });
      await notificationsPublic.notify(tx, [Number(d.id_usuario)], { modulo: 'frota', msg: MSG.cnhExpiringOwn(day) });
      return true;
    });
    if (done) sent.cnh++;
  }

  const returning = await sqlRows<{ id: number; placa: string; devolucao: string }>(
    db,
    sql`SELECT id, placa, devolucao_em::text AS devolucao FROM frota_veiculo
        WHERE ativo AND propriedade = 'alugado' AND devolucao_em IS NOT NULL
          AND devolucao_em <= ${addDays(today, RETURN_WARNING_DAYS)}::date
          AND devolucao_alerta_em IS DISTINCT FROM devolucao_em ORDER BY id`,
  );
  for (const v of returning) {
    const done = await inTransaction(db, async (tx) => {
      const marked = await sqlRows(
        tx,
        sql`UPDATE frota_veiculo SET devolucao_alerta_em = devolucao_em
            WHERE id = ${v.id} AND devolucao_em = ${v.devolucao}::date AND devolucao_alerta_em IS DISTINCT FROM devolucao_em RETURNING id`,
      );
      if (!marked.length) return false;
      if (managers.length)
        await notificationsPublic.notify(tx, managers, {
          modulo: 'frota',
          id_veiculo: Number(v.id),
          msg: MSG.returnDue(formatPlate(v.placa), formatDate(v.devolucao)),
        });
      return true;
    });
    if (done) sent.devolucoes++;
  }
  return sent;
}

/**
 * Sends the reminders once per São Paulo day across every instance sharing the database (`dailyJob`):
 * the first instance to claim the day's slot sends them. Tests drive `tick` with their own clock.
 */
export function fleetReminderSchedule(db: Db, options: { log: Log; instance?: string; now?: () => Date }) {
  return dailyJob(
    db,
    REMINDERS_TASK,
    (day, at) =>
      sendFleetReminders(db, { today: day, now: at }).then((sent) =>
        options.log.info({ dia: day, ...sent }, 'lembretes da frota enviados'),
      ),
    options,
  );
}

export const REMINDERS_CHECK_MS = 5 * 60_000;

/** Starts the daily reminders with the server (never in tests: they drive the schedule themselves). */
export function scheduleFleetReminders(app: FastifyInstance): void {
  startDailyJob(app, fleetReminderSchedule(app.db, { log: app.log }), {
    everyMs: REMINDERS_CHECK_MS,
    failure: 'falha nos lembretes da frota',
  });
}
