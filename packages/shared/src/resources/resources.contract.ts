import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { idParam } from '../validation/fields';
import { z } from 'zod';
import {
  bookingCancelledResponse,
  bookingCreatedResponse,
  bookingInput,
  bookingsQuery,
  bookingsResponse,
  resource,
  resourceFilter,
  resourceInput,
  resourcePatch,
} from './resources.schemas';

/** Company resources (`/resources`): answers under `rh_recurso` … */
export const RESOURCE_API = crudEndpoints({
  table: 'rh_recurso',
  path: '/v1/recurso',
  createPath: '/v1/criar/recurso',
  access: { list: 'resource.list', create: 'resource.create', edit: 'resource.edit', delete: 'resource.delete' },
  schemas: { row: resource, filter: resourceFilter, input: resourceInput, patch: resourcePatch },
});

/** The bookings of the resources: the calendar's days, a new booking, a cancellation. */
export const RESOURCE_BOOKING_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/recurso/reservas',
    access: 'resource.list',
    query: bookingsQuery,
    response: bookingsResponse,
  }),
  book: endpoint({
    method: 'POST',
    path: '/v1/recurso/reserva',
    access: 'resource.book',
    body: z.object({ object: bookingInput }),
    response: bookingCreatedResponse,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/v1/recurso/reserva/:id',
    access: 'resource.book',
    params: z.object({ id: idParam }),
    response: bookingCancelledResponse,
  }),
} as const;
