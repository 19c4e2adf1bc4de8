import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { APPLICATIONS_MAX } from '@intranet/shared/applications/applications.schemas';
import type { Db } from '../../db/client';
import { aplicacao, departamento, usuario } from '../../db/schema';

/** The department of a person's record. */
export async function departmentOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: usuario.id_departamento }).from(usuario).where(eq(usuario.id, userId));
  return row?.id ?? null;
}

/**
 * The active systems, general ones (no department) first, then by department and order: of one
 * department and the general ones, or all (`departmentId` undefined). At most APPLICATIONS_MAX.
 */
export async function activeApplications(db: Db, input: { departmentId?: number | null; all: boolean }) {
  const scope = input.all
    ? undefined
    : input.departmentId
      ? or(isNull(aplicacao.id_departamento), eq(aplicacao.id_departamento, input.departmentId))
      : isNull(aplicacao.id_departamento);
  return db
    .select({
      id: aplicacao.id,
      nome: aplicacao.nome,
      url: aplicacao.url,
      descricao: aplicacao.descricao,
      icone: aplicacao.icone,
      id_departamento: aplicacao.id_departamento,
      departamento: departamento.nome,
    })
    .from(aplicacao)
    .leftJoin(departamento, eq(departamento.id, aplicacao.id_departamento))
    .where(scope ? and(eq(aplicacao.ativo, true), scope) : eq(aplicacao.ativo, true))
    .orderBy(
      sql`${aplicacao.id_departamento} IS NOT NULL`,
      asc(departamento.nome),
      asc(aplicacao.ordem),
      asc(aplicacao.nome),
    )
    .limit(APPLICATIONS_MAX);
}
