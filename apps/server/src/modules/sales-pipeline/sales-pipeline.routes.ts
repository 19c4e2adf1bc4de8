import multipart from '@fastify/multipart';
import { COVERAGE_IMPORT_MAX_BYTES } from '@intranet/shared/sales/coverage.rules';
import { COVERAGE_SETUP_API as COVERAGE } from '@intranet/shared/sales/coverage.contract';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { PIPELINE_API as API } from '@intranet/shared/sales/pipeline.contract';
import { SELLERS_API as SELLERS } from '@intranet/shared/sales/sellers.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { AppError } from '../../platform/http/errors';
import { defineRoutes } from '../../platform/http/routes';
import { SPREADSHEET_MULTIPART_LIMITS, readSpreadsheetUpload } from '../../platform/spreadsheets/upload';
import {
  applyCoverageImport,
  coverageImportLines,
  coverageImportStatus,
  discardCoverageImport,
  readCoverage,
  uploadCoverage,
} from './sales-coverage.import';
import { coverageCities, coveragePage } from './sales-coverage.service';
import { addSeller, removeSeller, sellerCandidates, sellerTeam, setSellerActive } from './sales-sellers.service';
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

/** Room for the multipart boundaries and the provider field around the largest coverage spreadsheet. */
const COVERAGE_BODY_LIMIT = COVERAGE_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * The lead pipeline (docs/sales.md): lists, moves, assignment, homes, the external register, /pricing,
 * coverage (and its spreadsheet import), the blocklist, the sellers of each provider.
 */
export const salesPipelineRoutes = defineRoutes('vendas-pipeline', (r, app) => {
  void app.register(multipart, { limits: { ...SPREADSHEET_MULTIPART_LIMITS, fileSize: COVERAGE_IMPORT_MAX_BYTES } });
  const withStorage = <C extends object>(ctx: C) => ({ ...ctx, storage: app.storage });
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
  r.on(COVERAGE.page, (ctx, { query }) => coveragePage(ctx, query));
  r.on(COVERAGE.cities, (ctx, { query }) => coverageCities(ctx, query.id_empresa));
  r.on(
    COVERAGE.upload,
    async (ctx, _input, { request }) => {
      const upload = await readSpreadsheetUpload(request, 'arquivo').catch((error: unknown) => {
        // The file limit is coverage's own 5 MB: say so, not the 20 MB of the other imports.
        if (error instanceof AppError && error.code === 'too_large')
          throw new AppError('too_large', PIPELINE_MSG.coverageImportTooLarge);
        throw error;
      });
      return uploadCoverage(withStorage(ctx), upload);
    },
    { bodyLimit: COVERAGE_BODY_LIMIT },
  );
  r.on(COVERAGE.importStatus, (ctx, { params }) => coverageImportStatus(ctx, params.id));
  r.on(COVERAGE.read, (ctx, { params }) => readCoverage(withStorage(ctx), params.id));
  r.on(COVERAGE.lines, (ctx, { params, query }) => coverageImportLines(ctx, params.id, query));
  r.on(COVERAGE.apply, (ctx, { params }) => applyCoverageImport(ctx, params.id));
  r.on(COVERAGE.discard, (ctx, { params }) => discardCoverageImport(withStorage(ctx), params.id));
  r.on(SELLERS.list, (ctx, { query }) => sellerTeam(ctx, query));
  r.on(SELLERS.candidates, (ctx, { query }) => sellerCandidates(ctx, query));
  r.on(SELLERS.add, (ctx, { body }) => addSeller(ctx, body));
  r.on(SELLERS.update, (ctx, { params, body }) => setSellerActive(ctx, params.id, body.ativo));
  r.on(SELLERS.remove, (ctx, { params }) => removeSeller(ctx, params.id));
  serveCrud(r, pricingService);
  serveCrud(r, coverageService);
  serveCrud(r, blocklistService);
});
