import { HISTORY_API as API } from '@intranet/shared/history/history.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listHistory } from './history.service';

/** The edit history the history viewer shows. */
export const historyRoutes = defineRoutes('history', (r) => {
  r.on(API.list, (ctx, { body }) => listHistory(ctx, body));
});
