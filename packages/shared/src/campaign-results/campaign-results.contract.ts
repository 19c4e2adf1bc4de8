import { endpoint } from '../api/endpoint';
import { campaignResultsListResponse } from './campaign-results.schemas';

/** Every call of the campaign-results area. */
export const CAMPAIGN_RESULTS_API = {
  list: endpoint({ method: 'GET', path: '/v1/campaign-results', access: 'campaignResult.list', response: campaignResultsListResponse }),
} as const;
