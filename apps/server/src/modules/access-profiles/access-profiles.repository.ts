import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perfil, perfilRole, usuario, usuarioPerfil } from '../../db/schema';

const usersOf = sql<number>`(select count(*)::int from ${usuarioPerfil} where ${usuarioPerfil.id_perfil} = ${perfil.id})`;
const rolesOf = sql<
  string[]
>`coalesce((select array_agg(${perfilRole.role} order by ${perfilRole.role}) from ${perfilRole} where ${perfilRole.id_perfil} = ${perfil.id}), '{}')`;
const columns = { id: perfil.id, nome: perfil.nome, ativo: perfil.ativo, roles: rolesOf, usuarios: usersOf };

export function listProfiles(db: Db) {
  return db.select(columns).from(perfil).orderBy(asc(perfil.nome));
}

export async function findProfile(db: Db, id: number) {
  const [row] = await db.select(columns).from(perfil).where(eq(perfil.id, id)).limit(1);
  return row ?? null;
}

export async function nameTaken(db: Db, nome: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: perfil.id })
    .from(perfil)
    .where(and(sql`lower(${perfil.nome}) = ${nome.toLowerCase()}`, except ? sql`${perfil.id} <> ${except}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertProfile(db: Db, values: { nome: string; ativo: boolean }): Promise<number> {
  const [row] = await db.insert(perfil).values(values).returning({ id: perfil.id });
  return row.id;
}

export async function updateProfile(db: Db, id: number, values: { nome: string; ativo: boolean }): Promise<void> {
  await db.update(perfil).set(values).where(eq(perfil.id, id));
}

export async function replaceRoles(db: Db, id: number, roles: string[]): Promise<void> {
  await db.delete(perfilRole).where(and(eq(perfilRole.id_perfil, id), notInArray(perfilRole.role, roles)));
  await db
    .insert(perfilRole)
    .values(roles.map((role) => ({ id_perfil: id, role })))
    .onConflictDoNothing();
}

export async function deleteProfile(db: Db, id: number): Promise<void> {
  await db.delete(perfil).where(eq(perfil.id, id));
}

export async function usersCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuarioPerfil).where(eq(usuarioPerfil.id_perfil, id));
  return row?.n ?? 0;
}

/** Whether any account that is not staff (a candidate's) holds the profile. */
export async function heldByCandidates(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarioPerfil.id_usuario })
    .from(usuarioPerfil)
    .innerJoin(usuario, eq(usuario.id, usuarioPerfil.id_usuario))
    .where(and(eq(usuarioPerfil.id_perfil, id), eq(usuario.funcionario, false)))
    .limit(1);
  return !!row;
}
