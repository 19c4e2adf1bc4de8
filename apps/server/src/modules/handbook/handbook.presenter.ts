import type { HandbookItem } from '@intranet/shared/handbook/handbook.schemas';
import type { HandbookRow } from './handbook.repository';

/** The fields a client sees. */
export function presentHandbook(row: HandbookRow): HandbookItem {
  return { id: row.id, nome: row.nome };
}
