import { READ_CONFIRMATIONS_MSG as MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import type {
  PendingRead,
  ReadDetailResponse,
  ReadItemParams,
  ReadReportResponse,
  RemindPendingResponse,
} from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import type { z } from 'zod';
import type { readDetailQuery, readReportQuery } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { withActor } from '../../db/client';
import { iso } from '../../db/sql';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { notificationsPublic } from '../notifications/notifications.public';
import { presentFigures, presentPerson, presentReminder } from './read-confirmations.presenter';
import * as repo from './read-confirmations.repository';

/** Where a reader confirms the item (the notification's link). */
function readerLink({ tipo, id }: ReadItemParams): string {
  return tipo === 'manual' ? `/employee-handbook/view?capitulo=${id}` : `/news/${id}`;
}

/**
 * "Li e estou ciente": the reader's confirmation of the item's current version; a second one keeps the
 * first instant. 404 when the item does not exist, is not published or the reader is not in its audience.
 */
export async function confirmRead({ db, actor }: OpContext, { tipo, id }: ReadItemParams) {
  const versao = await repo.versionFor(db, tipo, id, actor.userId);
  if (versao === undefined) throw notFound(MSG.notFound);
  return { confirmado_em: iso(await repo.confirm(db, tipo, id, versao, actor.userId))! };
}

/** The reader's mandatory items still waiting for their confirmation. */
export async function pendingReads({ db, actor }: OpContext): Promise<PendingRead[]> {
  return (await repo.pendingFor(db, actor.userId)).map((row) => ({
    tipo: row.tipo,
    id: Number(row.id),
    titulo: row.titulo,
    desde: iso(row.desde)!,
  }));
}

export async function readReport(
  { db }: OpContext,
  query: z.output<typeof readReportQuery>,
): Promise<ReadReportResponse> {
  const { rows, total } = await repo.report(db, query);
  return { total, itens: rows.map((row) => presentFigures(row, row)) };
}

export async function readDetail(
  { db }: OpContext,
  item: ReadItemParams,
  query: z.output<typeof readDetailQuery>,
): Promise<ReadDetailResponse> {
  const found = await repo.item(db, item.tipo, item.id);
  if (!found) throw notFound(MSG.notFound);
  const [figures, departamentos, people, reminders] = [
    await repo.figures(db, item.tipo, item.id),
    await repo.departments(db, item.tipo, item.id),
    await repo.people(db, item.tipo, item.id, query),
    await repo.reminders(db, item.tipo, item.id),
  ];
  return {
    item: presentFigures(found, figures),
    departamentos: departamentos.map((d) => ({ id: Number(d.id), nome: d.nome, empresa: d.empresa })),
    total: people.total,
    pessoas: people.rows.map(presentPerson),
    lembretes: reminders.map(presentReminder),
  };
}

/**
 * "Lembrar pendentes": one notification to exactly the audience still pending on the current version,
 * and the reminder recorded (who, when, how many), in one transaction. Nobody pending: nothing is sent.
 */
export async function remindPending(
  { db, actor }: OpContext,
  { tipo, id }: ReadItemParams,
): Promise<RemindPendingResponse> {
  return withActor(db, actor.userId, async (tx) => {
    const item = await repo.item(tx, tipo, id);
    if (!item?.ativo) throw notFound(MSG.notFound);
    const pending = await repo.pendingIds(tx, tipo, id);
    if (!pending.length) return { notificados: 0, lembrete: null };
    await notificationsPublic.notify(tx, pending, {
      modulo: 'leitura',
      msg: MSG.reminderText(item.titulo),
      tipo,
      id_item: id,
      link: readerLink({ tipo, id }),
    });
    const reminderId = await repo.insertReminder(tx, {
      tipo,
      id_item: id,
      versao: Number(item.versao),
      id_usuario: actor.userId > 0 ? actor.userId : null,
      quantidade: pending.length,
    });
    const [reminder] = await repo.reminders(tx, tipo, id, reminderId);
    return { notificados: pending.length, lembrete: presentReminder(reminder) };
  });
}
