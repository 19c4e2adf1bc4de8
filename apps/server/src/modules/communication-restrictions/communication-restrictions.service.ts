import type { CommunicationRestrictionsItem } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCommunicationRestrictions } from './communication-restrictions.presenter';
import { communicationRestrictionsRepository } from './communication-restrictions.repository';

/** The records of the area, as the list answers them. */
export async function listCommunicationRestrictions(ctx: OpContext): Promise<CommunicationRestrictionsItem[]> {
  return (await communicationRestrictionsRepository.find(ctx.db)).map(presentCommunicationRestrictions);
}
