import { dayAt } from '@intranet/shared/calendar/days';
import { formatDateTime } from '@intranet/shared/format/dates';
import { FLEET_MSG as MSG } from '@intranet/shared/fleet/fleet.messages';
import { cnhIssue, formatPlate } from '@intranet/shared/fleet/fleet.rules';
import type { z } from 'zod';
import type { requestApproval, requestInput, requestListQuery } from '@intranet/shared/fleet/fleet.schemas';
import { withActor } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { notificationsPublic } from '../notifications/notifications.public';
import { fleetScope } from './fleet.policy';
import * as repo from './fleet.repository';

type RequestValues = z.output<typeof requestInput>;

export async function list({ db, actor }: OpContext, query: z.output<typeof requestListQuery>) {
  const ownerId = query.minhas === 'true' ? actor.userId : fleetScope(actor).ownerId;
  const { rows, total } = await repo.listRequests(db, { ...query, ownerId });
  return { frota_solicitacao: rows, total };
}

/** One request; someone else's is not found to an employee who does not read the fleet. */
export async function get({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await repo.findRequest(db, id);
  const { ownerId } = fleetScope(actor);
  if (!row || (ownerId !== undefined && row.id_solicitante !== ownerId && row.id_motorista !== ownerId))
    throw notFound(MSG.requestNotFound);
  return { frota_solicitacao: row };
}

async function checkedVehicle(ctx: OpContext, id: number | null) {
  if (id === null) return;
  const vehicle = await repo.findVehicle(ctx.db, id);
  if (!vehicle || !vehicle.ativo || vehicle.status === 'inativo')
    throw invalid(MSG.vehicleNotFound, [{ path: 'id_veiculo', message: MSG.vehicleNotFound }]);
}

/** Any employee asks for a vehicle (or any vehicle) for a period; the fleet's managers are told live. */
export async function create(ctx: OpContext, values: RequestValues) {
  await checkedVehicle(ctx, values.id_veiculo);
  const id = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const created = await repo.insertRequest(tx, { ...values, id_solicitante: ctx.actor.userId });
    const managers = (await repo.fleetManagerIds(tx)).filter((m) => m !== ctx.actor.userId);
    const me = await repo.findRequest(tx, created);
    if (managers.length && me)
      await notificationsPublic.notify(tx, managers, {
        modulo: 'frota',
        id_solicitacao: created,
        msg: MSG.newRequest(me.solicitante),
      });
    return created;
  });
  return get(ctx, { id });
}

/** The requester edits their request while it waits for a decision. */
export async function update(ctx: OpContext, id: number, values: RequestValues) {
  const current = await repo.findRequest(ctx.db, id);
  if (!current || current.id_solicitante !== ctx.actor.userId) throw notFound(MSG.requestNotFound);
  if (current.status !== 'pendente') throw conflict(MSG.notPending);
  await checkedVehicle(ctx, values.id_veiculo);
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.updateRequest(tx, id, values));
  return get(ctx, { id });
}

/** The requester withdraws a request not yet checked out. */
export async function cancel(ctx: OpContext, id: number) {
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.findRequest(tx, id, { lock: true });
    if (!current || current.id_solicitante !== ctx.actor.userId) throw notFound(MSG.requestNotFound);
    if (!['pendente', 'aprovada'].includes(current.status) || current.retirada_em) throw conflict(MSG.notPending);
    await repo.updateRequest(tx, id, { status: 'cancelada' });
  });
  return get(ctx, { id });
}

/**
 * Approves a pending request giving the vehicle and the driver (the requester by default). The driver
 * must be an active driver whose CNH covers the vehicle until the use's last day; the vehicle must be
 * free for the period — the exclusion constraint decides between approvals racing for it (409).
 */
