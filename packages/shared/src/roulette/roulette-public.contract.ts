import { endpoint } from '../api/endpoint';
import {
  campaignUrlBody,
  challengeResponse,
  codeRequestBody,
  codeRequestResponse,
  publicCampaignQuery,
  publicCampaignResponse,
  spinBody,
  spinResponse,
} from './roulette-public.schemas';

/** The public wheel's calls (public, rate limited per address); apart so that its page loads only these. */
export const ROULETTE_PUBLIC_API = {
  /** The campaign at an address: whether it is open now, its colours, the prizes on the wheel and the guards the page must meet. */
  campaign: endpoint({
    method: 'GET',
    path: '/v1/roleta/publica',
    access: 'roulette.spin',
    query: publicCampaignQuery,
    response: publicCampaignResponse,
  }),
  /** The background image of an open campaign's wheel. */
  background: endpoint({
    method: 'GET',
    path: '/v1/roleta/publica/fundo',
    access: 'roulette.spin',
    query: publicCampaignQuery,
    response: null,
  }),
  /** A challenge for the next spin (proof of work, minimum wait), accepted once. */
  challenge: endpoint({
    method: 'POST',
    path: '/v1/roleta/desafio',
    access: 'roulette.spin',
    body: campaignUrlBody,
    response: challengeResponse,
  }),
  /** Sends the 6-digit code by SMS to the phone of the person about to spin. */
  code: endpoint({
    method: 'POST',
    path: '/v1/roleta/codigo',
    access: 'roulette.spin',
    body: codeRequestBody,
    response: codeRequestResponse,
  }),
  /** A person spins: the server decides the audience and the prize, takes the stock and answers the coupon. */
  spin: endpoint({
    method: 'POST',
    path: '/v1/roleta/girar',
    access: 'roulette.spin',
    body: spinBody,
    response: spinResponse,
  }),
} as const;
