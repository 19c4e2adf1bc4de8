import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import {
  FLEET_HOME_PATH,
  INCIDENT_REQUESTS_PATH,
  MAINTENANCE_REQUESTS_PATH,
  RENTALS_PATH,
  REQUESTS_HOME_PATH,
  RIDES_PATH,
  RIDE_EMPLOYEE_PATH,
  RIDE_SEARCH_PATH,
  VEHICLE_REQUEST_PATH,
  VEHICLES_PATH,
} from './fleet-paths';
import { fleetManagerRoutes } from './manager-routes';

const pages = () => import('./fleet-pages');
const incidentPages = () => import('./pages/incident-requests-pages');
const maintenancePages = () => import('./pages/maintenance-requests-pages');
const ridePages = () => import('./pages/ride-pages');
const vehicleRequest = async () => ({ Component: (await import('./pages/vehicle-request-page')).VehicleRequestPage });

/** A screen of the employees' side: any employee opens it (`can`), the page decides what they may do. */
const screen = (path: string, title: string, can: ScreenHandle['can'], lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: { title, can } satisfies ScreenHandle,
  lazy,
});

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
  screen(`${VEHICLE_REQUEST_PATH}/register`, 'Solicitar veículo', 'fleet.request', vehicleRequest),
  screen(`${VEHICLE_REQUEST_PATH}/edit/:id`, 'Solicitação de veículo', 'fleet.request', vehicleRequest),
  screen(`${INCIDENT_REQUESTS_PATH}/list`, 'Incidentes com veículos', 'fleet.request', async () => ({
    Component: (await incidentPages()).IncidentRequestsListPage,
  })),
  screen(`${INCIDENT_REQUESTS_PATH}/register`, 'Reportar incidente', 'fleet.request', async () => ({
    Component: (await incidentPages()).IncidentRequestFormPage,
  })),
  screen(`${INCIDENT_REQUESTS_PATH}/edit/:id`, 'Incidente', 'fleet.request', async () => ({
    Component: (await incidentPages()).IncidentRequestFormPage,
  })),
  screen(`${MAINTENANCE_REQUESTS_PATH}/list`, 'Solicitações de manutenção', 'fleet.request', async () => ({
    Component: (await maintenancePages()).MaintenanceRequestsListPage,
  })),
  screen(`${MAINTENANCE_REQUESTS_PATH}/register`, 'Solicitar manutenção', 'fleet.request', async () => ({
    Component: (await maintenancePages()).MaintenanceRequestFormPage,
  })),
  screen(`${MAINTENANCE_REQUESTS_PATH}/edit/:id`, 'Manutenção', 'fleet.request', async () => ({
    Component: (await maintenancePages()).MaintenanceRequestFormPage,
  })),
  screen(`${RIDES_PATH}/list`, 'Caronas', 'fleet.ride', async () => ({ Component: (await ridePages()).RidesListPage })),
  screen(`${RIDES_PATH}/register`, 'Oferecer carona', 'fleet.ride', async () => ({
    Component: (await ridePages()).RideFormPage,
  })),
  screen(`${RIDES_PATH}/edit/:id`, 'Editar carona', 'fleet.ride', async () => ({
    Component: (await ridePages()).RideFormPage,
  })),
];

/** `/ride-employee` opens without login (spec §2.1). */
export const fleetPublicRoutes: RouteObject[] = [
  {
    path: `${RIDE_EMPLOYEE_PATH}/list`,
    handle: { title: 'Caronas' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/ride-employee-page')).RideEmployeePage }),
  },
  {
    path: `${RIDE_SEARCH_PATH}/:origem/:destino/:data`,
    handle: { title: 'Caronas' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/ride-employee-page')).RideEmployeePage }),
  },
];
