import type { Db } from '../client';
import { notificacaoMensagem, notificacaoUsuario } from '../schema';
import type { ModuleSeedContext } from './seed-context';

/** A birthday reaction and an incident notice, unread, so that the bell has something to show. */
export async function seedNotifications(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
  const employees = [accounts.admin, accounts.rhGestor, accounts.rhSolicitante, accounts.colaborador, accounts.marketing].map((a) => a.usuarioId);
  const [birthday] = await db
    .insert(notificacaoMensagem)
    .values({ id_remetente: accounts.rhGestor.usuarioId, data: { modulo: 'aniversario', msg: 'cake' } })
    .returning({ id: notificacaoMensagem.id });
  await db.insert(notificacaoUsuario).values({ id_mensagem: birthday.id, id_usuario: accounts.colaborador.usuarioId });
  const [incident] = await db
    .insert(notificacaoMensagem)
    .values({ id_remetente: accounts.admin.usuarioId, data: { modulo: 'incidente', msg: 'Instabilidade no link de Contagem', titulo: 'Incidente' } })
    .returning({ id: notificacaoMensagem.id });
  await db.insert(notificacaoUsuario).values(employees.map((id_usuario) => ({ id_mensagem: incident.id, id_usuario })));
}
