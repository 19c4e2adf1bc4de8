import type { RouteObject } from 'react-router-dom';

/**
 * Routes of each feature, each screen lazy-loaded (its own chunk). A feature adds its
 * `features/<area>/routes.tsx` here; `protectedRoutes` need a signed-in user.
 */
export const publicRoutes: RouteObject[] = [];
export const protectedRoutes: RouteObject[] = [];
