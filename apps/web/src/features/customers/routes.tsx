import type { RouteObject } from 'react-router-dom';

/** The customer directory's screens (the import screen), each its own chunk. */
export const customersRoutes: RouteObject[] = [];
