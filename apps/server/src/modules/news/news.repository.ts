import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { arquivo, categoria, departamento, empresa, leitura, noticia, usuario } from '../../db/schema';
import { escapeLike } from '../../db/sql';

export type NewsRecord = typeof noticia.$inferSelect;
export type NewsColumns = Omit<
  typeof noticia.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'publicado_em' | 'notificado_em'
>;

/** Where a reader works: the audience of a news item is matched against it. */
export type Reader = { id: number; id_empresa: number | null; id_departamento: number | null };

/** The item reaches the reader: its company and department are empty or the reader's. */
function reaches(reader: Reader): SQL {
  const company =
    reader.id_empresa === null
      ? isNull(noticia.id_empresa)
      : or(isNull(noticia.id_empresa), eq(noticia.id_empresa, reader.id_empresa));
  const department =
    reader.id_departamento === null
      ? isNull(noticia.id_departamento)
      : or(isNull(noticia.id_departamento), eq(noticia.id_departamento, reader.id_departamento));
  return and(company, department)!;
}

/** The item reaches the person of the `rh_usuario` row in the same query (SQL joins). */
export const reachesUserRow = sql`(${noticia.id_empresa} IS NULL OR ${noticia.id_empresa} = ${usuario.id_empresa}) AND (${noticia.id_departamento} IS NULL OR ${noticia.id_departamento} = ${usuario.id_departamento})`;

