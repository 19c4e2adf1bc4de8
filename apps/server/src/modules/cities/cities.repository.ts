import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cidadeProvedor } from '../../db/schema';

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
