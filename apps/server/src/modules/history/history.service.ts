import type { OpContext } from '../../platform/http/routes';
import * as repo from './history.repository';

/** Edit history of one item, newest first (spec 002 §4: INSERT and real UPDATEs only). */
export async function listHistory({ db }: OpContext, input: { tabelas: string | string[]; id_item: string; limit: number; offset: number }) {
  const tables = [input.tabelas].flat();
  return { rh_logs_rh: await repo.listHistory(db, { tables, itemId: input.id_item, limit: input.limit, offset: input.offset }) };
}
