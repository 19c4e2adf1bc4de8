import { endpoint } from '../api/endpoint';
import {
  channelResultsParams,
  channelResultsQuery,
  channelResultsResponse,
  resultCreateBody,
  resultCreateResponse,
  resultIdParams,
  resultListBody,
  resultListResponse,
  resultUpdateBody,
  resultUpdateResponse,
} from './campaign-results.schemas';
import {
  chartsResponse,
  comparisonResponse,
  consolidatedResponse,
  detailedBody,
  detailedProviderBody,
  detailedResponse,
  providerParams,
  reportQuery,
  syntheticResponse,
} from './results-report.schemas';

/** Paid-media results of campaigns (marketing spec §7 "Results"), paths as the spec writes them. */
export const CAMPAIGN_RESULTS_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/leads/relatorio/listar/resultado/campanha',
    access: 'campaign-result.list',
    body: resultListBody,
    response: resultListResponse,
  }),
  ofChannel: endpoint({
    method: 'GET',
    path: '/v1/leads/resultado/campanha/canal/:channelId',
    access: 'campaign-result.list',
    params: channelResultsParams,
    query: channelResultsQuery,
    response: channelResultsResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/vendas/campanha/resultado/insert',
    access: 'campaign-result.create',
    body: resultCreateBody,
    response: resultCreateResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/lead/resultado/campanha/:id_result',
    access: 'campaign-result.edit',
    params: resultIdParams,
    body: resultUpdateBody,
    response: resultUpdateResponse,
  }),
} as const;

/**
 * The results report (spec §7 "Reports"). The spec gives these calls only as "{hash}" paths (a stored
 * query of the old hosted engine), so they get plain paths of ours under /v1/leads/relatorio/…,
 * keeping its shape: each read for every provider and again followed by /{provider}, the weekly
 * detail by POST with the channel (and the provider) in the body.
 */
export const RESULTS_REPORT_API = {
  synthetic: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/sintetico',
    access: 'results-report.view',
    query: reportQuery,
    response: syntheticResponse,
  }),
  syntheticOfProvider: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/sintetico/:provider',
    access: 'results-report.view',
    params: providerParams,
    query: reportQuery,
    response: syntheticResponse,
  }),
  consolidated: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/semanal/consolidado/v2',
    access: 'results-report.view',
    query: reportQuery,
    response: consolidatedResponse,
  }),
  consolidatedOfProvider: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/semanal/consolidado/v2/:provider',
    access: 'results-report.view',
    params: providerParams,
    query: reportQuery,
    response: consolidatedResponse,
  }),
  detailed: endpoint({
    method: 'POST',
    path: '/v1/leads/relatorio/semanal/detalhado/v2',
    access: 'results-report.view',
    body: detailedBody,
    response: detailedResponse,
  }),
  detailedOfProvider: endpoint({
    method: 'POST',
    path: '/v1/leads/relatorio/semanal/detalhado/v2/empresa',
    access: 'results-report.view',
    body: detailedProviderBody,
    response: detailedResponse,
  }),
  comparison: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/comparativo',
    access: 'results-report.view',
    query: reportQuery,
    response: comparisonResponse,
  }),
  comparisonOfProvider: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/comparativo/:provider',
    access: 'results-report.view',
    params: providerParams,
    query: reportQuery,
    response: comparisonResponse,
  }),
  charts: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/graficos',
    access: 'results-report.view',
    query: reportQuery,
    response: chartsResponse,
  }),
  chartsOfProvider: endpoint({
    method: 'GET',
    path: '/v1/leads/relatorio/graficos/:provider',
    access: 'results-report.view',
    params: providerParams,
    query: reportQuery,
    response: chartsResponse,
  }),
} as const;
