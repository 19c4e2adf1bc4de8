import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

export type CrudPages = { list: ComponentType; register: ComponentType; edit: ComponentType };

export type CrudHandles = { [K in keyof CrudPages]: ScreenHandle };

/**
 * `{path}/list`, `{path}/register` and `{path}/edit/:id`, loaded on demand from the record type's pages
 * file; `handles` title each tab and name the action that opens each screen.
 */
export function crudRoutes(path: string, load: () => Promise<CrudPages>, handles: CrudHandles): RouteObject {
  const page = (key: keyof CrudPages) => () => load().then((pages) => ({ Component: pages[key] }));
  return {
    path,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', handle: handles.list, lazy: page('list') },
      { path: 'register', handle: handles.register, lazy: page('register') },
      { path: 'edit/:id', handle: handles.edit, lazy: page('edit') },
    ],
  };
}
