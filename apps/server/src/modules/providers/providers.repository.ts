import { eq, inArray } from 'drizzle-orm';
import type { ProviderCity } from '@intranet/shared/providers/providers.schemas';
import type { Db } from '../../db/client';
import { cidadeProvedor, empresa, usuarioEmpresa } from '../../db/schema';

/** The companies linked to a user. */
export async function linkedCompanyIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: usuarioEmpresa.id_empresa })
    .from(usuarioEmpresa)
    .where(eq(usuarioEmpresa.id_usuario, userId));
  return rows.map((row) => row.id);
}

/** Locks the provider's row until the transaction ends; whether it exists. */
export async function lockProvider(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, id)).for('update');
  return row !== undefined;
}

export async function providerCities(db: Db, idEmpresa: number) {
  return db
    .select({ id: cidadeProvedor.id, nome: cidadeProvedor.nome, uf: cidadeProvedor.uf })
    .from(cidadeProvedor)
    .where(eq(cidadeProvedor.id_empresa, idEmpresa));
}

export async function insertCities(db: Db, cities: ProviderCity[]): Promise<{ id: number }[]> {
  if (cities.length === 0) return [];
  return db.insert(cidadeProvedor).values(cities).returning({ id: cidadeProvedor.id });
}

export async function deleteCities(db: Db, ids: number[]): Promise<void> {
  await db.delete(cidadeProvedor).where(inArray(cidadeProvedor.id, ids));
}
