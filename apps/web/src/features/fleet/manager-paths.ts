/** The fleet manager's screens (docs/fleet.md): maintenance, drivers, incidents, fines and the fine's term. */
export const MAINTENANCE_PATH = '/fleet/maintenance-vehicle';
export const DRIVERS_PATH = '/fleet/driver';
export const INCIDENTS_PATH = '/fleet/incidents-vehicle';
export const FINES_PATH = '/fleet/fines';
export const CAR_REPAIR_REPORT_PATH = '/reports/car-repair';

export const listPath = (base: string) => `${base}/list`;
export const registerPath = (base: string) => `${base}/register`;
export const editPath = (base: string, id: number) => `${base}/edit/${id}`;
/** A driver's edit screen: the driver's id and the employee's. */
export const driverEditPath = (id: number, userId: number) => `${DRIVERS_PATH}/edit/${id}/${userId}`;
/** A corrective maintenance opened from an incident: the register form filled with its vehicle. */
export const correctiveFromIncidentPath = (incidentId: number, vehicleId: number) =>
  `${registerPath(MAINTENANCE_PATH)}?incidente=${incidentId}&veiculo=${vehicleId}`;
/** The responsibility term of a fine for its driver (`/fleet/fines/term/:id/:idDriver/:vehiclePlate`). */
export const fineTermPath = (id: number, driverId: number, plate: string) =>
  `${FINES_PATH}/term/${id}/${driverId}/${encodeURIComponent(plate)}`;
