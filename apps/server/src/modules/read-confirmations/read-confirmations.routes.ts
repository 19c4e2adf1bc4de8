import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { defineRoutes } from '../../platform/http/routes';
import { confirmRead, pendingReads, readDetail, readReport, remindPending } from './read-confirmations.service';

/** Read confirmations of news items and handbook chapters, and their report. */
export const readConfirmationsRoutes = defineRoutes('read-confirmations', (r) => {
  r.on(API.confirm, (ctx, { params }) => confirmRead(ctx, params));
  r.on(API.pending, async (ctx) => ({ pendentes: await pendingReads(ctx) }));
  r.on(API.report, (ctx, { query }) => readReport(ctx, query));
  r.on(API.detail, (ctx, { params, query }) => readDetail(ctx, params, query));
  r.on(API.remind, (ctx, { params }) => remindPending(ctx, params));
});
