import { crudPagesOf } from '../../components/crud/crud-pages';
import { DOCUMENT_CATEGORIES } from './documents-screens';

export const DOCUMENT_CATEGORY_PAGES = crudPagesOf(DOCUMENT_CATEGORIES);
