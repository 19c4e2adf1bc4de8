import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { CITIES_PATH, MICROREGIONS_PATH } from './city-paths';

const microregions = crudRoutes(MICROREGIONS_PATH, () => import('./city-pages').then((m) => m.MICROREGION_PAGES), {
  list: { title: 'Microrregiões', can: 'microregion.list' },
  register: { title: 'Nova microrregião', can: 'microregion.create' },
  edit: { title: 'Editar microrregião', can: 'microregion.list' },
});

/** Cities and microregions; `/microrregions` itself is the visitors' list (citiesPublicRoutes). */
export const citiesRoutes: RouteObject[] = [
  crudRoutes(CITIES_PATH, () => import('./city-pages').then((m) => m.CITY_PAGES), {
    list: { title: 'Cidades', can: 'city.list' },
    register: { title: 'Nova cidade', can: 'city.create' },
    edit: { title: 'Editar cidade', can: 'city.list' },
  }),
  { path: microregions.path, children: microregions.children?.filter((child) => !child.index) },
];

/** `/microrregions` open without login (spec §2.1): the microregions served. */
export const citiesPublicRoutes: RouteObject[] = [
  {
    path: MICROREGIONS_PATH,
    handle: { title: 'Microrregiões atendidas' } satisfies ScreenHandle,
    lazy: () => import('./pages/public-microregions-page').then((m) => ({ Component: m.PublicMicroregionsPage })),
  },
];
