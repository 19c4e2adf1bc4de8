import { defineRoutes } from '../../platform/http/routes';

/** The dispatcher's calls: who would receive, what was sent, and running a shift now. */
export const communicationDispatchRoutes = defineRoutes('communication-dispatch', () => {});
