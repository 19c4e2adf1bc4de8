import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './marketing-events.service';

/** Marketing events (marketing spec §7 "Events"). */
export const marketingEventsRoutes = defineRoutes('marketing-events', (r) => {
  r.on(API.list, async (ctx) => ({ rh_marketing_eventos: await service.listEvents(ctx) }));
  r.on(API.get, async (ctx, { params }) => ({ rh_marketing_eventos: [await service.getEvent(ctx, params)] }));
  r.on(API.create, async (ctx, { body }) => ({
    insert_rh_marketing_eventos_one: await service.createEvent(ctx, body),
  }));
  r.on(API.update, async (ctx, { params, body }) => ({
    update_rh_marketing_eventos_by_pk: await service.updateEvent(ctx, { id: params.id, patch: body.object }),
  }));
  r.on(API.remove, async (ctx, { params }) => ({
    delete_rh_marketing_eventos_by_pk: await service.deleteEvent(ctx, params),
  }));
});
