import type { MarkReadBody, SendNotificationBody } from '@intranet/shared/notifications/notifications.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { inTransaction } from '../../db/client';
import { invalid } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { assertOwnDeliveries } from './notifications.policy';
import * as repo from './notifications.repository';

export const listUnread = async ({ db, actor }: OpContext) => ({
  notificacoes: await repo.listUnread(db, actor.userId),
});

/** Marks the caller's own deliveries read; a delivery of someone else is not found, and nothing is marked. */
export async function markRead({ db, actor }: OpContext, { objects }: MarkReadBody) {
  assertOwnDeliveries(actor, objects);
  const affected = await repo.markRead(db, actor.userId, [...new Set(objects.map((o) => o.id_mensagem))]);
  return { update_notificacao_usuario: { affected_rows: affected } };
}

export async function send({ db, actor }: OpContext, { id_usuarios, data }: SendNotificationBody) {
  const userIds = [...new Set(id_usuarios)];
  const existing = await repo.existingUserIds(db, userIds);
  if (existing.length !== userIds.length)
    throw invalid(MSG.invalidData, [{ path: 'id_usuarios', message: MSG.invalidData }]);
  const senderId = actor.userId > 0 ? actor.userId : null;
  const id = await inTransaction(db, (tx) => repo.insertNotification(tx, senderId, userIds, data));
  return { id_mensagem: id, enviadas: userIds.length };
}
