import { historyTables } from '@intranet/shared/history/history.rules';
import type { HistoryRequest } from '@intranet/shared/history/history.schemas';
import type { OpContext } from '../../platform/http/routes';
import { assertCanReadHistory } from './history.policy';
import * as repo from './history.repository';

/** Edit history of one item, newest first (spec 002 §4: INSERT and real UPDATEs only). */
export async function listHistory({ db, actor }: OpContext, input: HistoryRequest) {
  const tables = historyTables(input.tabelas);
  assertCanReadHistory(actor, tables);
  return { rh_logs_rh: await repo.listHistory(db, { tables, itemId: input.id_item, limit: input.limit, offset: input.offset }) };
}
