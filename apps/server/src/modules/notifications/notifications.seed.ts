import type { Db } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { insertNotification } from './notifications.repository';

/** A birthday reaction and an incident notice, unread, so that the bell has something to show. */
export async function seedNotifications(db: Db, { accounts }: ModuleSeedContext): Promise<void> {
  const employees = [
    accounts.admin,
    accounts.rhGestor,
    accounts.rhSolicitante,
    accounts.colaborador,
    accounts.marketing,
  ].map((a) => a.usuarioId);
  await insertNotification(db, accounts.rhGestor.usuarioId, [accounts.colaborador.usuarioId], {
    modulo: 'aniversario',
    msg: 'cake',
  });
  await insertNotification(db, accounts.admin.usuarioId, employees, {
    modulo: 'incidente',
    msg: 'Instabilidade no link de Contagem',
    titulo: 'Incidente',
  });
}