/** The reader confirmed the item ("Li e estou ciente"). A news item is always version 1. */
const confirmedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${leitura} where ${leitura.tipo} = 'noticia' and ${leitura.id_item} = ${noticia.id} and ${leitura.versao} = 1 and ${leitura.id_usuario} = ${userId})`;

/** Mandatory and not confirmed yet by the reader: pinned until they confirm. */
const pendingFor = (userId: number) => sql<boolean>`(${noticia.requer_lido} and not ${confirmedBy(userId)})`;

const hasHashtag = (tag: string) =>
  sql`string_to_array(lower(${noticia.hashtag}), ';') @> array[${tag.toLowerCase()}]::text[]`;

const searchIn = (busca: string) => {
  const pattern = `%${escapeLike(busca)}%`;
  return or(ilike(noticia.titulo, pattern), ilike(noticia.resumo, pattern), ilike(noticia.hashtag, pattern));
};

const categoryColumns = {
  id: categoria.id,
  titulo: categoria.titulo,
  color: categoria.color,
  icone: categoria.icone,
};

export async function findReader(db: Db, userId: number): Promise<Reader> {
  const [row] = await db
    .select({ id: usuario.id, id_empresa: usuario.id_empresa, id_departamento: usuario.id_departamento })
    .from(usuario)
    .where(eq(usuario.id, userId))
    .limit(1);
  return row ?? { id: userId, id_empresa: null, id_departamento: null };
}

export type FeedFilter = { categoria?: number; hashtag?: string; busca?: string; limit: number; offset: number };

/** The reader's feed: active items of their audience; mandatory unconfirmed first, then important, then the rest, each newest first. */
export async function feed(db: Db, reader: Reader, q: FeedFilter) {
  const where = and(
    eq(noticia.ativo, true),
    reaches(reader),
    q.categoria ? eq(noticia.id_categoria, q.categoria) : undefined,
    q.hashtag ? hasHashtag(q.hashtag) : undefined,
    q.busca ? searchIn(q.busca) : undefined,
  );
  const pending = pendingFor(reader.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: noticia.id,
        titulo: noticia.titulo,
        resumo: noticia.resumo,
        imagem_capa: noticia.id_imagem_capa,
        hashtag: noticia.hashtag,
        importante: noticia.importante,
        requer_lido: noticia.requer_lido,
        publicado_em: noticia.publicado_em,
        created_at: noticia.created_at,
        confirmado: confirmedBy(reader.id),
        pendente: pending,
        categoria: categoryColumns,
      })
      .from(noticia)
      .leftJoin(categoria, eq(categoria.id, noticia.id_categoria))
      .where(where)
      .orderBy(
        desc(pending),
        // Among the mandatory unread, the newest first; then the important ones.
        sql`(${noticia.importante} and not ${pending}) desc`,
        sql`${noticia.publicado_em} desc nulls last`,
        desc(noticia.id),
      )
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(noticia).where(where),
  ]);
  return { total, rows };
}

/** One active item of the reader's audience, with their confirmation. */
export async function findArticle(db: Db, reader: Reader, id: number) {
  const [row] = await db
    .select({
      item: noticia,
      categoria: categoryColumns,
      confirmado_em: sql<
        Date | string | null
      >`(select ${leitura.confirmado_em} from ${leitura} where ${leitura.tipo} = 'noticia' and ${leitura.id_item} = ${noticia.id} and ${leitura.versao} = 1 and ${leitura.id_usuario} = ${reader.id})`,
    })
    .from(noticia)
    .leftJoin(categoria, eq(categoria.id, noticia.id_categoria))
    .where(and(eq(noticia.id, id), eq(noticia.ativo, true), reaches(reader)))
    .limit(1);
  return row ?? null;
}

export async function activeCategories(db: Db) {
  return db.select(categoryColumns).from(categoria).where(eq(categoria.ativo, true)).orderBy(asc(categoria.titulo));
}

export async function allCategories(db: Db) {
  return db
    .select({ ...categoryColumns, ativo: categoria.ativo })
    .from(categoria)
    .orderBy(desc(categoria.ativo), asc(categoria.titulo));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categoria.id }).from(categoria).where(eq(categoria.id, id)).limit(1);
  return !!row;
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, id)).limit(1);
  return !!row;
}

export async function companyOfDepartment(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id_empresa: departamento.id_empresa })
    .from(departamento)
    .where(eq(departamento.id, id))
    .limit(1);
  return row?.id_empresa ?? null;
}

/** The content type of each stored file among `ids`. */
export async function fileTypes(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: arquivo.id, mime: arquivo.mime }).from(arquivo).where(inArray(arquivo.id, ids));
  return new Map(rows.map((r) => [r.id, r.mime]));
}

const autor = alias(usuario, 'autor');

const tableColumns = {
  item: noticia,
  categoria_titulo: categoria.titulo,
  categoria_cor: categoria.color,
  provedor_nome: empresa.nome,
  departamento_nome: departamento.nome,
  autor_nome: autor.nome,
  autor_sobrenome: autor.sobrenome,
};

export type TableRow = {
  item: NewsRecord;
  categoria_titulo: string | null;
  categoria_cor: string | null;
  provedor_nome: string | null;
  departamento_nome: string | null;
  autor_nome: string | null;
  autor_sobrenome: string | null;
};

function tableQuery(db: Db) {
  return db
    .select(tableColumns)
    .from(noticia)
    .leftJoin(categoria, eq(categoria.id, noticia.id_categoria))
    .leftJoin(empresa, eq(empresa.id, noticia.id_empresa))
    .leftJoin(departamento, eq(departamento.id, noticia.id_departamento))
    .leftJoin(autor, eq(autor.id, noticia.id_autor));
}

export type TableFilter = {
  busca?: string;
  categoria?: number;
  provedor?: number;
  ativo?: boolean;
  sugestao?: boolean;
  de?: string;
  ate?: string;
  limit: number;
  offset: number;
};

/** Midnight of a São Paulo calendar day, as an instant. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;

/** The staff table: every item, newest first. `sugestao`: suggestions not published yet. */
export async function table(db: Db, q: TableFilter) {
  const where = and(
    q.busca ? searchIn(q.busca) : undefined,
    q.categoria ? eq(noticia.id_categoria, q.categoria) : undefined,
    q.provedor ? eq(noticia.id_empresa, q.provedor) : undefined,
    q.ativo === undefined ? undefined : eq(noticia.ativo, q.ativo),
    q.sugestao === undefined
      ? undefined
      : q.sugestao
        ? sql`(${noticia.sugestao} and ${noticia.publicado_em} is null)`
        : sql`not (${noticia.sugestao} and ${noticia.publicado_em} is null)`,
    q.de ? gte(noticia.created_at, startOf(q.de)) : undefined,
    q.ate ? lt(noticia.created_at, startOf(addDays(q.ate, 1))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    tableQuery(db).where(where).orderBy(desc(noticia.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(noticia).where(where),
  ]);
  return { total, rows: rows as TableRow[] };
}

export async function findForStaff(db: Db, id: number): Promise<TableRow | null> {
  const [row] = await tableQuery(db).where(eq(noticia.id, id)).limit(1);
  return (row as TableRow | undefined) ?? null;
}

export async function findRecord(db: Db, id: number): Promise<NewsRecord | null> {
  const [row] = await db.select().from(noticia).where(eq(noticia.id, id)).limit(1);
  return row ?? null;
}

/**
 * The publication columns of a save: an item saved active gets its publication instant the first
 * time; one saved active and important claims its audience's notice the first time. In the same
 * statement as the save, so the edit history shows one line and two saves at once never notify twice.
 */
const publication = (ativo: boolean, importante: boolean) => ({
  publicado_em: ativo ? sql`coalesce(${noticia.publicado_em}, now())` : sql`${noticia.publicado_em}`,
  notificado_em: ativo && importante ? sql`coalesce(${noticia.notificado_em}, now())` : sql`${noticia.notificado_em}`,
});

/** A new item; `notify`: its audience must be told now (saved active and important). */
export async function insert(db: Db, values: NewsColumns): Promise<{ id: number; notify: boolean }> {
  const now = sql`now()`;
  const notify = !!values.ativo && !!values.importante;
  const [row] = await db
    .insert(noticia)
    .values({ ...values, publicado_em: values.ativo ? now : null, notificado_em: notify ? now : null })
    .returning({ id: noticia.id });
  return { id: row.id, notify };
}

/**
 * Saves an item; `flags` are its status and importance after the save. Answers null when there is
 * no such item, else whether this save claimed the audience's notice (`now()` is the transaction's).
 */
export async function update(
  db: Db,
  id: number,
  values: Partial<NewsColumns>,
  flags: { ativo: boolean; importante: boolean },
): Promise<{ notify: boolean } | null> {
  const [row] = await db
    .update(noticia)
    .set({ ...values, ...publication(flags.ativo, flags.importante) })
    .where(eq(noticia.id, id))
    .returning({ notify: sql<boolean>`coalesce(${noticia.notificado_em} = now(), false)` });
  return row ? { notify: !!row.notify } : null;
}

/** The people the item reaches today: active employees of its company and department (docs/hr-content.md). */
export async function audienceIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(noticia, eq(noticia.id, id))
    .where(and(eq(usuario.funcionario, true), eq(usuario.ativo, true), reachesUserRow))
    .orderBy(asc(usuario.id));
  return rows.map((r) => r.id);
}

/** Deletes the item and its read confirmations. */
export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(noticia).where(eq(noticia.id, id)).returning({ id: noticia.id });
  if (!rows.length) return false;
  await db.delete(leitura).where(and(eq(leitura.tipo, 'noticia'), eq(leitura.id_item, id)));
  return true;
}

/** Suggestions of the author that wait for review (never published). */
export async function waitingSuggestions(db: Db, authorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(noticia)
    .where(and(eq(noticia.id_autor, authorId), eq(noticia.sugestao, true), isNull(noticia.publicado_em)));
  return row.n;
}

export async function suggestionsOf(db: Db, authorId: number) {
  return db
    .select({
      id: noticia.id,
      titulo: noticia.titulo,
      created_at: noticia.created_at,
      publicado_em: noticia.publicado_em,
    })
    .from(noticia)
    .where(and(eq(noticia.id_autor, authorId), eq(noticia.sugestao, true)))
    .orderBy(desc(noticia.id))
    .limit(50);
}
