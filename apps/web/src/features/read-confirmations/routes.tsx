import type { RouteObject } from 'react-router-dom';

/** The read confirmations screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const readConfirmationsRoutes: RouteObject[] = [];
