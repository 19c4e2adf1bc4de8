import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listHandbook } from './handbook.service';

/** The handbook area. */
export const handbookRoutes = defineRoutes('handbook', (r) => {
  r.on(API.list, async (ctx) => ({ handbook: await listHandbook(ctx) }));
});
