import type { TrackingLinksItem } from '@intranet/shared/tracking-links/tracking-links.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentTrackingLinks } from './tracking-links.presenter';
import { trackingLinksRepository } from './tracking-links.repository';

/** The records of the area, as the list answers them. */
export async function listTrackingLinks(ctx: OpContext): Promise<TrackingLinksItem[]> {
  return (await trackingLinksRepository.find(ctx.db)).map(presentTrackingLinks);
}
