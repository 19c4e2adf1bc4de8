import { and, eq } from 'drizzle-orm';
import { USER_ROLE } from '@intranet/shared/auth/roles';
import type { Db } from '../../db/client';
import { perfil, perfilRole, usuarioPerfil } from '../../db/schema';

/** Roles of a person: those of their active access profiles, plus the base role `user`. */
export async function loadUserRoles(db: Db, usuarioId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ role: perfilRole.role })
    .from(usuarioPerfil)
    .innerJoin(perfil, and(eq(perfil.id, usuarioPerfil.id_perfil), eq(perfil.ativo, true)))
    .innerJoin(perfilRole, eq(perfilRole.id_perfil, perfil.id))
    .where(eq(usuarioPerfil.id_usuario, usuarioId));
  const roles = new Set(rows.map((r) => r.role));
  roles.add(USER_ROLE);
  return [...roles].sort();
}
