import { endpoint } from '../api/endpoint';
import {
  confirmReadResponse,
  pendingReadsResponse,
  readDetailQuery,
  readDetailResponse,
  readItemParams,
  readReportQuery,
  readReportResponse,
  remindPendingResponse,
} from './read-confirmations.schemas';

/**
 * "Li e estou ciente" of news items (`noticia`) and handbook chapters (`manual`), and the report of who
 * of each mandatory item's audience confirmed (docs/hr-content.md).
 */
export const READ_CONFIRMATIONS_API = {
  /**
   * Any employee confirms an item of their audience; idempotent (the first instant is kept). A chapter
   * is confirmed in its current version. 404 when the item does not exist, is inactive or the reader is
   * outside its audience.
   */
  confirm: endpoint({
    method: 'POST',
    path: '/v1/leituras/:tipo/:id',
    access: 'read-confirmations.confirm',
    params: readItemParams,
    response: confirmReadResponse,
  }),
  /** The reader's mandatory items not yet confirmed (news with requer_lido, chapters requiring reading). */
  pending: endpoint({
    method: 'GET',
    path: '/v1/leituras/pendentes',
    access: 'read-confirmations.pending',
    response: pendingReadsResponse,
  }),
  /** `/reports/read-confirm`: mandatory items with audience, confirmed, pending and percentage. */
  report: endpoint({
    method: 'GET',
    path: '/v1/leituras/relatorio',
    access: 'read-confirmations.report',
    query: readReportQuery,
    response: readReportResponse,
  }),
  /** `/reports/read-confirm-list/:id`: each person of the item's audience, status and instant. */
  detail: endpoint({
    method: 'GET',
    path: '/v1/leituras/relatorio/:tipo/:id',
    access: 'read-confirmations.report',
    params: readItemParams,
    query: readDetailQuery,
    response: readDetailResponse,
  }),
  /** "Lembrar pendentes": one notification to exactly those still pending; the reminder is recorded. */
  remind: endpoint({
    method: 'POST',
    path: '/v1/leituras/relatorio/:tipo/:id/lembrar',
    access: 'read-confirmations.remind',
    params: readItemParams,
    response: remindPendingResponse,
  }),
} as const;
