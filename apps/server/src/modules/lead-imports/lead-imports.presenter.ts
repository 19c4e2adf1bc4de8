import type { LeadImportsItem } from '@intranet/shared/lead-imports/lead-imports.schemas';
import type { LeadImportsRow } from './lead-imports.repository';

/** The fields a client sees. */
export function presentLeadImports(row: LeadImportsRow): LeadImportsItem {
  return { id: row.id, nome: row.nome };
}
