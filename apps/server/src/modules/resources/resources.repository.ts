import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recurso, recursoReserva, usuario } from '../../db/schema';

const bookingColumns = {
  id: recursoReserva.id,
  id_recurso: recursoReserva.id_recurso,
  recurso: recurso.nome,
  inicio: recursoReserva.inicio,
  fim: recursoReserva.fim,
  assunto: recursoReserva.assunto,
  id_usuario: recursoReserva.id_usuario,
  usuario: sql<string>`trim(coalesce(${usuario.nome}, '') || ' ' || coalesce(${usuario.sobrenome}, ''))`,
};
export type BookingRow = Awaited<ReturnType<typeof bookingsBetween>>[number];

/** The bookings that touch [from, to), of one resource or all, by start. */
export async function bookingsBetween(db: Db, input: { from: string; to: string; resourceId?: number }) {
  const range = sql`tstzrange(${recursoReserva.inicio}, ${recursoReserva.fim}) && tstzrange(${input.from}::timestamptz, ${input.to}::timestamptz)`;
  return db
    .select(bookingColumns)
    .from(recursoReserva)
    .innerJoin(recurso, eq(recurso.id, recursoReserva.id_recurso))
    .innerJoin(usuario, eq(usuario.id, recursoReserva.id_usuario))
    .where(input.resourceId ? and(range, eq(recursoReserva.id_recurso, input.resourceId)) : range)
    .orderBy(asc(recursoReserva.inicio), asc(recursoReserva.id));
}

export async function bookingById(db: Db, id: number) {
  const [row] = await db
    .select(bookingColumns)
    .from(recursoReserva)
    .innerJoin(recurso, eq(recurso.id, recursoReserva.id_recurso))
    .innerJoin(usuario, eq(usuario.id, recursoReserva.id_usuario))
    .where(eq(recursoReserva.id, id));
  return row;
}

export async function resourceById(db: Db, id: number) {
  const [row] = await db.select({ id: recurso.id, ativo: recurso.ativo }).from(recurso).where(eq(recurso.id, id));
  return row;
}

export async function insertBooking(
  db: Db,
  values: { id_recurso: number; id_usuario: number; assunto: string; inicio: string; fim: string },
): Promise<number> {
  const [row] = await db
    .insert(recursoReserva)
    .values({ ...values, inicio: new Date(values.inicio), fim: new Date(values.fim) })
    .returning({ id: recursoReserva.id });
  return row.id;
}

export async function deleteBooking(db: Db, id: number): Promise<void> {
  await db.delete(recursoReserva).where(eq(recursoReserva.id, id));
}
