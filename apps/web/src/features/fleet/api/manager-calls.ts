import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { FLEET_API as API } from '@intranet/shared/fleet/fleet.contract';
import { formatPlate } from '@intranet/shared/fleet/fleet.rules';
import type {
  DriverListQuery,
  FineInput,
  FineListQuery,
  IncidentInput,
  IncidentListQuery,
  MaintenanceInput,
  MaintenanceListQuery,
} from '@intranet/shared/fleet/fleet.schemas';
import { ApiError, call, fetchEndpoint } from '../../../lib/api-client';
import { session } from '../../../lib/session';

const KEY = ['fleet', 'manager'] as const;

/** The fleet's writes refresh every list and record of its screens. */
function useFleetMutation<V, R>(fn: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['fleet'] }),
  });
}

// ─── Lookups ──────────────────────────────────────────────────────────────────────────────────────

/** Active vehicles as select options ('ABC-1234 — Strada'). */
export function useVehicleOptions() {
  return useQuery({
    queryKey: ['fleet', 'vehicle-options'],
    queryFn: ({ signal }) => call(API.vehicleOptions, {}, { signal }),
    select: (answer) =>
      answer.frota_veiculo.map((v) => ({
        value: v.id,
        label: `${formatPlate(v.placa)} — ${v.modelo}`,
        odometro: v.odometro,
      })),
    staleTime: 60_000,
  });
}

// ─── Maintenance ──────────────────────────────────────────────────────────────────────────────────

export function useMaintenances(query: MaintenanceListQuery) {
  return useQuery({
    queryKey: [...KEY, 'maintenance', query],
    queryFn: ({ signal }) => call(API.maintenances, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMaintenance(id: number) {
  return useQuery({
    queryKey: [...KEY, 'maintenance', 'one', id],
    queryFn: ({ signal }) => call(API.maintenance, { params: { id } }, { signal }).then((r) => r.frota_manutencao),
    enabled: id > 0,
  });
}

export const useSaveMaintenance = () =>
  useFleetMutation(({ id, object }: { id?: number; object: MaintenanceInput }) =>
    id
      ? call(API.updateMaintenance, { params: { id }, body: { object } })
      : call(API.createMaintenance, { body: { object } }),
  );

// ─── Drivers ──────────────────────────────────────────────────────────────────────────────────────

export function useDrivers(query: DriverListQuery) {
  return useQuery({
    queryKey: [...KEY, 'drivers', query],
    queryFn: ({ signal }) => call(API.drivers, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDriver(id: number) {
  return useQuery({
    queryKey: [...KEY, 'drivers', 'one', id],
    queryFn: ({ signal }) => call(API.driver, { params: { id } }, { signal }).then((r) => r.frota_motorista),
    enabled: id > 0,
  });
}

/** Employees not yet drivers, with their profile's CNH, searched by name. */
export function useDriverCandidates(busca: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'driver-candidates', busca],
    queryFn: ({ signal }) => call(API.driverCandidates, { query: { busca: busca || undefined } }, { signal }),
    select: (answer) => answer.rh_usuario,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const useCreateDriver = () =>
  useFleetMutation((object: { id_usuario: number; cnh_validade: string; ativo: boolean }) =>
    call(API.createDriver, { body: { object } }),
  );
export const useUpdateDriver = () =>
  useFleetMutation(({ id, object }: { id: number; object: { cnh_validade: string; ativo: boolean } }) =>
    call(API.updateDriver, { params: { id }, body: { object } }),
  );

// ─── Incidents ────────────────────────────────────────────────────────────────────────────────────

export function useIncidents(query: IncidentListQuery) {
  return useQuery({
    queryKey: [...KEY, 'incidents', query],
    queryFn: ({ signal }) => call(API.incidents, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIncident(id: number) {
  return useQuery({
    queryKey: [...KEY, 'incidents', 'one', id],
    queryFn: ({ signal }) => call(API.incident, { params: { id } }, { signal }).then((r) => r.frota_incidente),
    enabled: id > 0,
  });
}

export const useSaveIncident = () =>
  useFleetMutation(({ id, object }: { id?: number; object: IncidentInput }) =>
    id
      ? call(API.updateIncident, { params: { id }, body: { object } })
      : call(API.createIncident, { body: { object } }),
  );

// ─── Fines ────────────────────────────────────────────────────────────────────────────────────────

export function useFines(query: FineListQuery) {
  return useQuery({
    queryKey: [...KEY, 'fines', query],
    queryFn: ({ signal }) => call(API.fines, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFine(id: number) {
  return useQuery({
    queryKey: [...KEY, 'fines', 'one', id],
    queryFn: ({ signal }) => call(API.fine, { params: { id } }, { signal }).then((r) => r.frota_multa),
    enabled: id > 0,
  });
}

/** Who had the vehicle at the fine's instant (from the use records), read as the form is filled. */
export function useDriverAt(vehicleId: number | undefined, instant: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'driver-at', vehicleId, instant],
    queryFn: ({ signal }) =>
      call(API.driverAt, { query: { id_veiculo: vehicleId!, instante: instant! } }, { signal }).then((r) => r.condutor),
    enabled: !!vehicleId && !!instant,
  });
}

export const useSaveFine = () =>
  useFleetMutation(({ id, object }: { id?: number; object: FineInput }) =>
    id ? call(API.updateFine, { params: { id }, body: { object } }) : call(API.createFine, { body: { object } }),
  );

/** The responsibility term's PDF, as the server writes it, under the role that may print it. */
export async function fineTermPdf(params: { id: number; idDriver: number; vehiclePlate: string }): Promise<Blob> {
  const role = actingRoleFor(session.get().user?.roles ?? [], 'fleet.write');
  const res = await fetchEndpoint(API.fineTerm, { params }, { role });
  if (res.status === 404) throw new ApiError(404, 'Multa não encontrada para este condutor e esta placa.');
  if (res.status !== 200) throw new ApiError(res.status, 'Não foi possível gerar o termo de responsabilidade.');
  return res.blob();
}
