import { addDays, today } from '@intranet/shared/calendar/days';
import { FLEET_MSG as MSG } from '@intranet/shared/fleet/fleet.messages';
import { CNH_WARNING_DAYS, REMINDER_DAYS_AHEAD, maintenanceDue } from '@intranet/shared/fleet/fleet.rules';
import type { z } from 'zod';
import type {
  carRepairQuery,
  driverInput,
  driverListQuery,
  driverPatch,
  incidentInput,
  incidentListQuery,
  maintenanceInput,
  maintenanceListQuery,
  maintenanceRequestInput,
} from '@intranet/shared/fleet/fleet.schemas';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { fleetScope, keepsFleet } from './fleet.policy';
import * as repo from './fleet.repository';

// ─── Lookups ──────────────────────────────────────────────────────────────────────────────────────

export async function vehicleOptions({ db }: OpContext) {
  return { frota_veiculo: await repo.vehicleOptions(db) };
}

export async function driverOptions({ db }: OpContext) {
  const { rows } = await repo.listDrivers(db, { ativo: true, validaDesde: today(), limit: 1000, offset: 0 });
  return {
    frota_motorista: rows.map((d) => ({
      id: d.id,
      id_usuario: d.id_usuario,
      nome: d.nome,
      cnh_categoria: d.cnh_categoria,
      cnh_validade: d.cnh_validade,
    })),
  };
}

export async function rentalOptions({ db }: OpContext) {
  return { frota_locadora: await repo.rentalOptions(db) };
}

// ─── Drivers ──────────────────────────────────────────────────────────────────────────────────────

const presentDriver = (d: repo.DriverRow) => {
  const day = today();
  const vencida = d.cnh_validade < day;
  return { ...d, vencida, vencendo: !vencida && d.cnh_validade <= addDays(day, CNH_WARNING_DAYS) };
};

export async function drivers({ db }: OpContext, query: z.output<typeof driverListQuery>) {
  const { rows, total } = await repo.listDrivers(db, {
    busca: query.busca,
    ativo: query.ativo === undefined ? undefined : query.ativo === 'true',
    vencidaAntes: query.vencida === 'true' ? today() : undefined,
    validaDesde: query.vencida === 'false' || query.vencendo === 'true' ? today() : undefined,
    validaAte: query.vencendo === 'true' ? addDays(today(), CNH_WARNING_DAYS) : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { frota_motorista: rows.map(presentDriver), total };
}

export async function driver({ db }: OpContext, { id }: { id: number }) {
  const row = await repo.findDriver(db, { id });
  if (!row) throw notFound(MSG.driverNotFound);
  return { frota_motorista: presentDriver(row) };
}

export async function driverCandidates({ db }: OpContext, { busca }: { busca?: string }) {
  return { rh_usuario: await repo.driverCandidates(db, busca) };
}

export async function createDriver(ctx: OpContext, values: z.output<typeof driverInput>) {
  if (!(await repo.employeeExists(ctx.db, values.id_usuario)))
    throw invalid(MSG.employeeNotFound, [{ path: 'id_usuario', message: MSG.employeeNotFound }]);
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.insertDriver(tx, values)).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? conflict(MSG.driverTaken) : error;
    },
  );
  return driver(ctx, { id });
}

export async function updateDriver(ctx: OpContext, id: number, patch: z.output<typeof driverPatch>) {
  const changed = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.updateDriver(tx, id, patch));
  if (!changed) throw notFound(MSG.driverNotFound);
  return driver(ctx, { id });
}

// ─── Incidents ────────────────────────────────────────────────────────────────────────────────────

export async function incidents({ db, actor }: OpContext, query: z.output<typeof incidentListQuery>) {
  const scope = fleetScope(actor);
  const ownerId = query.minhas === 'true' ? actor.userId : scope.ownerId;
  const { rows, total } = await repo.listIncidents(db, { ...query, ownerId });
  return { frota_incidente: rows, total };
}

