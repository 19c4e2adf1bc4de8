import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/** A question as readers get it, before its highlights. */
export type ReadRow = {
  id: number;
  id_categoria: number;
  categoria: string;
  pergunta: string;
  resposta: string;
  resposta_texto: string;
  publica: boolean;
};

export type CategoryRow = { id: number; titulo: string; total: number };

export type TableRow = {
  id: number;
  id_categoria: number;
  categoria: string;
  pergunta: string;
  publica: boolean;
  ativo: boolean;
  ajudou_sim: number;
  ajudou_nao: number;
  updated_at: Date | string;
};

/** Who reads: a visitor sees the public questions only; an employee the internal ones too. */
export type Audience = { internal: boolean };

/**
 * A search as the database runs it: every word but the last matches by its Portuguese stem without
 * accents (férias, ferias → fer); the last, still being typed, by its stem or as the start of a whole
 * word (feri → feriado, férias). `join` and: all words; or: any.
 */
export type SearchWords = { words: string[]; join: 'and' | 'or' };

const PT = sql.raw(`'portugues_sem_acento'::regconfig`);
const SIMPLE = sql.raw(`'simples_sem_acento'::regconfig`);

function textQuery({ words, join }: SearchWords): SQL {
  const terms = words.map((word, i) => {
    const exact = sql`to_tsquery(${PT}, ${word})`;
    return i === words.length - 1 ? sql`(${exact} || to_tsquery(${SIMPLE}, ${`${word}:*`}))` : exact;
  });
  return sql`(${sql.join(terms, join === 'and' ? sql` && ` : sql` || `)})`;
}

const visible = (audience: Audience) =>
  audience.internal ? sql`p.ativo and c.ativo` : sql`p.ativo and c.ativo and p.publica`;

const readColumns = sql`p.id, p.id_categoria, c.titulo as categoria, p.pergunta, p.resposta, p.resposta_texto, p.publica`;

/** How many questions a search answers at most: the best ones are what a reader looks at. */
export const SEARCH_LIMIT = 20;

/**
 * The questions a search finds, best first: those whose title matches (ranked on the title's own
 * vector), then, when fewer than the limit, those matched through their answer (ranked with the
 * title weighted A and the answer B). A broad search never ranks the answers' larger vectors.
 */
export async function search(db: Db, audience: Audience, search: SearchWords, categoria?: number): Promise<ReadRow[]> {
  const filter = sql`${visible(audience)} ${categoria === undefined ? sql`` : sql`and p.id_categoria = ${categoria}`}`;
  return sqlRows<ReadRow>(
    db,
    sql`with q as (select ${textQuery(search)} as q),
      no_titulo as (
        select p.id, 0 as grupo, ts_rank(p.busca_titulo, q.q) as nota
        from q, rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
        where ${filter} and p.busca_titulo @@ q.q
        order by nota desc, p.id
        limit ${SEARCH_LIMIT}),
      na_resposta as (
        select p.id, 1 as grupo, ts_rank(p.busca, q.q) as nota
        from q, rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
        where (select count(*) from no_titulo) < ${SEARCH_LIMIT}
          and ${filter} and p.busca @@ q.q and not p.busca_titulo @@ q.q
        order by nota desc, p.id
        limit ${SEARCH_LIMIT})
      select ${readColumns}
      from (select * from no_titulo union all select * from na_resposta) r
      join rh_faq_pergunta p on p.id = r.id
      join rh_faq_categoria c on c.id = p.id_categoria
      order by r.grupo, r.nota desc, r.id
      limit ${SEARCH_LIMIT}`,
  );
}

/** The questions readers found most helpful. */
export async function popular(db: Db, audience: Audience, limit = 8): Promise<ReadRow[]> {
  return sqlRows<ReadRow>(
    db,
    sql`select ${readColumns}
      from rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
      where ${visible(audience)}
      order by p.ajudou_sim desc, p.ajudou_nao, p.pergunta, p.id
      limit ${limit}`,
  );
}

