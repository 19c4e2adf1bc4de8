import { RENTAL_API, VEHICLE_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { frotaLocadora, frotaVeiculo } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

/** Vehicles (`/fleet/vehicle`): one per plate; money as a number. */
export const vehicleService = crudService({
  api: VEHICLE_API,
  table: frotaVeiculo,
  present: (row) => ({
    ...presentRecord(row),
    valor_mensal: row.valor_mensal === null ? null : Number(row.valor_mensal),
  }),
  name: { column: 'placa', taken: FLEET_MSG.plateTaken },
  messages: recordMessages('Veículo'),
});

/** Rental companies (`/fleet/rentals`, `v1/locadoras/veicular`). */
export const rentalService = crudService({
  api: RENTAL_API,
  table: frotaLocadora,
  present: presentRecord,
  name: { column: 'nome', taken: 'Já existe uma locadora com este nome.' },
  messages: recordMessages('Locadora'),
});
