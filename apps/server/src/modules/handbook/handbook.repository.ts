import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leitura, manualCapitulo, manualCategoria } from '../../db/schema';
import { sqlRows } from '../../db/sql';

export type CategoryRow = typeof manualCategoria.$inferSelect;
export type ChapterRow = typeof manualCapitulo.$inferSelect & { categoria: string; ordem_categoria: number };

const chapterColumns = {
  ...getTableColumns(manualCapitulo),
  categoria: manualCategoria.titulo,
  ordem_categoria: manualCategoria.prioridade,
};

const handbookOrder = [
  asc(manualCategoria.prioridade),
  asc(manualCategoria.id),
  asc(manualCapitulo.prioridade),
  asc(manualCapitulo.id),
];

/** Rewrites the places of `ids` as 1..n in the given order, in one statement. */
async function writeOrder(tx: Db, table: 'rh_manual_categoria' | 'rh_manual_capitulo', ids: readonly number[]) {
  if (!ids.length) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sql.identifier(table)} t set prioridade = v.n from (values ${values}) as v(id, n)
    where t.id = v.id and t.prioridade is distinct from v.n`);
}

/** The handbook's queries: parts, chapters, their order, and what the reader sees. */
export async function categories(db: Db, filter: { id?: number; ativo?: boolean } = {}): Promise<CategoryRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(manualCategoria.id, filter.id));
  if (filter.ativo !== undefined) conditions.push(eq(manualCategoria.ativo, filter.ativo));
  return db
    .select()
    .from(manualCategoria)
    .where(and(...conditions))
    .orderBy(asc(manualCategoria.prioridade), asc(manualCategoria.id));
}

/** Category ids in order, locked until the transaction ends. */
export async function lockCategoryOrder(tx: Db): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select id from rh_manual_categoria order by prioridade, id for update`,
  );
  return rows.map((r) => Number(r.id));
}

/** Closes the gaps after a part is deleted. */
export async function repackCategories(tx: Db): Promise<void> {
  await writeOrder(tx, 'rh_manual_categoria', await lockCategoryOrder(tx));
}

export const writeCategoryOrder = (tx: Db, ids: readonly number[]) => writeOrder(tx, 'rh_manual_categoria', ids);

export async function chapters(
  db: Db,
  filter: { id?: number; ativo?: boolean; id_categoria?: number } = {},
): Promise<ChapterRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(manualCapitulo.id, filter.id));
  if (filter.ativo !== undefined) conditions.push(eq(manualCapitulo.ativo, filter.ativo));
  if (filter.id_categoria !== undefined) conditions.push(eq(manualCapitulo.id_categoria, filter.id_categoria));
  return db
    .select(chapterColumns)
    .from(manualCapitulo)
    .innerJoin(manualCategoria, eq(manualCategoria.id, manualCapitulo.id_categoria))
    .where(and(...conditions))
    .orderBy(...handbookOrder);
}

export async function chapter(db: Db, id: number): Promise<ChapterRow | undefined> {
  const [row] = await chapters(db, { id });
  return row;
}

/** The chapter's row, locked for a change; undefined when it does not exist. */
export async function lockChapter(tx: Db, id: number): Promise<typeof manualCapitulo.$inferSelect | undefined> {
  const [row] = await tx.select().from(manualCapitulo).where(eq(manualCapitulo.id, id)).for('update');
  return row;
}

/** Whether the part exists; it stays locked (key share) so it is not deleted under the write. */
export async function categoryExists(tx: Db, id: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select id from rh_manual_categoria where id = ${id} for key share`,
  );
  return rows.length > 0;
}

/** Chapter ids of a part in order, locked with their part; null when the part does not exist. */
export async function lockChapterOrder(tx: Db, categoryId: number): Promise<number[] | null> {
  const part = await sqlRows<{ id: number }>(
    tx,
    sql`select id from rh_manual_categoria where id = ${categoryId} for update`,
  );
  if (!part.length) return null;
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select id from rh_manual_capitulo where id_categoria = ${categoryId} order by prioridade, id for update`,
  );
  return rows.map((r) => Number(r.id));
}

export const writeChapterOrder = (tx: Db, ids: readonly number[]) => writeOrder(tx, 'rh_manual_capitulo', ids);

export async function repackChapters(tx: Db, categoryId: number): Promise<void> {
  const ids = await lockChapterOrder(tx, categoryId);
  if (ids) await writeOrder(tx, 'rh_manual_capitulo', ids);
}

export async function insertChapter(tx: Db, values: typeof manualCapitulo.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(manualCapitulo).values(values).returning({ id: manualCapitulo.id });
  return row;
}

export async function updateChapter(
  tx: Db,
  id: number,
  set: Partial<typeof manualCapitulo.$inferInsert>,
): Promise<void> {
  if (Object.keys(set).length) await tx.update(manualCapitulo).set(set).where(eq(manualCapitulo.id, id));
}

/** Deletes a chapter and the confirmations of its reading. */
export async function deleteChapter(tx: Db, id: number): Promise<void> {
  await tx.delete(leitura).where(and(eq(leitura.tipo, 'manual'), eq(leitura.id_item, id)));
  await tx.delete(manualCapitulo).where(eq(manualCapitulo.id, id));
}

/** Active chapters of active parts in order, each marked when the reader still owes its confirmation. */
export async function toc(db: Db, userId: number) {
  return sqlRows<{
    id_categoria: number;
    categoria: string;
    id: number;
    titulo: string;
    requer_leitura: boolean;
    versao: number;
    atualizado_em: Date | string;
    pendente: boolean;
  }>(
    db,
    sql`select k.id as id_categoria, k.titulo as categoria, c.id, c.titulo, c.requer_leitura, c.versao, c.atualizado_em,
          (c.requer_leitura and r.id is not null and not exists (
            select 1 from rh_leitura l
            where l.tipo = 'manual' and l.id_item = c.id and l.versao = c.versao and l.id_usuario = r.id)) as pendente
        from rh_manual_categoria k
        join rh_manual_capitulo c on c.id_categoria = k.id and c.ativo
        left join rh_usuario r on r.id = ${userId} and r.funcionario and r.ativo
        where k.ativo
        order by k.prioridade, k.id, c.prioridade, c.id`,
  );
}

/** An active chapter of an active part, with the reader's confirmation of its current version. */
export async function readable(db: Db, id: number, userId: number) {
  const [row] = await sqlRows<{
    id: number;
    id_categoria: number;
    categoria: string;
    titulo: string;
    texto: string;
    requer_leitura: boolean;
    versao: number;
    atualizado_em: Date | string;
    confirmado_em: Date | string | null;
  }>(
    db,
    sql`select c.id, c.id_categoria, k.titulo as categoria, c.titulo, c.texto, c.requer_leitura, c.versao,
          c.atualizado_em, l.confirmado_em
        from rh_manual_capitulo c
        join rh_manual_categoria k on k.id = c.id_categoria and k.ativo
        left join rh_leitura l on l.tipo = 'manual' and l.id_item = c.id and l.versao = c.versao and l.id_usuario = ${userId}
        where c.id = ${id} and c.ativo`,
  );
  return row;
}