export async function approve(ctx: OpContext, id: number, input: z.output<typeof requestApproval>) {
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.findRequest(tx, id, { lock: true });
    if (!current) throw notFound(MSG.requestNotFound);
    if (current.status !== 'pendente') throw conflict(MSG.notPending);
    const vehicle = await repo.findVehicle(tx, input.id_veiculo);
    if (!vehicle || !vehicle.ativo)
      throw invalid(MSG.vehicleNotFound, [{ path: 'id_veiculo', message: MSG.vehicleNotFound }]);
    if (vehicle.status !== 'disponivel')
      throw invalid(MSG.vehicleUnavailable, [{ path: 'id_veiculo', message: MSG.vehicleUnavailable }]);
    const driverId = input.id_motorista ?? current.id_solicitante;
    const driver = await repo.findDriver(tx, { userId: driverId });
    if (!driver) throw invalid(MSG.notADriver, [{ path: 'id_motorista', message: MSG.notADriver }]);
    const issue = cnhIssue(driver, vehicle, dayAt(new Date(current.fim)));
    if (issue) throw invalid(MSG[issue], [{ path: 'id_motorista', message: MSG[issue] }]);
    await repo.updateRequest(tx, id, {
      status: 'aprovada',
      id_veiculo: vehicle.id,
      id_motorista: driverId,
      decidido_por: ctx.actor.userId,
      decidido_em: new Date().toISOString(),
      motivo_recusa: null,
    });
    const notified = [...new Set([current.id_solicitante, driverId])];
    await notificationsPublic.notify(tx, notified, {
      modulo: 'frota',
      id_solicitacao: id,
      msg: MSG.approved(formatPlate(vehicle.placa), formatDateTime(current.inicio)),
    });
  }).catch((error: unknown) => {
    throw isExclusionViolation(error) ? conflict(MSG.vehicleBusy) : error;
  });
  return get(ctx, { id });
}

export async function refuse(ctx: OpContext, id: number, { motivo }: { motivo: string }) {
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.findRequest(tx, id, { lock: true });
    if (!current) throw notFound(MSG.requestNotFound);
    if (current.status !== 'pendente') throw conflict(MSG.notPending);
    await repo.updateRequest(tx, id, {
      status: 'recusada',
      motivo_recusa: motivo,
      decidido_por: ctx.actor.userId,
      decidido_em: new Date().toISOString(),
    });
    await notificationsPublic.notify(tx, [current.id_solicitante], {
      modulo: 'frota',
      id_solicitacao: id,
      msg: MSG.refused(motivo),
    });
  });
  return get(ctx, { id });
}

/** Check-out of an approved use: the instant and the odometer, not below the vehicle's. */
/** The instant of a check-out or check-in: now, or an earlier one registered afterwards (never ahead of now). */
function instantOf(em: string | undefined): string {
  const now = new Date();
  if (!em) return now.toISOString();
  if (Date.parse(em) > now.getTime() + 60_000)
    throw invalid(MSG.futureInstant, [{ path: 'em', message: MSG.futureInstant }]);
  return em;
}

export async function checkOut(ctx: OpContext, id: number, { odometro, em }: { odometro: number; em?: string }) {
  const when = instantOf(em);
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.findRequest(tx, id, { lock: true });
    if (!current) throw notFound(MSG.requestNotFound);
    if (current.status !== 'aprovada' || current.id_veiculo === null) throw conflict(MSG.notApproved);
    if (current.retirada_em) throw conflict(MSG.alreadyCheckedOut);
    const vehicle = await repo.findVehicle(tx, current.id_veiculo);
    if (vehicle && odometro < vehicle.odometro)
      throw invalid(MSG.odometerBelow(vehicle.odometro), [
        { path: 'odometro', message: MSG.odometerBelow(vehicle.odometro) },
      ]);
    await repo.updateRequest(tx, id, { retirada_em: when, odometro_saida: odometro });
    await repo.moveOdometer(tx, current.id_veiculo, odometro);
  });
  return get(ctx, { id });
}

/** Check-in: the instant and the odometer (not below the check-out's), which moves the vehicle's; the use ends. */
export async function checkIn(ctx: OpContext, id: number, { odometro, em }: { odometro: number; em?: string }) {
  const when = instantOf(em);
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.findRequest(tx, id, { lock: true });
    if (!current) throw notFound(MSG.requestNotFound);
    if (current.status !== 'aprovada' || !current.retirada_em || current.id_veiculo === null)
      throw conflict(MSG.notCheckedOut);
    if (when < current.retirada_em)
      throw invalid(MSG.checkInBeforeOut, [{ path: 'em', message: MSG.checkInBeforeOut }]);
    if (odometro < (current.odometro_saida ?? 0))
      throw invalid(MSG.odometerBack, [{ path: 'odometro', message: MSG.odometerBack }]);
    await repo.updateRequest(tx, id, {
      devolvida_em: when,
      odometro_chegada: odometro,
      status: 'concluida',
    });
    await repo.moveOdometer(tx, current.id_veiculo, odometro);
  });
  return get(ctx, { id });
}
