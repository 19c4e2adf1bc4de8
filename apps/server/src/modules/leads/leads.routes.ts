import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listLeads } from './leads.service';

/** The leads area. */
export const leadsRoutes = defineRoutes('leads', (r) => {
  r.on(API.list, async (ctx) => ({ leads: await listLeads(ctx) }));
});
