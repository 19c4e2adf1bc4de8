import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placementOf, selectPlaced } from './user-placement';
import { empresa, perfil, perfilRole, usuario, usuarioEmpresa, usuarioPerfil } from '../../db/schema';

export async function findUser(db: Db, id: number) {
  const [row] = await selectPlaced(db, {
    id: usuario.id,
    nome: usuario.nome,
    sobrenome: usuario.sobrenome,
    email: usuario.email,
    funcionario: usuario.funcionario,
    ativo: usuario.ativo,
  })
    .where(eq(usuario.id, id))
    .limit(1);
  if (!row) return null;
  const empresas = await db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(usuarioEmpresa)
    .innerJoin(empresa, eq(empresa.id, usuarioEmpresa.id_empresa))
    .where(eq(usuarioEmpresa.id_usuario, id))
    .orderBy(asc(empresa.nome));
  return {
    id: row.id,
    nome: row.nome,
    sobrenome: row.sobrenome,
    email: row.email,
    funcionario: row.funcionario,
    ativo: row.ativo,
    ...placementOf(row),
    empresas,
  };
}

export function listUsers(db: Db) {
  return db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.ativo, true))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
}

export async function findUserProfiles(db: Db, id: number) {
  const [user] = await db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, id));
  if (!user) return null;
  const profiles = await db
    .select({ id: perfil.id, nome: perfil.nome, ativo: perfil.ativo })
    .from(usuarioPerfil)
    .innerJoin(perfil, eq(perfil.id, usuarioPerfil.id_perfil))
    .where(eq(usuarioPerfil.id_usuario, id))
    .orderBy(asc(perfil.nome));
  const roleRows = profiles.length
    ? await db
        .select({ id_perfil: perfilRole.id_perfil, role: perfilRole.role })
        .from(perfilRole)
        .where(
          and(
            inArray(
              perfilRole.id_perfil,
              profiles.map((p) => p.id),
            ),
          ),
        )
        .orderBy(asc(perfilRole.role))
    : [];
  return {
    ...user,
    perfis: profiles.map((p) => ({ ...p, roles: roleRows.filter((r) => r.id_perfil === p.id).map((r) => r.role) })),
  };
}

export async function updateUserName(db: Db, id: number, values: { nome: string; sobrenome?: string }) {
  const [row] = await db
    .update(usuario)
    .set(values)
    .where(eq(usuario.id, id))
    .returning({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome });
  return row ?? null;
}
