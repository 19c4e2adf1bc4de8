import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  eventCreatedResponse,
  eventDeletedResponse,
  eventInput,
  eventListResponse,
  eventPatch,
  eventUpdatedResponse,
} from './marketing-events.schemas';

const byId = z.object({ id: idParam });
const path = '/v1/marketing/eventos';
const item = '/v1/marketing/eventos/:id';

/** Marketing events (marketing spec §7 "Events"): answers under `rh_marketing_eventos`. */
export const MARKETING_EVENTS_API = {
  list: endpoint({ method: 'GET', path, access: 'event.list', response: eventListResponse }),
  /** One event, a list of one. */
  get: endpoint({ method: 'GET', path: item, access: 'event.list', params: byId, response: eventListResponse }),
  create: endpoint({ method: 'POST', path, access: 'event.create', body: eventInput, response: eventCreatedResponse }),
  update: endpoint({
    method: 'PATCH',
    path: item,
    access: 'event.edit',
    params: byId,
    body: z.object({ object: eventPatch }),
    response: eventUpdatedResponse,
  }),
  /** Only the superadmin (spec §2, §6). */
  remove: endpoint({
    method: 'DELETE',
    path: item,
    access: 'event.delete',
    params: byId,
    response: eventDeletedResponse,
  }),
} as const;
