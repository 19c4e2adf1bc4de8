import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { LEAD_HONEYPOT } from '@intranet/shared/leads/leads.rules';
import { defineRoutes } from '../../platform/http/routes';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import { leadOrigin, listLeads, submitExternalLead, updateLeadStatus } from './leads.service';

/** Submissions of the public lead form per minute from one address. */
export const LEAD_SUBMISSIONS_PER_MINUTE = 10;
/** Reads of the form's origin per minute from one address (one per form opened). */
const ORIGINS_PER_MINUTE = 60;

/** Leads: the public lead form, and the sellers' list and status changes. */
export const leadsRoutes = defineRoutes('leads', (r, app) => {
  const scale = app.config.rateLimitScale;
  const perAddress = (max: number, scope: LimitScope) => ({
    config: { rateLimit: perAddressLimit(scale * max, scope) },
  });

  // The honeypot: a submission that filled the field no person sees is answered as a success before
  // anything is checked or stored, so that a bot learns nothing from the answer.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== API.submit.path || request.method !== API.submit.method) return;
    const trap = (request.body as Record<string, unknown> | null | undefined)?.[LEAD_HONEYPOT];
    if (trap !== undefined && trap !== null && String(trap).trim() !== '') return reply.send({ ok: true });
  });

  r.on(API.origin, (ctx, { query }) => leadOrigin(ctx, query), perAddress(ORIGINS_PER_MINUTE, 'instance'));
  r.on(
    API.submit,
    (ctx, { body }) => submitExternalLead(ctx, body),
    perAddress(LEAD_SUBMISSIONS_PER_MINUTE, 'cluster'),
  );
  r.on(API.list, (ctx, { body }) => listLeads(ctx, body.filtro));
  r.on(API.update, async (ctx, { params, body }) => ({
    update_vendas_lead_by_pk: await updateLeadStatus(ctx, params.id, body.object),
  }));
});
