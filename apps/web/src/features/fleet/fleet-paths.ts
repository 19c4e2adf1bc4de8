export const FLEET_HOME_PATH = '/fleet/home';
export const VEHICLES_PATH = '/fleet/vehicle';
export const RENTALS_PATH = '/fleet/rentals';
export const REQUESTS_HOME_PATH = '/requests/home';
export const RIDE_EMPLOYEE_PATH = '/ride-employee';
