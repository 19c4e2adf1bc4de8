import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cidadeProvedor, empresa, microrregiao } from '../../db/schema';

/** Registered cities whose CEP starts with these three digits (the CEP's sub-region), at most 200. */
export async function citiesInCepRegion(db: Db, prefix: string) {
  return db
    .select({ nome: cidadeProvedor.nome, uf: cidadeProvedor.uf, cep: cidadeProvedor.cep })
    .from(cidadeProvedor)
    .where(and(isNotNull(cidadeProvedor.cep), sql`left(${cidadeProvedor.cep}, 3) = ${prefix}`))
    .limit(200);
}

/** Whether the provider has this city already (name in any case, same state). */
export async function providerHasCity(db: Db, idEmpresa: number, nome: string, uf: string): Promise<boolean> {
  const rows = await db
    .select({ id: cidadeProvedor.id })
    .from(cidadeProvedor)
    .where(
      and(
        eq(cidadeProvedor.id_empresa, idEmpresa),
        sql`lower(${cidadeProvedor.nome}) = lower(${nome})`,
        eq(cidadeProvedor.uf, uf),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCity(
  db: Db,
  values: { nome: string; uf: string; id_empresa: number; ativo: boolean; cep: string },
) {
  const [row] = await db
    .insert(cidadeProvedor)
    .values(values)
    .returning({ id: cidadeProvedor.id, nome: cidadeProvedor.nome, uf: cidadeProvedor.uf });
  return row;
}

/** The active microregions, of one provider or all, by provider and name: one page and the total. */
export async function activeMicroregions(db: Db, input: { companyId?: number; limit: number; offset: number }) {
  const where = input.companyId
    ? and(eq(microrregiao.ativo, true), eq(microrregiao.id_empresa, input.companyId))
    : eq(microrregiao.ativo, true);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: microrregiao.id, nome: microrregiao.nome, empresa: empresa.nome })
      .from(microrregiao)
      .innerJoin(empresa, eq(empresa.id, microrregiao.id_empresa))
      .where(where)
      .orderBy(asc(empresa.nome), asc(microrregiao.nome), asc(microrregiao.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(microrregiao).where(where),
  ]);
  return { rows, total };
}

/** The active providers that have active microregions. */
export async function providersWithMicroregions(db: Db) {
  return db
    .selectDistinct({ id: empresa.id, nome: empresa.nome })
    .from(empresa)
    .innerJoin(microrregiao, and(eq(microrregiao.id_empresa, empresa.id), eq(microrregiao.ativo, true)))
    .where(eq(empresa.ativo, true))
    .orderBy(asc(empresa.nome), asc(empresa.id));
}
