import type { CommunicationScaleItem } from '@intranet/shared/communication-scale/communication-scale.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCommunicationScale } from './communication-scale.presenter';
import { communicationScaleRepository } from './communication-scale.repository';

/** The records of the area, as the list answers them. */
export async function listCommunicationScale(ctx: OpContext): Promise<CommunicationScaleItem[]> {
  return (await communicationScaleRepository.find(ctx.db)).map(presentCommunicationScale);
}
