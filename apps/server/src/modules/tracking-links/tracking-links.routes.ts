import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listTrackingLinks } from './tracking-links.service';

/** The tracking-links area. */
export const trackingLinksRoutes = defineRoutes('tracking-links', (r) => {
  r.on(API.list, async (ctx) => ({ tracking_links: await listTrackingLinks(ctx) }));
});
