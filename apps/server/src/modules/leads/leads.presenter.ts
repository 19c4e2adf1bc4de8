import type { LeadsItem } from '@intranet/shared/leads/leads.schemas';
import type { LeadsRow } from './leads.repository';

/** The fields a client sees. */
export function presentLeads(row: LeadsRow): LeadsItem {
  return { id: row.id, nome: row.nome };
}
