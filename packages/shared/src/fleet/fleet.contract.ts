import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { idParam } from '../validation/fields';
import {
  carRepairQuery,
  carRepairReport,
  driver,
  driverCandidates,
  driverCandidatesQuery,
  driverInput,
  driverListQuery,
  driverListResponse,
  driverOptions,
  driverPatch,
  fineAnswer,
  fineInput,
  fineListQuery,
  fineListResponse,
  fineTermParams,
  idOnly,
  incidentAnswer,
  incidentInput,
  incidentListQuery,
  incidentListResponse,
  instantField,
  maintenanceAnswer,
  maintenanceInput,
  maintenanceListQuery,
  maintenanceListResponse,
  maintenanceRequestInput,
  odometerInput,
  publicRideList,
  publicRideQuery,
  rentalCompany,
  rentalCompanyFilter,
  rentalCompanyInput,
  rentalCompanyPatch,
  rentalOptions,
  requestAnswer,
  requestApproval,
  requestInput,
  requestListQuery,
  requestListResponse,
  requestRefusal,
  rideAnswer,
  rideInput,
  rideList,
  rideListQuery,
  seatAnswer,
  seatAnswerParams,
  vehicle,
  vehicleFilter,
  vehicleInput,
  vehicleOptions,
  vehiclePatch,
} from './fleet.schemas';

const byId = z.object({ id: idParam });

/** Vehicles (`/fleet/vehicle`): the CRUD kit's five calls under `frota_veiculo`. */
export const VEHICLE_API = crudEndpoints({
  table: 'frota_veiculo',
  path: '/v1/frota/veiculos',
  createPath: '/v1/frota/criar/veiculo',
  access: { list: 'fleet.read', create: 'fleet.write', edit: 'fleet.write', delete: 'fleet.delete' },
  schemas: { row: vehicle, filter: vehicleFilter, input: vehicleInput, patch: vehiclePatch },
});

/** Rental companies (`/fleet/rentals`): the CRUD kit's five calls under `frota_locadora`. */
export const RENTAL_API = crudEndpoints({
  table: 'frota_locadora',
  path: '/v1/frota/locadoras',
  createPath: '/v1/frota/criar/locadora',
  access: { list: 'fleet.read', create: 'fleet.write', edit: 'fleet.write', delete: 'fleet.delete' },
  schemas: { row: rentalCompany, filter: rentalCompanyFilter, input: rentalCompanyInput, patch: rentalCompanyPatch },
});

