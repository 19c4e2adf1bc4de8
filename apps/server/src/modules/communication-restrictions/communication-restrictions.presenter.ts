import type { CommunicationRestrictionsItem } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import type { CommunicationRestrictionsRow } from './communication-restrictions.repository';

/** The fields a client sees. */
export function presentCommunicationRestrictions(row: CommunicationRestrictionsRow): CommunicationRestrictionsItem {
  return { id: row.id, nome: row.nome };
}
