import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { addDays } from '@intranet/shared/calendar/days';
import { anyRoleCan } from '@intranet/shared/access/permissions';
import { RESOURCE_API } from '@intranet/shared/resources/resources.contract';
import { RESOURCES_MSG } from '@intranet/shared/resources/resources.messages';
import { instantAt } from '@intranet/shared/resources/resources.rules';
import type { Booking, BookingInput } from '@intranet/shared/resources/resources.schemas';
import { recurso } from '../../db/schema';
import { isExclusionViolation } from '../../db/pg-errors';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './resources.repository';

/** Company resources (`/resources`), on the CRUD kit; a name is unique whatever its case. */
export const resourceService = crudService({
  api: RESOURCE_API,
  table: recurso,
  present: presentRecord,
  name: { column: 'nome', taken: RESOURCES_MSG.nameTaken },
  messages: recordMessages('Recurso'),
});

/** Whether the caller manages the resources (and so cancels anyone's booking). */
const managesResources = (roles: readonly string[]) => anyRoleCan(roles, 'resource.edit');

function present(row: repo.BookingRow, ctx: OpContext): Booking {
  return {
    ...row,
    inicio: row.inicio.toISOString(),
    fim: row.fim.toISOString(),
    cancelavel: row.id_usuario === ctx.actor.userId || managesResources(ctx.actor.roles),
  };
}

/** The bookings of the days `de`..`ate` (São Paulo), of one resource or all. */
export async function listBookings(ctx: OpContext, query: { de: string; ate: string; id_recurso?: number }) {
  const rows = await repo.bookingsBetween(ctx.db, {
    from: instantAt(query.de, '00:00'),
    to: instantAt(addDays(query.ate, 1), '00:00'),
    resourceId: query.id_recurso,
  });
  return { rh_recurso_reserva: rows.map((row) => present(row, ctx)) };
}

/**
 * Books a resource for the caller. No booking in the past, none of an inactive resource; an overlap
 * with another booking of the resource is refused by the database's exclusion constraint, which also
 * settles two people booking the same slot at the same instant (409 for the second).
 */
export async function book(ctx: OpContext, input: BookingInput & { now?: Date }) {
  const resource = await repo.resourceById(ctx.db, input.id_recurso);
  if (!resource) throw notFound(RESOURCES_MSG.resourceNotFound);
  if (!resource.ativo) throw conflict(RESOURCES_MSG.inactive);
  const inicio = instantAt(input.dia, input.inicio);
  const fim = instantAt(input.dia, input.fim);
  if (Date.parse(inicio) < (input.now ?? new Date()).getTime()) throw conflict(RESOURCES_MSG.past);
  try {
    const id = await repo.insertBooking(ctx.db, {
      id_recurso: input.id_recurso,
      id_usuario: ctx.actor.userId,
      assunto: input.assunto.trim(),
      inicio,
      fim,
    });
    const row = await repo.bookingById(ctx.db, id);
    return { insert_rh_recurso_reserva_one: present(row!, ctx) };
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(RESOURCES_MSG.taken);
    throw error;
  }
}

/** Cancels a booking: the caller's own, or anyone's for those who manage the resources. */
export async function cancelBooking(ctx: OpContext, id: number) {
  const row = await repo.bookingById(ctx.db, id);
  if (!row) throw notFound(RESOURCES_MSG.notFound);
  if (row.id_usuario !== ctx.actor.userId && !managesResources(ctx.actor.roles))
    throw forbidden(RESOURCES_MSG.notYours);
  await repo.deleteBooking(ctx.db, id);
  return { delete_rh_recurso_reserva_by_pk: { id } };
}
