import { endpoint } from '../api/endpoint';
import { publicCampaignQuery, publicCampaignResponse, spinBody, spinResponse } from './roulette-public.schemas';

/** The public wheel's calls (public, rate limited per address); apart so that its page loads only these. */
export const ROULETTE_PUBLIC_API = {
  /** The campaign at an address: whether it is open now, its colours and the prizes on the wheel. */
  campaign: endpoint({ method: 'GET', path: '/v1/roleta/publica', access: 'roulette.spin', query: publicCampaignQuery, response: publicCampaignResponse }),
  /** A person spins: the server decides the audience and the prize, takes the stock and answers the coupon. */
  /** The background image of an open campaign's wheel. */
  background: endpoint({ method: 'GET', path: '/v1/roleta/publica/fundo', access: 'roulette.spin', query: publicCampaignQuery, response: null }),
  spin: endpoint({ method: 'POST', path: '/v1/roleta/girar', access: 'roulette.spin', body: spinBody, response: spinResponse }),
} as const;
