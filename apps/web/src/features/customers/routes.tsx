import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The customers screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const customersRoutes: RouteObject[] = [
  { path: '/customers/list', handle: { title: 'customers', can: 'customer.search' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/customers-list-page')).CustomersListPage }) },
];
