import { RESOURCE_BOOKING_API } from '@intranet/shared/resources/resources.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { book, cancelBooking, listBookings, resourceService } from './resources.service';

/** Company resources (`/resources`) and their bookings. */
export const resourcesRoutes = defineRoutes('resources', (r) => {
  serveCrud(r, resourceService);
  r.on(RESOURCE_BOOKING_API.list, (ctx, { query }) => listBookings(ctx, query));
  r.on(RESOURCE_BOOKING_API.book, (ctx, { body }) => book(ctx, body.object));
  r.on(RESOURCE_BOOKING_API.cancel, (ctx, { params }) => cancelBooking(ctx, params.id));
});
