import { PIPELINE_API as API } from '@intranet/shared/sales/pipeline.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { blocklistService, coverageService, pricingService } from './sales-pipeline.crud';
import {
  bulkAssign,
  bulkMove,
  contactLead,
  feasibility,
  internalHome,
  leadDetail,
  listPipeline,
  listSellers,
  moveLead,
  myLeads,
  offeredPlans,
  pipelineCounts,
  registerLead,
  saveSalesSettings,
  salesSettings,
} from './sales-pipeline.service';

/** The lead pipeline (docs/sales.md): lists, moves, assignment, homes, the external register, /pricing, coverage, blocklist. */
export const salesPipelineRoutes = defineRoutes('vendas-pipeline', (r) => {
  r.on(API.list, (ctx, { query }) => listPipeline(ctx, query));
  r.on(API.counts, (ctx, { query }) => pipelineCounts(ctx, query));
  r.on(API.get, (ctx, { params }) => leadDetail(ctx, params.id));
  r.on(API.move, (ctx, { params, body }) => moveLead(ctx, params.id, body));
  r.on(API.contact, (ctx, { params, body }) => contactLead(ctx, params.id, body));
  r.on(API.bulkAssign, (ctx, { body }) => bulkAssign(ctx, body));
  r.on(API.bulkMove, (ctx, { body }) => bulkMove(ctx, body));
  r.on(API.sellers, (ctx, { query }) => listSellers(ctx, query.id_empresa));
  r.on(API.internalHome, (ctx) => internalHome(ctx));
  r.on(API.settings, (ctx, { params }) => salesSettings(ctx, params.id_empresa));
  r.on(API.saveSettings, (ctx, { params, body }) => saveSalesSettings(ctx, params.id_empresa, body));
  r.on(API.register, (ctx, { body }) => registerLead(ctx, body));
  r.on(API.feasibility, (ctx, { query }) => feasibility(ctx, query));
  r.on(API.offeredPlans, (ctx, { query }) => offeredPlans(ctx, query.id_empresa));
  r.on(API.mine, (ctx, { query }) => myLeads(ctx, query));
  serveCrud(r, pricingService);
  serveCrud(r, coverageService);
  serveCrud(r, blocklistService);
});
