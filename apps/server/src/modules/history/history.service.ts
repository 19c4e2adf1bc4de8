import { HISTORY_NAMED_COLUMNS, historyTables } from '@intranet/shared/history/history.rules';
import type { HistoryNames, HistoryRequest } from '@intranet/shared/history/history.schemas';
import type { Db } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { assertCanReadHistory } from './history.policy';
import * as repo from './history.repository';

type Entry = Awaited<ReturnType<typeof repo.listHistory>>[number];
type NamedColumn = keyof typeof HISTORY_NAMED_COLUMNS;

const namedColumn = (column: string): column is NamedColumn => Object.hasOwn(HISTORY_NAMED_COLUMNS, column);

/** Edit history of one item, newest first (spec 002 §4: INSERT and real UPDATEs only), with the names of its lookup ids. */
export async function listHistory({ db, actor }: OpContext, input: HistoryRequest) {
  const tables = historyTables(input.tabelas);
  assertCanReadHistory(actor, tables);
  const entries = await repo.listHistory(db, {
    tables,
    itemId: input.id_item,
    limit: input.limit,
    offset: input.offset,
  });
  return { rh_logs_rh: entries, nomes: await namesOf(db, entries) };
}

/** For each lookup column the entries hold, the name of each id found in their old and new rows. */
async function namesOf(db: Db, entries: readonly Entry[]): Promise<HistoryNames> {
  const idsByColumn = new Map<NamedColumn, Set<number>>();
  for (const entry of entries) {
    for (const row of [entry.old_data, entry.new_data]) {
      for (const [column, value] of Object.entries(row ?? {})) {
        if (!namedColumn(column) || !Number.isInteger(value)) continue;
        if (!idsByColumn.has(column)) idsByColumn.set(column, new Set());
        idsByColumn.get(column)!.add(value as number);
      }
    }
  }
  const names: HistoryNames = {};
  for (const [column, ids] of idsByColumn) {
    const rows = await repo.lookupNames(db, HISTORY_NAMED_COLUMNS[column], [...ids]);
    names[column] = Object.fromEntries(rows.flatMap((r) => (r.nome ? [[String(r.id), r.nome]] : [])));
  }
  return names;
}
