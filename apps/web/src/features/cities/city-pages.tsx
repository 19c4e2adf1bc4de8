import { crudPagesOf } from '../../components/crud/crud-pages';
import { CITIES_SCREENS, MICROREGIONS } from './city-screens';

export const CITY_PAGES = crudPagesOf(CITIES_SCREENS);
export const MICROREGION_PAGES = crudPagesOf(MICROREGIONS);
