import { endpoint } from '../api/endpoint';
import { marketingEventsListResponse } from './marketing-events.schemas';

/** Every call of the marketing-events area. */
export const MARKETING_EVENTS_API = {
  list: endpoint({ method: 'GET', path: '/v1/marketing-events', access: 'event.list', response: marketingEventsListResponse }),
} as const;
