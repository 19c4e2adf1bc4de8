import { matchPath } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';

/**
 * The route patterns that exist in this build, each with the action its screen is guarded by
 * (`handle.can`). Menus and card grids show only entries whose path matches one of them, to the users
 * the route admits: a card reads the same permission entry as the screen it opens, and screens not
 * built yet never appear as broken links.
 */
type BuiltRoute = { pattern: string; can?: Action };
let built: BuiltRoute[] | null = null;

function collect(routes: RouteObject[], parent: BuiltRoute, out: BuiltRoute[]) {
  for (const r of routes) {
    const pattern = r.index ? parent.pattern : r.path ? joinPath(parent.pattern, r.path) : parent.pattern;
    // A guard applies to the screens under it, unless one of them names its own.
    const can = (r.handle as { can?: Action } | undefined)?.can ?? parent.can;
    if ((r.index || r.path) && pattern !== '*' && !pattern.endsWith('/*')) out.push({ pattern, can });
    if (r.children) collect(r.children, { pattern, can }, out);
  }
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function registerBuiltRoutes(routes: RouteObject[]): void {
  const out: BuiltRoute[] = [];
  collect(routes, { pattern: '/' }, out);
  built = out;
}

function routeOf(path: string): BuiltRoute | undefined {
  const pathname = path.split(/[?#]/)[0];
  return built?.find((r) => matchPath({ path: r.pattern, end: true }, pathname) !== null);
}

/** Whether a concrete path (e.g. '/marketing/home') leads to a built screen. Unregistered → true. */
export function isBuiltRoute(path: string): boolean {
  return built === null || routeOf(path) !== undefined;
}

/** Whether a user with these roles may open a path: it is built and its guard, if any, admits them. */
export function routeOpensFor(roles: readonly string[], path: string): boolean {
  if (built === null) return true;
  const route = routeOf(path);
  return route !== undefined && (route.can === undefined || rolesCan(roles, route.can));
}
