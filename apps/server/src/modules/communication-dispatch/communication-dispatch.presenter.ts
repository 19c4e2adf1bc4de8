import type { CommunicationDispatchItem } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { CommunicationDispatchRow } from './communication-dispatch.repository';

/** The fields a client sees. */
export function presentCommunicationDispatch(row: CommunicationDispatchRow): CommunicationDispatchItem {
  return { id: row.id, nome: row.nome };
}