export async function incident({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await repo.findIncident(db, id);
  const { ownerId } = fleetScope(actor);
  if (!row || (ownerId !== undefined && row.id_registrante !== ownerId && row.id_motorista !== ownerId))
    throw notFound(MSG.incidentNotFound);
  return { frota_incidente: row };
}

/** The vehicle exists; an employee who does not keep the fleet reports only on a vehicle they use or used. */
async function checkedVehicle(ctx: OpContext, vehicleId: number) {
  const vehicle = await repo.findVehicle(ctx.db, vehicleId);
  if (!vehicle) throw invalid(MSG.vehicleNotFound, [{ path: 'id_veiculo', message: MSG.vehicleNotFound }]);
  if (!keepsFleet(ctx.actor) && !(await repo.usesVehicle(ctx.db, ctx.actor.userId, vehicleId)))
    throw invalid(MSG.notYourVehicle, [{ path: 'id_veiculo', message: MSG.notYourVehicle }]);
  return vehicle;
}

async function checkedIncident(ctx: OpContext, values: z.output<typeof incidentInput>) {
  await checkedVehicle(ctx, values.id_veiculo);
  const fotos = [...new Set(values.fotos)];
  if ((await repo.imageCount(ctx.db, fotos)) !== fotos.length)
    throw invalid(MSG.photo, [{ path: 'fotos', message: MSG.photo }]);
  const driverThen = await repo.driverAt(ctx.db, values.id_veiculo, values.ocorrido_em);
  return { ...values, fotos, id_motorista: driverThen?.id_usuario ?? null };
}

export async function createIncident(ctx: OpContext, values: z.output<typeof incidentInput>) {
  const data = await checkedIncident(ctx, values);
  // Only the fleet closes an incident: an employee's report is open.
  const status = keepsFleet(ctx.actor) ? data.status : 'aberto';
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.insertIncident(tx, { ...data, status, id_registrante: ctx.actor.userId }),
  );
  return incident(ctx, { id });
}

/** The fleet edits any incident; an employee only their own report, while it is open, and it stays open. */
export async function updateIncident(ctx: OpContext, id: number, values: z.output<typeof incidentInput>) {
  const current = await repo.findIncident(ctx.db, id);
  const keeps = keepsFleet(ctx.actor);
  if (!current || (!keeps && current.id_registrante !== ctx.actor.userId)) throw notFound(MSG.incidentNotFound);
  if (!keeps && current.status !== 'aberto') throw conflict(MSG.incidentClosed);
  const data = await checkedIncident(ctx, values);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.updateIncident(tx, id, keeps ? data : { ...data, status: 'aberto' }),
  );
  return incident(ctx, { id });
}

// ─── Maintenance ──────────────────────────────────────────────────────────────────────────────────

/** A maintenance with whether its reminder is due: planned, preventive, and the odometer or the day reached it. */
const presentMaintenance = (row: repo.MaintenanceRow, day: string) => ({
  ...row,
  devida:
    row.tipo === 'preventiva' &&
    row.status === 'agendada' &&
    maintenanceDue(row, { odometro: row.odometro_veiculo }, day),
});

export async function maintenances({ db, actor }: OpContext, query: z.output<typeof maintenanceListQuery>) {
  const ownerId = query.minhas === 'true' ? actor.userId : fleetScope(actor).ownerId;
  const day = today();
  const { rows, total } = await repo.listMaintenance(db, {
    ...query,
    ownerId,
    devidaAte: query.devida === 'true' ? addDays(day, REMINDER_DAYS_AHEAD) : undefined,
  });
  return { frota_manutencao: rows.map((row) => presentMaintenance(row, day)), total };
}

export async function maintenance({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await repo.findMaintenance(db, id);
  const { ownerId } = fleetScope(actor);
  if (!row || (ownerId !== undefined && row.id_solicitante !== ownerId)) throw notFound(MSG.maintenanceNotFound);
  return { frota_manutencao: presentMaintenance(row, today()) };
}

async function checkedMaintenance(ctx: OpContext, values: z.output<typeof maintenanceInput>) {
  await checkedVehicle(ctx, values.id_veiculo);
  if (values.id_incidente !== null && !(await repo.incidentExists(ctx.db, values.id_incidente, values.id_veiculo)))
    throw invalid(MSG.incidentNotFound, [{ path: 'id_incidente', message: MSG.incidentNotFound }]);
  return values;
}

/** A done maintenance with an odometer moves the vehicle's; a corrective one closes its incident. */
async function afterMaintenance(tx: OpContext['db'], values: z.output<typeof maintenanceInput>) {
  if (values.status !== 'realizada') return;
  if (values.odometro !== null) await repo.moveOdometer(tx, values.id_veiculo, values.odometro);
  if (values.id_incidente !== null) await repo.updateIncident(tx, values.id_incidente, { status: 'resolvido' });
}

export async function createMaintenance(ctx: OpContext, values: z.output<typeof maintenanceInput>) {
  const data = await checkedMaintenance(ctx, values);
  const id = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const created = await repo.insertMaintenance(tx, data);
    await afterMaintenance(tx, data);
    return created;
  });
  return maintenance(ctx, { id });
}

