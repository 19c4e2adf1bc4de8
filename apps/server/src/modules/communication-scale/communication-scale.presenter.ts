import type { CommunicationScaleItem } from '@intranet/shared/communication-scale/communication-scale.schemas';
import type { CommunicationScaleRow } from './communication-scale.repository';

/** The fields a client sees. */
export function presentCommunicationScale(row: CommunicationScaleRow): CommunicationScaleItem {
  return { id: row.id, nome: row.nome };
}
