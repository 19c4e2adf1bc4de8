import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { holidayService } from './holidays.service';

/** Holidays (`/holidays`). */
export const holidaysRoutes = defineRoutes('holidays', (r) => {
  serveCrud(r, holidayService);
});
