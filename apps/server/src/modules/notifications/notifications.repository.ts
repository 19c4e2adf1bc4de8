import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificacaoMensagem, notificacaoUsuario, usuario } from '../../db/schema';
import type { NotificationData } from '@intranet/shared/notifications/notifications.schemas';

export async function listUnread(db: Db, userId: number) {
  const rows = await db
    .select({
      id_mensagem: notificacaoUsuario.id_mensagem,
      id_usuario: notificacaoUsuario.id_usuario,
      lido: notificacaoUsuario.lido,
      created_at: notificacaoUsuario.created_at,
      id_remetente: notificacaoMensagem.id_remetente,
      data: notificacaoMensagem.data,
      remetenteNome: usuario.nome,
    })
    .from(notificacaoUsuario)
    .innerJoin(notificacaoMensagem, eq(notificacaoMensagem.id, notificacaoUsuario.id_mensagem))
    .leftJoin(usuario, eq(usuario.id, notificacaoMensagem.id_remetente))
    .where(and(eq(notificacaoUsuario.id_usuario, userId), eq(notificacaoUsuario.lido, false)))
    .orderBy(desc(notificacaoUsuario.created_at), desc(notificacaoUsuario.id_mensagem))
    .limit(200);
  return rows.map(({ remetenteNome, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    remetente: r.id_remetente === null ? null : { nome: remetenteNome },
  }));
}

export async function markRead(db: Db, userId: number, messageIds: number[]): Promise<number> {
  const rows = await db
    .update(notificacaoUsuario)
    .set({ lido: true })
    .where(
      and(
        eq(notificacaoUsuario.id_usuario, userId),
        inArray(notificacaoUsuario.id_mensagem, messageIds),
        eq(notificacaoUsuario.lido, false),
      ),
    )
    .returning({ id: notificacaoUsuario.id_mensagem });
  return rows.length;
}

export async function existingUserIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: usuario.id }).from(usuario).where(inArray(usuario.id, ids));
  return rows.map((r) => r.id);
}

/** The message and one delivery per user, in one transaction (the caller passes it). */
export async function insertNotification(
  tx: Db,
  senderId: number | null,
  userIds: number[],
  data: NotificationData,
): Promise<number> {
  const [message] = await tx
    .insert(notificacaoMensagem)
    .values({ id_remetente: senderId, data })
    .returning({ id: notificacaoMensagem.id });
  for (let i = 0; i < userIds.length; i += 1000) {
    await tx
      .insert(notificacaoUsuario)
      .values(userIds.slice(i, i + 1000).map((id_usuario) => ({ id_mensagem: message.id, id_usuario })));
  }
  return message.id;
}
