import { dateAndTime } from '@intranet/shared/format/dates';
import type { HistoryEntry } from '@intranet/shared/history/history.schemas';

/** The parts of a history row (POST v1/admin/log/history) the viewer reads. */
export type LogEntry = Pick<
  HistoryEntry,
  'id' | 'operacao' | 'data' | 'old_data' | 'new_data' | 'id_usuario' | 'usuario'
>;

export type FieldChange = { field: string; before: unknown; after: unknown };
export type HistoryItem = { id: number; text: string; changes: FieldChange[] };

export const SUPER_ADMIN_NAME = 'Super Admin';

const TIMESTAMP_FIELDS = new Set(['created_at', 'updated_at', 'deleted_at']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Fields that differ between two row images, timestamps left out. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const key of keys) {
    if (TIMESTAMP_FIELDS.has(key) || ignore.includes(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    if (!same(a, b)) out.push({ field: key, before: a, after: b });
  }
  return out;
}

/**
 * The lines of the history viewer, newest first: an INSERT is a creation line; an UPDATE is an edit
 * line only when at least one non-timestamp field changed.
 */
export function historyItems(logs: readonly LogEntry[], ignore: readonly string[] = []): HistoryItem[] {
  const sorted = [...logs].sort((a, b) => new Date(b.data).getTime() - new Date(a.data).getTime() || b.id - a.id);
  const out: HistoryItem[] = [];
  for (const log of sorted) {
    const user = log.usuario?.nome?.trim() || SUPER_ADMIN_NAME;
    const { date, time } = dateAndTime(log.data);
    if (log.operacao === 'INSERT') {
      out.push({ id: log.id, text: `${user} criou o item ${date} às ${time}`, changes: [] });
    } else if (log.operacao === 'UPDATE') {
      const changes = changedFields(log.old_data, log.new_data, ignore);
      if (changes.length) out.push({ id: log.id, text: `${user} editou o item ${date} às ${time}`, changes });
    }
  }
  return out;
}
