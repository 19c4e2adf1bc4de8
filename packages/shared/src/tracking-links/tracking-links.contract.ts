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
 * a click and redirects is served outside /v1 (action `tracking-link.follow`, public).
 */
export const TRACKING_LINKS_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/vendas/tracking/url/filtro',
    access: 'tracking-link.list',
    body: trackingLinkFilterBody,
    response: trackingLinkListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/vendas/tracking/url',
    access: 'tracking-link.create',
    body: trackingLinkInput,
    response: trackingLinkCreateResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/vendas/tracking/url',
    access: 'tracking-link.edit',
    body: trackingLinkUpdateBody,
    response: trackingLinkUpdateResponse,
  }),
  destinations: endpoint({
    method: 'POST',
    path: '/v1/lead/tracking/destino/filtrado',
    access: 'tracking-link.list',
    body: destinationFilterBody,
    response: destinationListResponse,
  }),
  /** The link's QR code, PNG or SVG, as a file. */
  qrCode: endpoint({
    method: 'GET',
    path: '/v1/vendas/tracking/url/:id/qrcode',
    access: 'tracking-link.list',
    params: qrParams,
    query: qrQuery,
    response: null,
  }),
} as const;
