import type { RouteObject } from 'react-router-dom';

/** The employee handbook screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const handbookRoutes: RouteObject[] = [];
