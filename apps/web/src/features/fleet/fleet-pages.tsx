import { crudPagesOf } from '../../components/crud/crud-pages';
import { RENTALS, VEHICLES } from './fleet-screens';

export const VEHICLE_PAGES = crudPagesOf(VEHICLES);
export const RENTAL_PAGES = crudPagesOf(RENTALS);
