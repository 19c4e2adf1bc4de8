import {
  CAMPAIGN_RESULTS_API as API,
  RESULTS_REPORT_API as REPORT,
} from '@intranet/shared/campaign-results/campaign-results.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as results from './campaign-results.service';
import * as report from './results-report.service';

/** Campaign results (marketing spec §7 "Results") and the results report ("Reports"). */
export const campaignResultsRoutes = defineRoutes('campaign-results', (r) => {
  r.on(API.list, (ctx, { body }) =>
    results.listResults(ctx, { id: body?.filtro?.id?._eq, campaignId: body?.filtro?.id_campanha?._eq }),
  );
  r.on(API.ofChannel, (ctx, { params, query }) =>
    results.listChannelResults(ctx, params.channelId, { campaignId: query.idCampaign, providerId: query.idEmpresa }),
  );
  r.on(API.create, (ctx, { body }) => results.createResult(ctx, body.object));
  r.on(API.update, (ctx, { params, body }) => results.updateResult(ctx, params.id_result, body.object));

  const request = (query: { idCampaign?: number; referencia?: string }, providerId?: number) => ({
    campaignId: query.idCampaign,
    referencia: query.referencia,
    providerId,
  });
  r.on(REPORT.synthetic, (ctx, { query }) => report.synthetic(ctx, request(query)));
  r.on(REPORT.syntheticOfProvider, (ctx, { params, query }) => report.synthetic(ctx, request(query, params.provider)));
  r.on(REPORT.consolidated, (ctx, { query }) => report.consolidated(ctx, request(query)));
  r.on(REPORT.consolidatedOfProvider, (ctx, { params, query }) =>
    report.consolidated(ctx, request(query, params.provider)),
  );
  r.on(REPORT.detailed, (ctx, { body }) => report.detailed(ctx, { ...request(body), canal: body.canal }));
  r.on(REPORT.detailedOfProvider, (ctx, { body }) =>
    report.detailed(ctx, { ...request(body, body.empresa), canal: body.canal }),
  );
  r.on(REPORT.comparison, (ctx, { query }) => report.comparison(ctx, request(query)));
  r.on(REPORT.comparisonOfProvider, (ctx, { params, query }) =>
    report.comparison(ctx, request(query, params.provider)),
  );
  r.on(REPORT.charts, (ctx, { query }) => report.charts(ctx, request(query)));
  r.on(REPORT.chartsOfProvider, (ctx, { params, query }) => report.charts(ctx, request(query, params.provider)));
});
