import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listReadConfirmations } from './read-confirmations.service';

/** The read-confirmations area. */
export const readConfirmationsRoutes = defineRoutes('read-confirmations', (r) => {
  r.on(API.list, async (ctx) => ({ read_confirmations: await listReadConfirmations(ctx) }));
});
