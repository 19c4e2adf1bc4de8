import { endpoint } from '../api/endpoint';
import { trackingLinksListResponse } from './tracking-links.schemas';

/** Every call of the tracking-links area. */
export const TRACKING_LINKS_API = {
  list: endpoint({ method: 'GET', path: '/v1/tracking-links', access: 'trackingLink.list', response: trackingLinksListResponse }),
} as const;