/** A category's questions, by title. */
export async function ofCategory(db: Db, audience: Audience, categoria: number, limit = 500): Promise<ReadRow[]> {
  return sqlRows<ReadRow>(
    db,
    sql`select ${readColumns}
      from rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
      where ${visible(audience)} and p.id_categoria = ${categoria}
      order by p.pergunta, p.id
      limit ${limit}`,
  );
}

export async function one(db: Db, audience: Audience, id: number): Promise<ReadRow | undefined> {
  const [row] = await sqlRows<ReadRow>(
    db,
    sql`select ${readColumns}
      from rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
      where ${visible(audience)} and p.id = ${id}`,
  );
  return row;
}

/**
 * The active categories in order, with how many questions the reader may open in each (empty ones
 * left out), from the counts the questions' trigger keeps.
 */
export async function categories(db: Db, audience: Audience): Promise<CategoryRow[]> {
  const total = audience.internal ? sql`n.ativas` : sql`n.publicas`;
  return sqlRows<CategoryRow>(
    db,
    sql`select c.id, c.titulo, ${total} as total
      from rh_faq_categoria c join rh_faq_categoria_contagem n on n.id_categoria = c.id
      where c.ativo and ${total} > 0
      order by c.ordem, c.titulo, c.id`,
  );
}

/**
 * The Portuguese stems of folded words (null for stop words), from the same dictionary the search
 * uses, for the highlights.
 */
export async function stems(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await sqlRows<{ w: string; s: string | null }>(
    db,
    sql`select value as w, (ts_lexize('portuguese_stem', value))[1] as s
      from json_array_elements_text(${JSON.stringify(words)}::json)`,
  );
  return new Map(rows.flatMap((r) => (r.s ? [[r.w, r.s] as const] : [])));
}

/** Counts a vote on an active question the voter may read; undefined when there is none. */
export async function vote(db: Db, audience: Audience, id: number, util: boolean): Promise<{ id: number } | undefined> {
  const column = util ? sql.raw('ajudou_sim') : sql.raw('ajudou_nao');
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`update rh_faq_pergunta p set ${column} = p.${column} + 1
      from rh_faq_categoria c
      where c.id = p.id_categoria and ${visible(audience)} and p.id = ${id}
      returning p.id`,
  );
  return row;
}

/** The staff table: filters, a search (ranked) or newest first, one page and the total. */
export async function table(
  db: Db,
  filter: {
    search: SearchWords | null;
    id_categoria?: number;
    publica?: boolean;
    ativo?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TableRow[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.search) conditions.push(sql`p.busca @@ ${textQuery(filter.search)}`);
  if (filter.id_categoria !== undefined) conditions.push(sql`p.id_categoria = ${filter.id_categoria}`);
  if (filter.publica !== undefined) conditions.push(sql`p.publica = ${filter.publica}`);
  if (filter.ativo !== undefined) conditions.push(sql`p.ativo = ${filter.ativo}`);
  const where = sql.join(conditions, sql` and `);
  const order = filter.search
    ? sql`(p.busca_titulo @@ ${textQuery(filter.search)}) desc, ts_rank(p.busca, ${textQuery(filter.search)}) desc, p.id desc`
    : sql`p.created_at desc, p.id desc`;
  const [rows, [count]] = await Promise.all([
    sqlRows<TableRow>(
      db,
      sql`select p.id, p.id_categoria, c.titulo as categoria, p.pergunta, p.publica, p.ativo, p.ajudou_sim,
          p.ajudou_nao, p.updated_at
        from rh_faq_pergunta p join rh_faq_categoria c on c.id = p.id_categoria
        where ${where}
        order by ${order}
        limit ${filter.limit} offset ${filter.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::integer as total from rh_faq_pergunta p where ${where}`),
  ]);
  return { rows, total: count.total };
}
