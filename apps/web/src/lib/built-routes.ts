import { matchPath } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * The route patterns that exist in this build. Menus and card grids show only entries whose path
 * matches one of them, so screens not built yet never appear as broken links.
 */
let patterns: string[] | null = null;

function collect(routes: RouteObject[], parent: string, out: string[]) {
  for (const r of routes) {
    const path = r.index ? parent : r.path ? joinPath(parent, r.path) : parent;
    if ((r.index || r.path) && path !== '*' && !path.endsWith('/*')) out.push(path);
    if (r.children) collect(r.children, path, out);
  }
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function registerBuiltRoutes(routes: RouteObject[]): void {
  const out: string[] = [];
  collect(routes, '/', out);
  patterns = [...new Set(out)];
}

/** Whether a concrete path (e.g. '/marketing/home') leads to a built screen. Unregistered → true. */
export function isBuiltRoute(path: string): boolean {
  if (!patterns) return true;
  const pathname = path.split(/[?#]/)[0];
  return patterns.some((p) => matchPath({ path: p, end: true }, pathname) !== null);
}