export async function updateMaintenance(ctx: OpContext, id: number, values: z.output<typeof maintenanceInput>) {
  const current = await repo.findMaintenance(ctx.db, id);
  if (!current) throw notFound(MSG.maintenanceNotFound);
  const data = await checkedMaintenance(ctx, values);
  // A new km or day threshold is a new reminder.
  const moved = current.previsto_km !== data.previsto_km || current.previsto_data !== data.previsto_data;
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    await repo.updateMaintenance(tx, id, { ...data, ...(moved ? { lembrete_enviado_em: null } : {}) });
    await afterMaintenance(tx, data);
  });
  return maintenance(ctx, { id });
}

/** An employee's maintenance need on a vehicle they use: a planned corrective maintenance with their name. */
export async function requestMaintenance(ctx: OpContext, values: z.output<typeof maintenanceRequestInput>) {
  await checkedVehicle(ctx, values.id_veiculo);
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.insertMaintenance(tx, {
      id_veiculo: values.id_veiculo,
      descricao: values.descricao,
      tipo: 'corretiva',
      status: 'agendada',
      id_solicitante: ctx.actor.userId,
    }),
  );
  return maintenance(ctx, { id });
}

/** The employee edits their own maintenance request while it is planned. */
export async function updateMaintenanceRequest(
  ctx: OpContext,
  id: number,
  values: z.output<typeof maintenanceRequestInput>,
) {
  const current = await repo.findMaintenance(ctx.db, id);
  if (!current || current.id_solicitante !== ctx.actor.userId) throw notFound(MSG.maintenanceNotFound);
  if (current.status !== 'agendada') throw conflict(MSG.maintenanceClosed);
  await checkedVehicle(ctx, values.id_veiculo);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.updateMaintenance(tx, id, { id_veiculo: values.id_veiculo, descricao: values.descricao }),
  );
  return maintenance(ctx, { id });
}

// ─── `/reports/car-repair` ────────────────────────────────────────────────────────────────────────

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** Maintenance cost per vehicle and month (done maintenance, by its day), at most 36 months. */
export async function carRepair({ db }: OpContext, query: z.output<typeof carRepairQuery>) {
  const meses = monthsBetween(query.de, query.ate);
  if (meses.length > 36)
    throw invalid('Escolha no máximo 36 meses.', [{ path: 'ate', message: 'Escolha no máximo 36 meses.' }]);
  const last = addDays(`${monthsBetween(query.ate, query.ate)[0]}-01`, 40).slice(0, 7);
  const rows = await repo.costsByVehicleAndMonth(db, `${query.de}-01`, addDays(`${last}-01`, -1));
  const byVehicle = new Map<
    number,
    { id_veiculo: number; placa: string; modelo: string; custos: number[]; total: number; manutencoes: number }
  >();
  for (const row of rows) {
    const id = Number(row.id_veiculo);
    const entry = byVehicle.get(id) ?? {
      id_veiculo: id,
      placa: row.placa,
      modelo: row.modelo,
      custos: meses.map(() => 0),
      total: 0,
      manutencoes: 0,
    };
    const cost = Number(row.custo);
    entry.custos[meses.indexOf(row.mes)] += cost;
    entry.total = Math.round((entry.total + cost) * 100) / 100;
    entry.manutencoes += Number(row.n);
    byVehicle.set(id, entry);
  }
  const veiculos = [...byVehicle.values()].sort((a, b) => b.total - a.total || a.placa.localeCompare(b.placa));
  return { meses, veiculos, total: Math.round(veiculos.reduce((sum, v) => sum + v.total, 0) * 100) / 100 };
}
