import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { HOLIDAYS_PATH } from './holiday-paths';

/** Holidays. */
export const holidaysRoutes: RouteObject[] = [
  crudRoutes(HOLIDAYS_PATH, () => import('./holiday-pages').then((m) => m.HOLIDAY_PAGES), {
    list: { title: 'Feriados', can: 'holiday.list' },
    register: { title: 'Novo feriado', can: 'holiday.create' },
    edit: { title: 'Editar feriado', can: 'holiday.list' },
  }),
];
