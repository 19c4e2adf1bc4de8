import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { FLEET_HOME_PATH, RENTALS_PATH, REQUESTS_HOME_PATH, RIDE_EMPLOYEE_PATH, VEHICLES_PATH } from './fleet-paths';
import { fleetManagerRoutes } from './manager-routes';

const pages = () => import('./fleet-pages');

/** The fleet's and the vehicle requests' screens (docs/fleet.md), each its own chunk. */
export const fleetRoutes: RouteObject[] = [
  {
    path: FLEET_HOME_PATH,
    handle: { title: 'Frota', can: 'fleet.read' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/fleet-home-page')).FleetHomePage }),
  },
  crudRoutes(VEHICLES_PATH, () => pages().then((m) => m.VEHICLE_PAGES), {
    list: { title: 'Veículos', can: 'fleet.read' },
    register: { title: 'Novo veículo', can: 'fleet.write' },
    edit: { title: 'Editar veículo', can: 'fleet.read' },
  }),
  crudRoutes(RENTALS_PATH, () => pages().then((m) => m.RENTAL_PAGES), {
    list: { title: 'Locadoras', can: 'fleet.read' },
    register: { title: 'Nova locadora', can: 'fleet.write' },
    edit: { title: 'Editar locadora', can: 'fleet.read' },
  }),
  ...fleetManagerRoutes,
  {
    path: REQUESTS_HOME_PATH,
    handle: { title: 'Solicitações', can: 'fleet.request' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/requests-home-page')).RequestsHomePage }),
  },
];

/** `/ride-employee` opens without login (spec §2.1). */
export const fleetPublicRoutes: RouteObject[] = [
  {
    path: `${RIDE_EMPLOYEE_PATH}/list`,
    handle: { title: 'Caronas' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/ride-employee-page')).RideEmployeePage }),
  },
];
