import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCommunicationScale } from './communication-scale.service';

/** The communication-scale area. */
export const communicationScaleRoutes = defineRoutes('communication-scale', (r) => {
  r.on(API.list, async (ctx) => ({ communication_scale: await listCommunicationScale(ctx) }));
});
