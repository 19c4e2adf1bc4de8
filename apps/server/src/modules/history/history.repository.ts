import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NamedLookup } from '@intranet/shared/history/history.rules';
import type { Db } from '../../db/client';
import { cargo, cidadeProvedor, departamento, empresa, logsRh, setor, usuario } from '../../db/schema';

export async function listHistory(db: Db, q: { tables: string[]; itemId: string; limit: number; offset: number }) {
  const rows = await db
    .select({
      id: logsRh.id,
      tabela: logsRh.tabela,
      operacao: logsRh.operacao,
      data: logsRh.data,
      old_data: logsRh.old_data,
      new_data: logsRh.new_data,
      id_usuario: logsRh.id_usuario,
      nome: usuario.nome,
    })
    .from(logsRh)
    .leftJoin(usuario, eq(usuario.id, logsRh.id_usuario))
    .where(and(inArray(logsRh.tabela, q.tables), eq(logsRh.id_item, q.itemId)))
    .orderBy(desc(logsRh.data), desc(logsRh.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map(({ nome, ...r }) => ({
    ...r,
    operacao: r.operacao as 'INSERT' | 'UPDATE',
    data: r.data.toISOString(),
    old_data: r.old_data as Record<string, unknown> | null,
    new_data: r.new_data as Record<string, unknown> | null,
    usuario: r.id_usuario === null ? null : { nome },
  }));
}

const LOOKUP_TABLES = { empresa, departamento, setor, cargo, cidade: cidadeProvedor } as const;

/** The names of these ids of one lookup (a person's is their name and surname). */
export async function lookupNames(
  db: Db,
  lookup: NamedLookup,
  ids: number[],
): Promise<{ id: number; nome: string | null }[]> {
  if (lookup === 'usuario') {
    const nome = sql<string | null>`nullif(trim(concat_ws(' ', ${usuario.nome}, ${usuario.sobrenome})), '')`;
    return db.select({ id: usuario.id, nome }).from(usuario).where(inArray(usuario.id, ids));
  }
  const table = LOOKUP_TABLES[lookup];
  return db.select({ id: table.id, nome: table.nome }).from(table).where(inArray(table.id, ids));
}
