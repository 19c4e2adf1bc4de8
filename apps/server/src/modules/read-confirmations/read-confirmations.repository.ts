import { type SQL, sql } from 'drizzle-orm';
import type { ReadStatus, ReadTipo } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import type { Db } from '../../db/client';
import { escapeLike, sqlRows } from '../../db/sql';

/**
 * Every item a confirmation may be about, one row each: handbook chapters (audience: every active
 * employee) and news items (audience: the active employees of their provider and department, each
 * when given). `obrigatorio`: its readers must confirm it; `ativo`: published (a chapter of an
 * inactive part is not); `desde`: since when the current version waits for confirmations (a news
 * item's publication). The audience rule is the news area's (docs/hr-content.md), as of the query.
 */
const ITEMS = sql`(
  select 'manual'::text as tipo, c.id, c.titulo, c.versao, c.versao_em as desde,
         null::integer as provedor, null::integer as departamento,
         c.requer_leitura as obrigatorio, (c.ativo and k.ativo) as ativo
  from rh_manual_capitulo c join rh_manual_categoria k on k.id = c.id_categoria
  union all
  select 'noticia'::text, n.id, n.titulo, 1, coalesce(n.publicado_em, n.created_at), n.id_empresa, n.id_departamento,
         n.requer_lido, n.ativo
  from rh_noticia n
)`;

/** Whether the person `u` is in the audience of the item `i` today. */
const inAudience = sql`u.funcionario and u.ativo
  and (i.provedor is null or u.id_empresa = i.provedor)
  and (i.departamento is null or u.id_departamento = i.departamento)`;

/** `l` is `u`'s confirmation of the item's current version. */
const confirmationOf = sql`l.tipo = i.tipo and l.id_item = i.id and l.versao = i.versao and l.id_usuario = u.id`;

const fullName = sql`trim(concat_ws(' ', u.nome, u.sobrenome))`;

export type ItemRow = {
  tipo: ReadTipo;
  id: number;
  titulo: string;
  versao: number;
  desde: Date | string;
  obrigatorio: boolean;
  ativo: boolean;
};

export type FiguresRow = ItemRow & { publico: number; confirmados: number };

export type PersonRow = {
  id_usuario: number;
  nome: string;
  departamento: string | null;
  empresa: string | null;
  confirmado_em: Date | string | null;
};

const likeOf = (text: string) => `%${escapeLike(text)}%`;

/** Queries of the read confirmations; audiences are evaluated as of the query. */
/** The item, whatever its state. */
export async function item(db: Db, tipo: ReadTipo, id: number): Promise<ItemRow | undefined> {
  const [row] = await sqlRows<ItemRow>(
    db,
    sql`select i.tipo, i.id, i.titulo, i.versao, i.desde, i.obrigatorio, i.ativo
        from ${ITEMS} i where i.tipo = ${tipo} and i.id = ${id}`,
  );
  return row;
}

/** The current version of a published item whose audience includes the user, if any. */
export async function versionFor(db: Db, tipo: ReadTipo, id: number, userId: number): Promise<number | undefined> {
  const [row] = await sqlRows<{ versao: number }>(
    db,
    sql`select i.versao from ${ITEMS} i join rh_usuario u on u.id = ${userId} and ${inAudience}
        where i.tipo = ${tipo} and i.id = ${id} and i.ativo`,
  );
  return row?.versao;
}

/** Records the confirmation unless one exists, and answers the instant kept (the first). */
export async function confirm(
  db: Db,
  tipo: ReadTipo,
  id: number,
  versao: number,
  userId: number,
): Promise<Date | string> {
  await db.execute(sql`insert into rh_leitura (tipo, id_item, versao, id_usuario)
    values (${tipo}, ${id}, ${versao}, ${userId}) on conflict do nothing`);
  const [row] = await sqlRows<{ confirmado_em: Date | string }>(
    db,
    sql`select confirmado_em from rh_leitura
        where tipo = ${tipo} and id_item = ${id} and versao = ${versao} and id_usuario = ${userId}`,
  );
  return row.confirmado_em;
}

/** The user's published mandatory items not confirmed in their current version, oldest first. */
export async function pendingFor(db: Db, userId: number) {
  return sqlRows<{ tipo: ReadTipo; id: number; titulo: string; desde: Date | string }>(
    db,
    sql`select i.tipo, i.id, i.titulo, i.desde
        from ${ITEMS} i join rh_usuario u on u.id = ${userId} and ${inAudience}
        where i.obrigatorio and i.ativo
          and not exists (select 1 from rh_leitura l where ${confirmationOf})
        order by i.desde, i.tipo, i.id`,
  );
}

