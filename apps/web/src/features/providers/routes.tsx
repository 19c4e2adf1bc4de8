import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { PROVIDERS_PATH } from './provider-paths';

/** Providers and their cities. */
export const providersRoutes: RouteObject[] = [
  crudRoutes(PROVIDERS_PATH, () => import('./provider-pages').then((m) => m.PROVIDER_PAGES), {
    list: { title: 'Provedores', can: 'provider.list' },
    register: { title: 'Novo provedor', can: 'provider.create' },
    edit: { title: 'Editar provedor', can: 'provider.list' },
  }),
  {
    path: `${PROVIDERS_PATH}/list/cities/:id`,
    handle: { title: 'Cidades do provedor', can: 'provider.list' } satisfies ScreenHandle,
    lazy: () => import('./pages/provider-cities-page').then((m) => ({ Component: m.ProviderCitiesPage })),
  },
];
