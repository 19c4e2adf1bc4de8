import { crudPagesOf } from '../../components/crud/crud-pages';
import { HOLIDAYS } from './holiday-screens';

export const HOLIDAY_PAGES = crudPagesOf(HOLIDAYS);
