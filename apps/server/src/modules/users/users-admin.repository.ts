import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/client';
import { placementOf, selectPlaced } from './user-placement';
import {
  cargo,
  departamento,
  identidade,
  perfil,
  perfilRole,
  setor,
  usuario,
  usuarioEmpresa,
  usuarioPerfil,
  usuarioRole,
} from '../../db/schema';

const rowColumns = {
  id: usuario.id,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  email: usuario.email,
  funcionario: usuario.funcionario,
  data_admissao: usuario.data_admissao,
  perfis: usuario.perfis,
  habilitado: identidade.habilitado,
  status: identidade.status,
};

function base(db: Db) {
  return selectPlaced(db, rowColumns).leftJoin(identidade, eq(identidade.id_usuario, usuario.id));
}

type Row = Awaited<ReturnType<typeof base>>[number];

function present({
  empresaId,
  empresaNome,
  departamentoId,
  departamentoNome,
  setorId,
  setorNome,
  cargoId,
  cargoNome,
  status,
  ...row
}: Row) {
  return {
    ...row,
    ...placementOf({
      empresaId,
      empresaNome,
      departamentoId,
      departamentoNome,
      setorId,
      setorNome,
      cargoId,
      cargoNome,
    }),
    status: status as 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED' | null,
  };
}
export type AdminUser = ReturnType<typeof present>;

const searchOf = (busca: string | undefined) => {
  if (!busca) return undefined;
  const pattern = `%${escapeLike(busca)}%`;
  return or(
    ilike(usuario.nome, pattern),
    ilike(usuario.sobrenome, pattern),
    ilike(usuario.email, pattern),
    sql`(${usuario.nome} || ' ' || coalesce(${usuario.sobrenome}, '')) ilike ${pattern}`,
  );
};

/** Employees (staff), paged in SQL by name. */
export async function listAdminUsers(db: Db, q: { busca?: string; page: number; limit: number }) {
  const where = and(eq(usuario.funcionario, true), searchOf(q.busca));
  const [{ total }] = await db.select({ total: count() }).from(usuario).where(where);
  const rows = await base(db)
    .where(where)
    .orderBy(asc(usuario.nome), asc(usuario.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { total, rows: rows.map(present) };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser | null> {
  const [row] = await base(db).where(eq(usuario.id, id)).limit(1);
  return row ? present(row) : null;
}

/** Whether the department, sector and position chain belongs to the provider. */
export async function placementHolds(
  db: Db,
  p: { id_empresa: number; id_departamento: number; id_setor: number; id_cargo: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: cargo.id })
    .from(cargo)
    .innerJoin(setor, eq(setor.id, cargo.id_setor))
    .innerJoin(departamento, eq(departamento.id, setor.id_departamento))
    .where(
      and(
        eq(cargo.id, p.id_cargo),
        eq(setor.id, p.id_setor),
        eq(departamento.id, p.id_departamento),
        eq(departamento.id_empresa, p.id_empresa),
      ),
    )
    .limit(1);
  return !!row;
}

export async function updatePlacement(
  db: Db,
  id: number,
  values: {
    nome?: string;
    sobrenome?: string | null;
    id_empresa: number;
    id_departamento: number;
    id_setor: number;
    id_cargo: number;
    data_admissao?: string | null;
  },
) {
  await db.update(usuario).set(values).where(eq(usuario.id, id));
  await db.insert(usuarioEmpresa).values({ id_usuario: id, id_empresa: values.id_empresa }).onConflictDoNothing();
}

export async function directRoles(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ role: usuarioRole.role })
    .from(usuarioRole)
    .where(eq(usuarioRole.id_usuario, id))
    .orderBy(asc(usuarioRole.role));
  return rows.map((r) => r.role);
}

export async function replaceDirectRoles(db: Db, id: number, roles: string[]): Promise<void> {
  const mine = eq(usuarioRole.id_usuario, id);
  await db.delete(usuarioRole).where(roles.length ? and(mine, notInArray(usuarioRole.role, roles)) : mine);
  if (roles.length)
    await db
      .insert(usuarioRole)
      .values(roles.map((role) => ({ id_usuario: id, role })))
      .onConflictDoNothing();
}

export async function profilesOf(db: Db, id: number) {
  const profiles = await db
    .select({ id: perfil.id, nome: perfil.nome })
    .from(usuarioPerfil)
    .innerJoin(perfil, eq(perfil.id, usuarioPerfil.id_perfil))
    .where(eq(usuarioPerfil.id_usuario, id))
    .orderBy(asc(perfil.nome));
  const roles = profiles.length
    ? await db
        .select()
        .from(perfilRole)
        .where(
          inArray(
            perfilRole.id_perfil,
            profiles.map((p) => p.id),
          ),
        )
        .orderBy(asc(perfilRole.role))
    : [];
  return profiles.map((p) => ({ ...p, roles: roles.filter((r) => r.id_perfil === p.id).map((r) => r.role) }));
}

export async function profileNames(db: Db, ids: number[]) {
  return ids.length ? db.select({ id: perfil.id, nome: perfil.nome }).from(perfil).where(inArray(perfil.id, ids)) : [];
}

/** Every role the given profiles carry (each once). */
export async function profileRoles(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ role: perfilRole.role })
    .from(perfilRole)
    .where(inArray(perfilRole.id_perfil, ids));
  return rows.map((r) => r.role);
}

export async function replaceProfiles(db: Db, id: number, ids: number[]): Promise<void> {
  const mine = eq(usuarioPerfil.id_usuario, id);
  await db.delete(usuarioPerfil).where(ids.length ? and(mine, notInArray(usuarioPerfil.id_perfil, ids)) : mine);
  if (ids.length)
    await db
      .insert(usuarioPerfil)
      .values(ids.map((id_perfil) => ({ id_usuario: id, id_perfil })))
      .onConflictDoNothing();
}
