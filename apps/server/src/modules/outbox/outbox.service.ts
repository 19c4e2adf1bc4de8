import type { Db } from '../../db/client';
import * as repo from './outbox.repository';

export async function listOutbox(db: Db, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.listOutbox(db, page);
  return { total, outbox_mensagem: rows };
}
