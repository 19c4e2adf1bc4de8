export const FLEET_HOME_PATH = '/fleet/home';
export const VEHICLES_PATH = '/fleet/vehicle';
export const RENTALS_PATH = '/fleet/rentals';
export const REQUESTS_HOME_PATH = '/requests/home';
export const RIDE_EMPLOYEE_PATH = '/ride-employee';
/** `/requests/vehicle/register` and `/requests/vehicle/edit/:id`. */
export const VEHICLE_REQUEST_PATH = '/requests/vehicle';
export const INCIDENT_REQUESTS_PATH = '/requests/incidents-vehicle';
export const MAINTENANCE_REQUESTS_PATH = '/requests/maintenance-vehicle';
export const RIDES_PATH = '/ride';
/** The public search: `/ride-employee/search/:origem/:destino/:data`, '-' standing for "any". */
export const RIDE_SEARCH_PATH = `${RIDE_EMPLOYEE_PATH}/search`;
export const ANY = '-';
export const rideSearchPath = (filter: { origem?: string; destino?: string; data?: string }) =>
  `${RIDE_SEARCH_PATH}/${[filter.origem, filter.destino, filter.data].map((p) => encodeURIComponent(p?.trim() || ANY)).join('/')}`;
/** Where a visitor who asks for a seat lands once signed in: the rides screen, which asks for it. */
export const askSeatPath = (id: number) => `${RIDES_PATH}/list?vaga=${id}`;
