import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { call, urlOf } from '../../../lib/api-client';

/** A single-use ticket for the event stream, asked with the session's token. */
export function getStreamTicket() {
  return call(NOTIFICATIONS_API.streamTicket, {});
}

/** The stream's URL: the ticket is all it carries (never the token). */
export function streamUrl(ticket: string): string {
  return urlOf(NOTIFICATIONS_API.stream, { query: { ticket } });
}
