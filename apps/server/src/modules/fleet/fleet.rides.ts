import { today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { FLEET_MSG as MSG } from '@intranet/shared/fleet/fleet.messages';
import type { z } from 'zod';
import type { publicRideQuery, rideInput, rideListQuery, seatAnswer } from '@intranet/shared/fleet/fleet.schemas';
import { inTransaction, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { notificationsPublic } from '../notifications/notifications.public';
import * as repo from './fleet.repository';

/** The public list (`/ride-employee`): upcoming offers, the driver's first name only, no contact data. */
export async function publicList({ db }: OpContext, query: z.output<typeof publicRideQuery>) {
  const { rows, total } = await repo.listRides(db, { ...query, day: query.data, from: today() });
  return {
    frota_carona: rows.map((r) => ({
      id: r.id,
      motorista: r.primeiro_nome,
      origem: r.origem,
      destino: r.destino,
      data: r.data,
      horario: r.horario,
      vagas: r.vagas,
      vagas_livres: r.vagas_livres,
      observacao: r.observacao,
    })),
    total,
  };
}

async function present(db: OpContext['db'], rows: repo.RideRow[], userId: number) {
  const passengers = await repo.ridePassengers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    id_motorista: r.id_motorista,
    motorista: r.nome_completo,
    origem: r.origem,
    destino: r.destino,
    data: r.data,
    horario: r.horario,
    vagas: r.vagas,
    vagas_livres: r.vagas_livres,
    observacao: r.observacao,
    minha: r.id_motorista === userId,
    // Who asked for a seat is the driver's to know, and each passenger's own.
    pedidos: passengers
      .filter((p) => Number(p.id_carona) === r.id && (r.id_motorista === userId || Number(p.id_usuario) === userId))
      .map((p) => ({ id_usuario: Number(p.id_usuario), nome: p.nome, status: p.status })),
  }));
}

export async function list({ db, actor }: OpContext, query: z.output<typeof rideListQuery>) {
  const { rows, total } = await repo.listRides(db, {
    ...query,
    from: today(),
    ownerId: query.minhas === 'true' ? actor.userId : undefined,
  });
  return { frota_carona: await present(db, rows, actor.userId), total };
}

export async function get({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await repo.findRide(db, id);
  if (!row) throw notFound(MSG.rideNotFound);
  return { frota_carona: (await present(db, [row], actor.userId))[0] };
}

const notPast = (day: string) => {
  if (day < today()) throw invalid(MSG.rideGone, [{ path: 'data', message: MSG.rideGone }]);
};

export async function create(ctx: OpContext, values: z.output<typeof rideInput>) {
  notPast(values.data);
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.insertRide(tx, { ...values, id_motorista: ctx.actor.userId }),
  );
  return get(ctx, { id });
}

/** Only the driver edits or removes a ride; to anyone else it is not found. */
async function own(ctx: OpContext, id: number) {
  const row = await repo.findRide(ctx.db, id);
  if (!row || row.id_motorista !== ctx.actor.userId) throw notFound(MSG.rideNotFound);
  return row;
}

export async function update(ctx: OpContext, id: number, values: z.output<typeof rideInput>) {
  await own(ctx, id);
  notPast(values.data);
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.updateRide(tx, id, values));
  return get(ctx, { id });
}

export async function remove(ctx: OpContext, id: number) {
  await own(ctx, id);
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.removeRide(tx, id));
  return { id };
}

/** Asks for a seat: never more requests than seats (the ride is locked), and the driver is told live. */
export async function askSeat(ctx: OpContext, id: number) {
  await inTransaction(ctx.db, async (tx) => {
    const ride = await repo.findRide(tx, id, { lock: true });
    if (!ride) throw notFound(MSG.rideNotFound);
    if (ride.id_motorista === ctx.actor.userId) throw conflict(MSG.ownRide);
    if (ride.data < today()) throw conflict(MSG.rideGone);
    if (ride.vagas_livres <= 0) throw conflict(MSG.rideFull);
    await repo.insertSeat(tx, id, ctx.actor.userId);
    const me = await repo.findDriver(tx, { userId: ctx.actor.userId });
    const name = me?.nome ?? (await repo.termDriver(tx, ctx.actor.userId))?.nome ?? 'Um colega';
    await notificationsPublic.notify(tx, [ride.id_motorista], {
      modulo: 'carona',
      id_carona: id,
      msg: MSG.seatAsked(name, ride.origem, ride.destino),
    });
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(MSG.alreadyAsked) : error;
  });
  return get(ctx, { id });
}

/** The driver accepts or declines a seat asked on their ride (a declined one frees it); the passenger is told live. */
export async function answerSeat(
  ctx: OpContext,
  { id, idUsuario, status }: { id: number; idUsuario: number } & z.output<typeof seatAnswer>,
) {
  const ride = await own(ctx, id);
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    if (!(await repo.answerSeat(tx, id, idUsuario, status))) throw notFound(MSG.seatNotFound);
    const dia = formatDate(ride.data);
    await notificationsPublic.notify(tx, [idUsuario], {
      modulo: 'carona',
      id_carona: id,
      msg:
        status === 'aceito'
          ? MSG.seatAccepted(ride.origem, ride.destino, dia)
          : MSG.seatDeclined(ride.origem, ride.destino, dia),
    });
  });
  return get(ctx, { id });
}
