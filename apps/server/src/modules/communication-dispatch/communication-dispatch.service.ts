import type { CommunicationDispatchItem } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCommunicationDispatch } from './communication-dispatch.presenter';
import { communicationDispatchRepository } from './communication-dispatch.repository';

/** The records of the area, as the list answers them. */
export async function listCommunicationDispatch(ctx: OpContext): Promise<CommunicationDispatchItem[]> {
  return (await communicationDispatchRepository.find(ctx.db)).map(presentCommunicationDispatch);
}
