import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCommunicationDispatch } from './communication-dispatch.service';

/** The communication-dispatch area. */
export const communicationDispatchRoutes = defineRoutes('communication-dispatch', (r) => {
  r.on(API.list, async (ctx) => ({ communication_dispatch: await listCommunicationDispatch(ctx) }));
});
