import type { OpContext } from '../../platform/http/routes';
import * as repo from './outbox.repository';

export async function listOutbox({ db }: OpContext, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.listOutbox(db, page);
  return { total, outbox_mensagem: rows };
}
