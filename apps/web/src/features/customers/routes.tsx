import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { CUSTOMER_IMPORT_PATH } from './customers-paths';

/** The customer directory's screens (the import screen), each its own chunk. */
export const customersRoutes: RouteObject[] = [
  {
    path: CUSTOMER_IMPORT_PATH,
    handle: { title: 'Importar clientes', can: 'customer.import' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-import-page')).CustomerImportPage }),
  },
];
