import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { empresa, usuario, usuarioEmpresa } from '../../db/schema';

const fullName = sql<string>`trim(coalesce(${usuario.nome}, '') || ' ' || coalesce(${usuario.sobrenome}, ''))`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff accounts (employees and partners), by name or e-mail, optionally holding one company: a page and the total. */
export async function peoplePage(
  db: Db,
  input: { search?: string; companyId?: number; userId?: number; limit: number; offset: number },
) {
  const conditions = [eq(usuario.funcionario, true)];
  if (input.search) {
    const like = `%${escapeLike(input.search)}%`;
    conditions.push(or(ilike(fullName, like), ilike(usuario.email, like))!);
  }
  if (input.userId) conditions.push(eq(usuario.id, input.userId));
  if (input.companyId)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(usuarioEmpresa)
          .where(and(eq(usuarioEmpresa.id_usuario, usuario.id), eq(usuarioEmpresa.id_empresa, input.companyId))),
      ),
    );
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id_usuario: usuario.id,
        nome: fullName,
        email: usuario.email,
        id_empresa_principal: usuario.id_empresa,
      })
      .from(usuario)
      .where(where)
      .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(usuario).where(where),
  ]);
  return { rows, total };
}

/** The companies of these people, by name. */
export async function companiesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id_usuario: usuarioEmpresa.id_usuario, id: empresa.id, nome: empresa.nome })
    .from(usuarioEmpresa)
    .innerJoin(empresa, eq(empresa.id, usuarioEmpresa.id_empresa))
    .where(inArray(usuarioEmpresa.id_usuario, userIds))
    .orderBy(asc(empresa.nome));
}

export async function personById(db: Db, id: number) {
  const [row] = await db
    .select({ id: usuario.id, funcionario: usuario.funcionario, id_empresa: usuario.id_empresa })
    .from(usuario)
    .where(eq(usuario.id, id));
  return row;
}

/** The active companies among these ids. */
export async function activeCompanyIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: empresa.id })
    .from(empresa)
    .where(and(inArray(empresa.id, ids), eq(empresa.ativo, true)));
  return rows.map((r) => r.id);
}

/** Replaces the person's companies with these. */
export async function replaceCompanies(db: Db, userId: number, companyIds: number[]): Promise<void> {
  await db.delete(usuarioEmpresa).where(eq(usuarioEmpresa.id_usuario, userId));
  await db.insert(usuarioEmpresa).values(companyIds.map((id_empresa) => ({ id_usuario: userId, id_empresa })));
}
