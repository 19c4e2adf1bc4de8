import { crudPagesOf } from '../../components/crud/crud-pages';
import { COMPLIMENT_CATEGORIES } from './compliment-category-screens';

export const COMPLIMENT_CATEGORY_PAGES = crudPagesOf(COMPLIMENT_CATEGORIES);
