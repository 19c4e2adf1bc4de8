import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perfilRole, usuario, usuarioPerfil, usuarioRole } from '../../db/schema';

export async function personById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: usuario.id,
      nome: sql<string>`trim(coalesce(${usuario.nome}, '') || ' ' || coalesce(${usuario.sobrenome}, ''))`,
      email: usuario.email,
      ativo: usuario.ativo,
      funcionario: usuario.funcionario,
      id_empresa: usuario.id_empresa,
    })
    .from(usuario)
    .where(eq(usuario.id, id));
  return row;
}

/** The person's roles: their own and their access profiles'. */
export async function effectiveRoles(db: Db, id: number): Promise<string[]> {
  const [direct, fromProfiles] = await Promise.all([
    db.select({ role: usuarioRole.role }).from(usuarioRole).where(eq(usuarioRole.id_usuario, id)),
    db
      .select({ role: perfilRole.role })
      .from(usuarioPerfil)
      .innerJoin(perfilRole, eq(perfilRole.id_perfil, usuarioPerfil.id_perfil))
      .where(eq(usuarioPerfil.id_usuario, id)),
  ]);
  return [...new Set([...direct, ...fromProfiles].map((r) => r.role))];
}

/** Replaces the person's own roles of a module with `role` (or none). */
export async function replaceModuleRole(db: Db, input: { id: number; module: string; role: string | null }) {
  await db
    .delete(usuarioRole)
    .where(and(eq(usuarioRole.id_usuario, input.id), like(usuarioRole.role, `${input.module}:%`)));
  if (input.role) await db.insert(usuarioRole).values({ id_usuario: input.id, role: input.role });
}
