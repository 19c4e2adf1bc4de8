import { endpoint } from '../api/endpoint';
import {
  calendarEventsQuery,
  calendarEventsResponse,
  calendarRevokeResponse,
  calendarSettingsInput,
  calendarSettingsResponse,
  calendarSubscriptionResponse,
} from './company-calendar.schemas';

/**
 * Where the public iCalendar feed is served, outside /v1: `/cal/<token>.ics` (action
 * company-calendar.feed). The address is built from the configured public URL, never from a request.
 */
export const CALENDAR_FEED_PATH = '/cal';

/** Every call of the company calendar (`/calendar`). */
export const COMPANY_CALENDAR_API = {
  events: endpoint({
    method: 'GET',
    path: '/v1/calendario/eventos',
    access: 'company-calendar.list',
    query: calendarEventsQuery,
    response: calendarEventsResponse,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/v1/calendario/preferencias',
    access: 'company-calendar.settings',
    response: calendarSettingsResponse,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/v1/calendario/preferencias',
    access: 'company-calendar.settings',
    body: calendarSettingsInput,
    response: calendarSettingsResponse,
  }),
  /** Creates the feed address, or replaces it (the previous one stops working at once). */
  subscribe: endpoint({
    method: 'POST',
    path: '/v1/calendario/assinatura',
    access: 'company-calendar.settings',
    response: calendarSubscriptionResponse,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/v1/calendario/assinatura',
    access: 'company-calendar.settings',
    response: calendarRevokeResponse,
  }),
} as const;
