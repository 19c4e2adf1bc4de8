import type { MarketingEventsItem } from '@intranet/shared/marketing-events/marketing-events.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentMarketingEvents } from './marketing-events.presenter';
import { marketingEventsRepository } from './marketing-events.repository';

/** The records of the area, as the list answers them. */
export async function listMarketingEvents(ctx: OpContext): Promise<MarketingEventsItem[]> {
  return (await marketingEventsRepository.find(ctx.db)).map(presentMarketingEvents);
}