/** Every other call of the fleet, the requests and the rides (docs/fleet.md). */
export const FLEET_API = {
  // Lookups of the spec's §7.
  vehicleOptions: endpoint({ method: 'GET', path: '/v1/veiculos', access: 'fleet.request', response: vehicleOptions }),
  driverOptions: endpoint({ method: 'GET', path: '/v1/motorista', access: 'fleet.read', response: driverOptions }),
  rentalOptions: endpoint({
    method: 'GET',
    path: '/v1/locadoras/veicular',
    access: 'fleet.read',
    response: rentalOptions,
  }),

  // Drivers.
  drivers: endpoint({
    method: 'GET',
    path: '/v1/frota/motoristas',
    access: 'fleet.read',
    query: driverListQuery,
    response: driverListResponse,
  }),
  driverCandidates: endpoint({
    method: 'GET',
    path: '/v1/frota/motoristas/colaboradores',
    access: 'fleet.write',
    query: driverCandidatesQuery,
    response: driverCandidates,
  }),
  driver: endpoint({
    method: 'GET',
    path: '/v1/frota/motoristas/:id',
    access: 'fleet.read',
    params: byId,
    response: z.object({ frota_motorista: driver }),
  }),
  createDriver: endpoint({
    method: 'POST',
    path: '/v1/frota/motoristas',
    access: 'fleet.write',
    body: z.object({ object: driverInput }),
    response: z.object({ frota_motorista: driver }),
  }),
  updateDriver: endpoint({
    method: 'PUT',
    path: '/v1/frota/motoristas/:id',
    access: 'fleet.write',
    params: byId,
    body: z.object({ object: driverPatch }),
    response: z.object({ frota_motorista: driver }),
  }),

  // Requests and use records: any employee asks; the fleet's managers decide.
  requests: endpoint({
    method: 'GET',
    path: '/v1/frota/solicitacoes',
    access: 'fleet.request',
    query: requestListQuery,
    response: requestListResponse,
  }),
  request: endpoint({
    method: 'GET',
    path: '/v1/frota/solicitacoes/:id',
    access: 'fleet.request',
    params: byId,
    response: requestAnswer,
  }),
  createRequest: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes',
    access: 'fleet.request',
    body: z.object({ object: requestInput }),
    response: requestAnswer,
  }),
  updateRequest: endpoint({
    method: 'PUT',
    path: '/v1/frota/solicitacoes/:id',
    access: 'fleet.request',
    params: byId,
    body: z.object({ object: requestInput }),
    response: requestAnswer,
  }),
  cancelRequest: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes/:id/cancelar',
    access: 'fleet.request',
    params: byId,
    response: requestAnswer,
  }),
  approveRequest: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes/:id/aprovar',
    access: 'fleet.decide',
    params: byId,
    body: requestApproval,
    response: requestAnswer,
  }),
  refuseRequest: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes/:id/recusar',
    access: 'fleet.decide',
    params: byId,
    body: requestRefusal,
    response: requestAnswer,
  }),
  checkOut: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes/:id/retirada',
    access: 'fleet.write',
    params: byId,
    body: odometerInput,
    response: requestAnswer,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/v1/frota/solicitacoes/:id/devolucao',
    access: 'fleet.write',
    params: byId,
    body: odometerInput,
    response: requestAnswer,
  }),

  // Incidents: employees report on the vehicles they use; the fleet keeps them all.
  incidents: endpoint({
    method: 'GET',
    path: '/v1/frota/incidentes',
    access: 'fleet.request',
    query: incidentListQuery,
    response: incidentListResponse,
  }),
  incident: endpoint({
    method: 'GET',
    path: '/v1/frota/incidentes/:id',
    access: 'fleet.request',
    params: byId,
    response: incidentAnswer,
  }),
  createIncident: endpoint({
    method: 'POST',
    path: '/v1/frota/incidentes',
    access: 'fleet.request',
    body: z.object({ object: incidentInput }),
    response: incidentAnswer,
  }),
  /** The fleet edits any incident; an employee only their own report while it is open. */
  updateIncident: endpoint({
    method: 'PUT',
    path: '/v1/frota/incidentes/:id',
    access: 'fleet.request',
    params: byId,
    body: z.object({ object: incidentInput }),
    response: incidentAnswer,
  }),

  // Maintenance.
  maintenances: endpoint({
    method: 'GET',
    path: '/v1/frota/manutencoes',
    access: 'fleet.request',
    query: maintenanceListQuery,
    response: maintenanceListResponse,
  }),
  maintenance: endpoint({
    method: 'GET',
    path: '/v1/frota/manutencoes/:id',
    access: 'fleet.request',
    params: byId,
    response: maintenanceAnswer,
  }),
  createMaintenance: endpoint({
    method: 'POST',
    path: '/v1/frota/manutencoes',
    access: 'fleet.write',
    body: z.object({ object: maintenanceInput }),
    response: maintenanceAnswer,
  }),
  updateMaintenance: endpoint({
    method: 'PUT',
    path: '/v1/frota/manutencoes/:id',
    access: 'fleet.write',
    params: byId,
    body: z.object({ object: maintenanceInput }),
    response: maintenanceAnswer,
  }),
  requestMaintenance: endpoint({
    method: 'POST',
    path: '/v1/frota/manutencoes/solicitar',
    access: 'fleet.request',
    body: z.object({ object: maintenanceRequestInput }),
    response: maintenanceAnswer,
  }),
  /** The employee edits their maintenance request while it is planned. */
  updateMaintenanceRequest: endpoint({
    method: 'PUT',
    path: '/v1/frota/manutencoes/solicitar/:id',
    access: 'fleet.request',
    params: byId,
    body: z.object({ object: maintenanceRequestInput }),
    response: maintenanceAnswer,
  }),

  // Traffic fines and the driver's responsibility term.
  fines: endpoint({
    method: 'GET',
    path: '/v1/frota/multas',
    access: 'fleet.read',
    query: fineListQuery,
    response: fineListResponse,
  }),
  fine: endpoint({
    method: 'GET',
    path: '/v1/frota/multas/:id',
    access: 'fleet.read',
    params: byId,
    response: fineAnswer,
  }),
  /** Who had the vehicle at an instant (the fine form shows it before saving). */
  driverAt: endpoint({
    method: 'GET',
    path: '/v1/frota/condutor',
    access: 'fleet.read',
    query: z.object({ id_veiculo: idParam, instante: instantField }),
    response: z.object({
      condutor: z.object({ id_usuario: z.number(), nome: z.string(), id_solicitacao: z.number() }).nullable(),
    }),
  }),
  createFine: endpoint({
    method: 'POST',
    path: '/v1/frota/multas',
    access: 'fleet.write',
    body: z.object({ object: fineInput }),
    response: fineAnswer,
  }),
  updateFine: endpoint({
    method: 'PUT',
    path: '/v1/frota/multas/:id',
    access: 'fleet.write',
    params: byId,
    body: z.object({ object: fineInput }),
    response: fineAnswer,
  }),
  /** The responsibility term, a PDF (`/fleet/fines/term/:id/:idDriver/:vehiclePlate`). */
  fineTerm: endpoint({
    method: 'GET',
    path: '/v1/frota/multas/:id/termo/:idDriver/:vehiclePlate',
    access: 'fleet.write',
    params: fineTermParams,
    response: null,
  }),

  // Rides.
  publicRides: endpoint({
    method: 'GET',
    path: '/v1/carona/publica',
    access: 'fleet.rides',
    query: publicRideQuery,
    response: publicRideList,
  }),
  rides: endpoint({
    method: 'GET',
    path: '/v1/carona',
    access: 'fleet.ride',
    query: rideListQuery,
    response: rideList,
  }),
  ride: endpoint({ method: 'GET', path: '/v1/carona/:id', access: 'fleet.ride', params: byId, response: rideAnswer }),
  createRide: endpoint({
    method: 'POST',
    path: '/v1/carona',
    access: 'fleet.ride',
    body: z.object({ object: rideInput }),
    response: rideAnswer,
  }),
  updateRide: endpoint({
    method: 'PUT',
    path: '/v1/carona/:id',
    access: 'fleet.ride',
    params: byId,
    body: z.object({ object: rideInput }),
    response: rideAnswer,
  }),
  removeRide: endpoint({
    method: 'DELETE',
    path: '/v1/carona/:id',
    access: 'fleet.ride',
    params: byId,
    response: idOnly,
  }),
  askSeat: endpoint({
    method: 'POST',
    path: '/v1/carona/:id/vaga',
    access: 'fleet.ride',
    params: byId,
    response: rideAnswer,
  }),
  /** The driver accepts or declines a seat; the passenger is told live. */
  answerSeat: endpoint({
    method: 'POST',
    path: '/v1/carona/:id/pedidos/:idUsuario',
    access: 'fleet.ride',
    params: seatAnswerParams,
    body: seatAnswer,
    response: rideAnswer,
  }),

  // `/reports/car-repair`.
  carRepair: endpoint({
    method: 'GET',
    path: '/v1/frota/relatorio/manutencao',
    access: 'fleet.read',
    query: carRepairQuery,
    response: carRepairReport,
  }),
} as const;
