import { and, eq } from 'drizzle-orm';
import { USER_ROLE } from '@intranet/shared/auth/roles';
import type { Db } from '../../db/client';
import { perfil, perfilRole, usuarioPerfil, usuarioRole } from '../../db/schema';

/**
 * Roles of a person: those of their active access profiles and those given to them directly, plus
 * the base role `user`. Read whenever a token is issued: a changed profile reaches its users at
 * their next sign-in (or token renewal).
 */
export async function loadUserRoles(db: Db, usuarioId: number): Promise<string[]> {
  const [fromProfiles, direct] = await Promise.all([
    db
      .selectDistinct({ role: perfilRole.role })
      .from(usuarioPerfil)
      .innerJoin(perfil, and(eq(perfil.id, usuarioPerfil.id_perfil), eq(perfil.ativo, true)))
      .innerJoin(perfilRole, eq(perfilRole.id_perfil, perfil.id))
      .where(eq(usuarioPerfil.id_usuario, usuarioId)),
    db.select({ role: usuarioRole.role }).from(usuarioRole).where(eq(usuarioRole.id_usuario, usuarioId)),
  ]);
  const roles = new Set([...fromProfiles, ...direct].map((r) => r.role));
  roles.add(USER_ROLE);
  return [...roles].sort();
}
