import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listMarketingEvents } from './marketing-events.service';

/** The marketing-events area. */
export const marketingEventsRoutes = defineRoutes('marketing-events', (r) => {
  r.on(API.list, async (ctx) => ({ marketing_events: await listMarketingEvents(ctx) }));
});
