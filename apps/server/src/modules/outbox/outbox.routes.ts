import { OUTBOX_API as API } from '@intranet/shared/outbox/outbox.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listOutbox } from './outbox.service';

/** Every stored mail, SMS and WhatsApp message, newest first: for the superadmin only. */
export const outboxRoutes = defineRoutes('admin', (r) => {
  r.on(API.list, (ctx, { query }) => listOutbox(ctx, query));
});
