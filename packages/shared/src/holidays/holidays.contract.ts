import { crudEndpoints } from '../crud/crud.contract';
import { holiday, holidayFilter, holidayInput, holidayPatch } from './holidays.schemas';

/**
 * Holidays (`/holidays`): answers under `rh_feriado` …; a municipal holiday for several cities is
 * one record per city, all made by one create call (the answer carries the first id).
 */
export const HOLIDAY_API = crudEndpoints({
  table: 'rh_feriado',
  path: '/v1/feriado',
  createPath: '/v1/criar/feriado',
  access: { list: 'holiday.list', create: 'holiday.create', edit: 'holiday.edit', delete: 'holiday.delete' },
  schemas: { row: holiday, filter: holidayFilter, input: holidayInput, patch: holidayPatch },
});
