import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { curriculo, curriculoCertificado, curriculoExperiencia, curriculoFormacao, usuario } from '../../db/schema';

/** The three kinds of résumé entry, each a table owned by its user. */
export const ENTRY_TABLES = {
  formacao: curriculoFormacao,
  experiencia: curriculoExperiencia,
  certificado: curriculoCertificado,
} as const;
export type EntryKind = keyof typeof ENTRY_TABLES;

export async function person(db: Db, userId: number) {
  const [row] = await db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email })
    .from(usuario)
    .where(eq(usuario.id, userId));
  return row ?? null;
}
export async function personal(db: Db, userId: number) {
  const [row] = await db.select().from(curriculo).where(eq(curriculo.id_usuario, userId));
  return row ?? null;
}
export function education(db: Db, userId: number) {
  return db
    .select()
    .from(curriculoFormacao)
    .where(eq(curriculoFormacao.id_usuario, userId))
    .orderBy(desc(curriculoFormacao.data_inicio), desc(curriculoFormacao.id));
}
export function experience(db: Db, userId: number) {
  return db
    .select()
    .from(curriculoExperiencia)
    .where(eq(curriculoExperiencia.id_usuario, userId))
    .orderBy(desc(curriculoExperiencia.data_inicio), desc(curriculoExperiencia.id));
}
export function certificates(db: Db, userId: number) {
  return db
    .select()
    .from(curriculoCertificado)
    .where(eq(curriculoCertificado.id_usuario, userId))
    .orderBy(desc(curriculoCertificado.data_emissao), desc(curriculoCertificado.id));
}

export async function upsertPersonal(
  db: Db,
  userId: number,
  values: Omit<typeof curriculo.$inferInsert, 'id_usuario' | 'busca'>,
) {
  await db
    .insert(curriculo)
    .values({ ...values, id_usuario: userId })
    .onConflictDoUpdate({ target: curriculo.id_usuario, set: values });
}
export async function setName(db: Db, userId: number, nome: string, sobrenome: string) {
  await db.update(usuario).set({ nome, sobrenome }).where(eq(usuario.id, userId));
}
export async function setSearch(db: Db, userId: number, busca: string) {
  await db
    .insert(curriculo)
    .values({ id_usuario: userId, busca })
    .onConflictDoUpdate({ target: curriculo.id_usuario, set: { busca, updated_at: sql`now()` } });
}

export async function insertEntry<K extends EntryKind>(
  db: Db,
  kind: K,
  userId: number,
  values: Record<string, unknown>,
): Promise<{ id: number }> {
  const table = ENTRY_TABLES[kind];
  const [row] = await db
    .insert(table)
    .values({ ...values, id_usuario: userId } as never)
    .returning({ id: table.id });
  return row;
}
/** Changes an entry of `userId` only: another person's entry is not found. */
export async function updateEntry(
  db: Db,
  kind: EntryKind,
  userId: number,
  id: number,
  values: Record<string, unknown>,
): Promise<{ id: number } | null> {
  const table = ENTRY_TABLES[kind];
  const [row] = await db
    .update(table)
    .set(values as never)
    .where(and(eq(table.id, id), eq(table.id_usuario, userId)))
    .returning({ id: table.id });
  return row ?? null;
}
export async function removeEntry(db: Db, kind: EntryKind, userId: number, id: number): Promise<{ id: number } | null> {
  const table = ENTRY_TABLES[kind];
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.id_usuario, userId)))
    .returning({ id: table.id });
  return row ?? null;
}
export async function countEntries(db: Db, userId: number): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select (select count(*) from rh_curriculo_formacao where id_usuario = ${userId})
         + (select count(*) from rh_curriculo_experiencia where id_usuario = ${userId}) as n`,
  );
  return Number(row?.n ?? 0);
}
export async function removeAll(db: Db, userId: number) {
  for (const table of Object.values(ENTRY_TABLES)) await db.delete(table).where(eq(table.id_usuario, userId));
  await db.delete(curriculo).where(eq(curriculo.id_usuario, userId));
}
