import { endpoint } from '../api/endpoint';
import {
  destinationFilterBody,
  destinationListResponse,
  qrParams,
  qrQuery,
  trackingLinkCreateResponse,
  trackingLinkFilterBody,
  trackingLinkInput,
  trackingLinkListResponse,
  trackingLinkUpdateBody,
  trackingLinkUpdateResponse,
} from './tracking-links.schemas';

/**
 * Tracking links (spec 003 §7 "Tracking links"). The short public address `/t/{codigo}` that records
 * a click and redirects is served outside /v1 (action `trackingLink.follow`, public).
 */
export const TRACKING_LINKS_API = {
  list: endpoint({ method: 'POST', path: '/v1/vendas/tracking/url/filtro', access: 'trackingLink.list', body: trackingLinkFilterBody, response: trackingLinkListResponse }),
  create: endpoint({ method: 'POST', path: '/v1/vendas/tracking/url', access: 'trackingLink.create', body: trackingLinkInput, response: trackingLinkCreateResponse }),
  update: endpoint({ method: 'PUT', path: '/v1/vendas/tracking/url', access: 'trackingLink.edit', body: trackingLinkUpdateBody, response: trackingLinkUpdateResponse }),
  destinations: endpoint({
    method: 'POST',
    path: '/v1/lead/tracking/destino/filtrado',
    access: 'trackingLink.list',
    body: destinationFilterBody,
    response: destinationListResponse,
  }),
  /** The link's QR code, PNG or SVG, as a file. */
  qrCode: endpoint({ method: 'GET', path: '/v1/vendas/tracking/url/:id/qrcode', access: 'trackingLink.list', params: qrParams, query: qrQuery, response: null }),
} as const;
