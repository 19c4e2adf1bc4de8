import type { FaqItem } from '@intranet/shared/faq/faq.schemas';
import type { FaqRow } from './faq.repository';

/** The fields a client sees. */
export function presentFaq(row: FaqRow): FaqItem {
  return { id: row.id, nome: row.nome };
}
