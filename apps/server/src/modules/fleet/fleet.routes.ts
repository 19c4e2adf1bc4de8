import { FLEET_API as API } from '@intranet/shared/fleet/fleet.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { perAddressLimit } from '../../platform/http/rate-limit-store';
import { defineRoutes } from '../../platform/http/routes';
import * as fines from './fleet.fines';
import { rentalService, vehicleService } from './fleet.records';
import { scheduleFleetReminders } from './fleet.reminders';
import * as requests from './fleet.requests';
import * as rides from './fleet.rides';
import * as service from './fleet.service';

/** Public reads of the ride list per minute from one address (`/ride-employee` searches as the visitor types). */
export const PUBLIC_RIDE_READS_PER_MINUTE = 120;

/** The fleet, vehicle requests and rides (docs/fleet.md), and the daily reminders. */
export const fleetRoutes = defineRoutes('fleet', (r, app) => {
  serveCrud(r, vehicleService);
  serveCrud(r, rentalService);
  r.on(API.vehicleOptions, (ctx) => service.vehicleOptions(ctx));
  r.on(API.driverOptions, (ctx) => service.driverOptions(ctx));
  r.on(API.rentalOptions, (ctx) => service.rentalOptions(ctx));

  r.on(API.drivers, (ctx, { query }) => service.drivers(ctx, query));
  r.on(API.driverCandidates, (ctx, { query }) => service.driverCandidates(ctx, query));
  r.on(API.driver, (ctx, { params }) => service.driver(ctx, params));
  r.on(API.createDriver, (ctx, { body }) => service.createDriver(ctx, body.object));
  r.on(API.updateDriver, (ctx, { params, body }) => service.updateDriver(ctx, params.id, body.object));

  r.on(API.requests, (ctx, { query }) => requests.list(ctx, query));
  r.on(API.request, (ctx, { params }) => requests.get(ctx, params));
  r.on(API.createRequest, (ctx, { body }) => requests.create(ctx, body.object));
  r.on(API.updateRequest, (ctx, { params, body }) => requests.update(ctx, params.id, body.object));
  r.on(API.cancelRequest, (ctx, { params }) => requests.cancel(ctx, params.id));
  r.on(API.approveRequest, (ctx, { params, body }) => requests.approve(ctx, params.id, body));
  r.on(API.refuseRequest, (ctx, { params, body }) => requests.refuse(ctx, params.id, body));
  r.on(API.checkOut, (ctx, { params, body }) => requests.checkOut(ctx, params.id, body));
  r.on(API.checkIn, (ctx, { params, body }) => requests.checkIn(ctx, params.id, body));

  r.on(API.incidents, (ctx, { query }) => service.incidents(ctx, query));
  r.on(API.incident, (ctx, { params }) => service.incident(ctx, params));
  r.on(API.createIncident, (ctx, { body }) => service.createIncident(ctx, body.object));
  r.on(API.updateIncident, (ctx, { params, body }) => service.updateIncident(ctx, params.id, body.object));

  r.on(API.maintenances, (ctx, { query }) => service.maintenances(ctx, query));
  r.on(API.maintenance, (ctx, { params }) => service.maintenance(ctx, params));
  r.on(API.createMaintenance, (ctx, { body }) => service.createMaintenance(ctx, body.object));
  r.on(API.updateMaintenance, (ctx, { params, body }) => service.updateMaintenance(ctx, params.id, body.object));
  r.on(API.requestMaintenance, (ctx, { body }) => service.requestMaintenance(ctx, body.object));
  r.on(API.updateMaintenanceRequest, (ctx, { params, body }) =>
    service.updateMaintenanceRequest(ctx, params.id, body.object),
  );

  r.on(API.fines, (ctx, { query }) => fines.list(ctx, query));
  r.on(API.fine, (ctx, { params }) => fines.get(ctx, params));
  r.on(API.driverAt, (ctx, { query }) => fines.driverAt(ctx, query));
  r.on(API.createFine, (ctx, { body }) => fines.create(ctx, body.object));
  r.on(API.updateFine, (ctx, { params, body }) => fines.update(ctx, params.id, body.object));
  r.on(API.fineTerm, async (ctx, { params }, { reply }) => {
    const file = await fines.term(ctx, params);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.nome}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  r.on(API.publicRides, (ctx, { query }) => rides.publicList(ctx, query), {
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * PUBLIC_RIDE_READS_PER_MINUTE, 'instance') },
  });
  r.on(API.rides, (ctx, { query }) => rides.list(ctx, query));
  r.on(API.ride, (ctx, { params }) => rides.get(ctx, params));
  r.on(API.createRide, (ctx, { body }) => rides.create(ctx, body.object));
  r.on(API.updateRide, (ctx, { params, body }) => rides.update(ctx, params.id, body.object));
  r.on(API.removeRide, (ctx, { params }) => rides.remove(ctx, params.id));
  r.on(API.askSeat, (ctx, { params }) => rides.askSeat(ctx, params.id));
  r.on(API.answerSeat, (ctx, { params, body }) => rides.answerSeat(ctx, { ...params, ...body }));

  r.on(API.carRepair, (ctx, { query }) => service.carRepair(ctx, query));
  scheduleFleetReminders(app);
});
