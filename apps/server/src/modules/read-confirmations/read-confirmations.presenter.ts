import type { ReadConfirmationsItem } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import type { ReadConfirmationsRow } from './read-confirmations.repository';

/** The fields a client sees. */
export function presentReadConfirmations(row: ReadConfirmationsRow): ReadConfirmationsItem {
  return { id: row.id, nome: row.nome };
}
