import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { categoryService, incidentCategoryService } from './categories.service';

/** News and incident categories. */
export const categoriesRoutes = defineRoutes('categories', (r) => {
  serveCrud(r, categoryService);
  serveCrud(r, incidentCategoryService);
});
