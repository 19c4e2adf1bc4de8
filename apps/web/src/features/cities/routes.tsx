import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { CITIES_PATH, MICROREGIONS_PATH } from './city-paths';

/** Cities and microregions. */
export const citiesRoutes: RouteObject[] = [
  crudRoutes(CITIES_PATH, () => import('./city-pages').then((m) => m.CITY_PAGES), {
    list: { title: 'Cidades', can: 'city.list' },
    register: { title: 'Nova cidade', can: 'city.create' },
    edit: { title: 'Editar cidade', can: 'city.list' },
  }),
  crudRoutes(MICROREGIONS_PATH, () => import('./city-pages').then((m) => m.MICROREGION_PAGES), {
    list: { title: 'Microrregiões', can: 'microregion.list' },
    register: { title: 'Nova microrregião', can: 'microregion.create' },
    edit: { title: 'Editar microrregião', can: 'microregion.list' },
  }),
];
