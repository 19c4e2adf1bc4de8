import { CATEGORY_LOOKUP, INCIDENT_CATEGORY_LOOKUP } from '@intranet/shared/categories/categories.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { categoryService, incidentCategoryService } from './categories.service';

/** News and incident categories; each list is also read by GET, as the shared form's lookups call it. */
export const categoriesRoutes = defineRoutes('categories', (r) => {
  serveCrud(r, categoryService);
  serveCrud(r, incidentCategoryService);
  r.on(CATEGORY_LOOKUP, async (ctx) => ({ rh_categoria: await categoryService.list(ctx, {}) }) as never);
  r.on(
    INCIDENT_CATEGORY_LOOKUP,
    async (ctx) => ({ rh_incidente_categoria: await incidentCategoryService.list(ctx, {}) }) as never,
  );
});
