import { crudPagesOf } from '../../../components/crud/crud-pages';
import { PRODUCT_SCREENS } from '../product-screens';

export const PRODUCT_PAGES = crudPagesOf(PRODUCT_SCREENS);
