import { today } from '@intranet/shared/calendar/days';
import { FLEET_MSG as MSG } from '@intranet/shared/fleet/fleet.messages';
import { formatPlate, identificationDeadline } from '@intranet/shared/fleet/fleet.rules';
import type { z } from 'zod';
import type { fineInput, fineListQuery } from '@intranet/shared/fleet/fleet.schemas';
import { withActor } from '../../db/client';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { notificationsPublic } from '../notifications/notifications.public';
import * as repo from './fleet.repository';
import { fineTermPdf } from './fleet.term';

type FineValues = z.output<typeof fineInput>;

export async function list({ db }: OpContext, query: z.output<typeof fineListQuery>) {
  const { rows, total } = await repo.listFines(db, {
    ...query,
    prazoAntes: query.atrasada === 'true' ? today() : undefined,
  });
  return { frota_multa: rows, total };
}

export async function get({ db }: OpContext, { id }: { id: number }) {
  const row = await repo.findFine(db, id);
  if (!row) throw notFound(MSG.fineNotFound);
  return { frota_multa: row };
}

export async function driverAt({ db }: OpContext, query: { id_veiculo: number; instante: string }) {
  return { condutor: await repo.driverAt(db, query.id_veiculo, query.instante) };
}

/** The fine's values with the driver who had the vehicle at its instant (from the use records). */
async function checked(ctx: OpContext, values: FineValues) {
  const vehicle = await repo.findVehicle(ctx.db, values.id_veiculo);
  if (!vehicle) throw invalid(MSG.vehicleNotFound, [{ path: 'id_veiculo', message: MSG.vehicleNotFound }]);
  const use = await repo.driverAt(ctx.db, vehicle.id, values.ocorrida_em);
  return {
    vehicle,
    data: {
      ...values,
      prazo_identificacao: values.prazo_identificacao ?? identificationDeadline(today()),
      id_motorista: use?.id_usuario ?? null,
      id_solicitacao: use?.id_solicitacao ?? null,
      identificado_em: values.status === 'pendente' ? null : new Date().toISOString(),
    },
  };
}

/** Registers a fine; the driver found is told live to sign the term. */
export async function create(ctx: OpContext, values: FineValues) {
  const { vehicle, data } = await checked(ctx, values);
  const id = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const created = await repo.insertFine(tx, data);
    if (data.id_motorista !== null)
      await notificationsPublic.notify(tx, [data.id_motorista], {
        modulo: 'frota',
        id_multa: created,
        msg: MSG.fineArrived(formatPlate(vehicle.placa)),
      });
    return created;
  });
  return get(ctx, { id });
}

export async function update(ctx: OpContext, id: number, values: FineValues) {
  const current = await repo.findFine(ctx.db, id);
  if (!current) throw notFound(MSG.fineNotFound);
  const { data } = await checked(ctx, values);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.updateFine(tx, id, {
      ...data,
      identificado_em: data.identificado_em && (current.identificado_em ?? data.identificado_em),
    }),
  );
  return get(ctx, { id });
}

/**
 * The responsibility term of a fine for its driver, as a PDF. The address names the fine, the driver
 * and the plate: any of them not matching the fine is not found.
 */
export async function term({ db }: OpContext, params: { id: number; idDriver: number; vehiclePlate: string }) {
  const fine = await repo.findFine(db, params.id);
  if (!fine || fine.id_motorista !== params.idDriver || fine.placa !== params.vehiclePlate)
    throw notFound(MSG.fineNotFound);
  const driver = await repo.termDriver(db, params.idDriver);
  if (!driver) throw notFound(MSG.driverNotFound);
  return { nome: `termo-multa-${fine.id}.pdf`, body: await fineTermPdf(fine, driver, today()) };
}
