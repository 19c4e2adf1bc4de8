import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCommunicationRestrictions } from './communication-restrictions.service';

/** The communication-restrictions area. */
export const communicationRestrictionsRoutes = defineRoutes('communication-restrictions', (r) => {
  r.on(API.list, async (ctx) => ({ communication_restrictions: await listCommunicationRestrictions(ctx) }));
});