/** A page of the published mandatory items with their figures, in one grouped query; newest first. */
export async function report(db: Db, filter: { tipo?: ReadTipo; busca?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [sql`i.obrigatorio and i.ativo`];
  if (filter.tipo) conditions.push(sql`i.tipo = ${filter.tipo}`);
  if (filter.busca) conditions.push(sql`i.titulo ilike ${likeOf(filter.busca)}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await sqlRows<FiguresRow & { total: number }>(
    db,
    sql`with pagina as (
          select i.*, count(*) over () as total from ${ITEMS} i where ${where}
          order by i.desde desc, i.tipo, i.id limit ${filter.limit} offset ${filter.offset})
        select i.tipo, i.id, i.titulo, i.versao, i.desde, i.obrigatorio, i.ativo, i.total::int as total,
               count(u.id)::int as publico, count(l.id)::int as confirmados
        from pagina i
        left join rh_usuario u on ${inAudience}
        left join rh_leitura l on ${confirmationOf}
        group by i.tipo, i.id, i.titulo, i.versao, i.desde, i.obrigatorio, i.ativo, i.total
        order by i.desde desc, i.tipo, i.id`,
  );
  if (rows.length || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${ITEMS} i where ${where}`,
  );
  return { rows, total: count.total };
}

/** Audience size and confirmations of one item. */
export async function figures(db: Db, tipo: ReadTipo, id: number): Promise<{ publico: number; confirmados: number }> {
  const [row] = await sqlRows<{ publico: number; confirmados: number }>(
    db,
    sql`select count(u.id)::int as publico, count(l.id)::int as confirmados
        from ${ITEMS} i
        join rh_usuario u on ${inAudience}
        left join rh_leitura l on ${confirmationOf}
        where i.tipo = ${tipo} and i.id = ${id}`,
  );
  return row;
}

/** The departments present in the item's audience, for the filter. */
export async function departments(db: Db, tipo: ReadTipo, id: number) {
  return sqlRows<{ id: number; nome: string; empresa: string | null }>(
    db,
    sql`select distinct d.id, d.nome, e.nome as empresa
        from ${ITEMS} i
        join rh_usuario u on ${inAudience}
        join rh_departamento d on d.id = u.id_departamento
        left join rh_empresa e on e.id = d.id_empresa
        where i.tipo = ${tipo} and i.id = ${id}
        order by d.nome, e.nome, d.id`,
  );
}

/** A page of the item's audience, each person with their confirmation of the current version. */
export async function people(
  db: Db,
  tipo: ReadTipo,
  id: number,
  filter: { status?: ReadStatus; departamento?: number; busca?: string; limit: number; offset: number },
): Promise<{ rows: PersonRow[]; total: number }> {
  const conditions: SQL[] = [sql`i.tipo = ${tipo} and i.id = ${id}`];
  if (filter.status === 'confirmado') conditions.push(sql`l.id is not null`);
  if (filter.status === 'pendente') conditions.push(sql`l.id is null`);
  if (filter.departamento) conditions.push(sql`u.id_departamento = ${filter.departamento}`);
  if (filter.busca) conditions.push(sql`${fullName} ilike ${likeOf(filter.busca)}`);
  const from = sql`from ${ITEMS} i
        join rh_usuario u on ${inAudience}
        left join rh_leitura l on ${confirmationOf}
        left join rh_departamento d on d.id = u.id_departamento
        left join rh_empresa e on e.id = u.id_empresa
        where ${sql.join(conditions, sql` and `)}`;
  const rows = await sqlRows<PersonRow & { total: number }>(
    db,
    sql`select u.id as id_usuario, ${fullName} as nome, d.nome as departamento, e.nome as empresa,
               l.confirmado_em, count(*) over ()::int as total
        ${from}
        order by 2, u.id limit ${filter.limit} offset ${filter.offset}`,
  );
  if (rows.length || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await sqlRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`);
  return { rows, total: count.total };
}

/** Ids of the audience still pending on the current version. */
export async function pendingIds(db: Db, tipo: ReadTipo, id: number): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select u.id from ${ITEMS} i join rh_usuario u on ${inAudience}
        where i.tipo = ${tipo} and i.id = ${id}
          and not exists (select 1 from rh_leitura l where ${confirmationOf})
        order by u.id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function insertReminder(
  db: Db,
  values: { tipo: ReadTipo; id_item: number; versao: number; id_usuario: number | null; quantidade: number },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into rh_leitura_lembrete (tipo, id_item, versao, id_usuario, quantidade)
        values (${values.tipo}, ${values.id_item}, ${values.versao}, ${values.id_usuario}, ${values.quantidade})
        returning id`,
  );
  return row.id;
}

/** The reminders sent about an item, newest first. */
export async function reminders(db: Db, tipo: ReadTipo, id: number, only?: number) {
  return sqlRows<{
    id: number;
    versao: number;
    enviado_por: string | null;
    enviado_em: Date | string;
    quantidade: number;
  }>(
    db,
    sql`select r.id, r.versao, nullif(${fullName}, '') as enviado_por, r.enviado_em, r.quantidade
        from rh_leitura_lembrete r left join rh_usuario u on u.id = r.id_usuario
        where r.tipo = ${tipo} and r.id_item = ${id} ${only === undefined ? sql`` : sql`and r.id = ${only}`}
        order by r.enviado_em desc, r.id desc limit 50`,
  );
}
