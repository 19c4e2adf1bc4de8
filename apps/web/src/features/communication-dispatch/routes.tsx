import type { RouteObject } from 'react-router-dom';

/** The deliveries screen and "Quem recebe", each its own chunk. */
export const communicationDispatchRoutes: RouteObject[] = [];
