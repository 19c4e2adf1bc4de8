import { crudPagesOf } from '../../components/crud/crud-pages';
import { CATEGORIES, INCIDENT_CATEGORIES } from './category-screens';

export const CATEGORY_PAGES = crudPagesOf(CATEGORIES);
export const INCIDENT_CATEGORY_PAGES = crudPagesOf(INCIDENT_CATEGORIES);
