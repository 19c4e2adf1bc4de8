import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departamento } from '../../db/schema';

export async function updateDepartment(db: Db, id: number, changes: { nome?: string; ativo?: boolean }) {
  const [row] = await db.update(departamento).set(changes).where(eq(departamento.id, id)).returning({
    id: departamento.id,
    nome: departamento.nome,
    ativo: departamento.ativo,
    id_empresa: departamento.id_empresa,
  });
  return row ?? null;
}
