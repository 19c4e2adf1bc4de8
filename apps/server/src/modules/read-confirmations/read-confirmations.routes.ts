import { defineRoutes } from '../../platform/http/routes';

/** The read confirmations area. */
export const readConfirmationsRoutes = defineRoutes('read-confirmations', () => {});
