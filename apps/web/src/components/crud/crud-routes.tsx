import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

export type CrudPages = { list: ComponentType; register: ComponentType; edit: ComponentType };

/** `{path}/list`, `{path}/register` and `{path}/edit/:id`, loaded on demand from the record type's pages file. */
export function crudRoutes(path: string, load: () => Promise<CrudPages>): RouteObject {
  const page = (key: keyof CrudPages) => () => load().then((pages) => ({ Component: pages[key] }));
  return {
    path,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: page('list') },
      { path: 'register', lazy: page('register') },
      { path: 'edit/:id', lazy: page('edit') },
    ],
  };
}
