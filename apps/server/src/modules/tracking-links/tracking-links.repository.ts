import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  empresa,
  vendasCampanha,
  vendasCanal,
  vendasDestino,
  vendasTrackingClique,
  vendasTrackingUrl,
} from '../../db/schema';
import { sqlRows } from '../../db/sql';

/** A link with its names and counts, as the list query reads it. */
export type TrackingLinkRow = {
  id: number;
  codigo: string;
  url: string;
  id_empresa: number;
  id_campanha: number;
  id_canal: number;
  id_destino: number | null;
  id_usuario: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  empresa_nome: string;
  campanha_nome: string;
  canal_nome: string;
  destino_nome: string | null;
  destino_url: string | null;
  usuario_nome: string | null;
  cliques: number;
  cliques_bot: number;
  leads: number;
};

/** What following a link needs: where it leads and what it carries. */
export type LinkTarget = {
  id: number;
  id_campanha: number;
  id_canal: number;
  id_destino: number | null;
  destino_url: string | null;
  empresa_nome: string;
};

/**
 * The click INSERT, prepared once per database: following a link builds no SQL, and PostgreSQL parses
 * it once per connection. Its transaction commits without waiting for the WAL flush
 * (`synchronous_commit` off for it alone): a crash may lose the last fraction of a second of clicks,
 * never leave them half-written, and a visitor's redirect no longer waits for the disk.
 */
function clickInsertOf(db: Db) {
  // Every column in the table's order: id from its sequence, created_at now().
  return db
    .insert(vendasTrackingClique)
    .select(
      sql`with quick as (select set_config('synchronous_commit', 'off', true))
          select nextval('vendas_tracking_clique_id_seq'), ${sql.placeholder('id_link')}::int, ${sql.placeholder('bot')}::boolean,
            ${sql.placeholder('user_agent')}::text, now() from quick`,
    )
    .prepare('vendas_tracking_clique_insert');
}
const clickInserts = new WeakMap<Db, ReturnType<typeof clickInsertOf>>();

export type LinkValues = { id_empresa: number; id_campanha: number; id_canal: number; id_destino: number | null };

/**
 * Links newest first, each with its clicks of people, its clicks of bots and its leads, counted in
 * the same query through the (id_link, bot) and (id_link) indexes.
 */
export async function list(db: Db, filter: { id?: number; id_empresa?: number } = {}): Promise<TrackingLinkRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(sql`u.id = ${filter.id}`);
  if (filter.id_empresa !== undefined) conditions.push(sql`u.id_empresa = ${filter.id_empresa}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sqlRows<TrackingLinkRow>(
    db,
    sql`
      select u.id, u.codigo, u.url, u.id_empresa, u.id_campanha, u.id_canal, u.id_destino, u.id_usuario, u.created_at, u.updated_at,
        e.nome as empresa_nome, c.nome as campanha_nome, ca.nome as canal_nome, d.nome as destino_nome, d.url as destino_url,
        nullif(trim(concat_ws(' ', us.nome, us.sobrenome)), '') as usuario_nome,
        k.pessoas as cliques, k.bots as cliques_bot, l.leads
      from vendas_tracking_url u
      join rh_empresa e on e.id = u.id_empresa
      join vendas_campanha c on c.id = u.id_campanha
      join vendas_canal ca on ca.id = u.id_canal
      left join vendas_destino d on d.id = u.id_destino
      left join rh_usuario us on us.id = u.id_usuario
      cross join lateral (
        select (count(*) filter (where not k.bot))::int as pessoas, (count(*) filter (where k.bot))::int as bots
        from vendas_tracking_clique k where k.id_link = u.id
      ) k
      cross join lateral (select count(*)::int as leads from vendas_lead l where l.id_link = u.id) l
      ${where}
      order by u.created_at desc, u.id desc`,
  );
}

export async function findSaved(db: Db, id: number) {
  const [row] = await db
    .select({ id: vendasTrackingUrl.id, codigo: vendasTrackingUrl.codigo, url: vendasTrackingUrl.url })
    .from(vendasTrackingUrl)
    .where(eq(vendasTrackingUrl.id, id));
  return row;
}

export async function insert(db: Db, values: LinkValues & { codigo: string; url: string; id_usuario: number | null }) {
  const [row] = await db
    .insert(vendasTrackingUrl)
    .values(values)
    .onConflictDoNothing({ target: vendasTrackingUrl.codigo })
    .returning({ id: vendasTrackingUrl.id, codigo: vendasTrackingUrl.codigo, url: vendasTrackingUrl.url });
  return row;
}

export async function update(db: Db, id: number, values: LinkValues & { id_usuario: number | null }) {
  const [row] = await db
    .update(vendasTrackingUrl)
    .set(values)
    .where(eq(vendasTrackingUrl.id, id))
    .returning({ id: vendasTrackingUrl.id, codigo: vendasTrackingUrl.codigo, url: vendasTrackingUrl.url });
  return row;
}

export async function company(db: Db, id: number) {
  const [row] = await db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).where(eq(empresa.id, id));
  return row;
}

export async function campaign(db: Db, id: number) {
  const [row] = await db.select().from(vendasCampanha).where(eq(vendasCampanha.id, id));
  return row;
}

export async function channel(db: Db, id: number) {
  const [row] = await db.select().from(vendasCanal).where(eq(vendasCanal.id, id));
  return row;
}

export async function destination(db: Db, id: number) {
  const [row] = await db.select().from(vendasDestino).where(eq(vendasDestino.id, id));
  return row;
}

export async function destinations(db: Db, filter: { id_empresa?: number; ativo?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.id_empresa !== undefined) conditions.push(eq(vendasDestino.id_empresa, filter.id_empresa));
  if (filter.ativo !== undefined) conditions.push(eq(vendasDestino.ativo, filter.ativo));
  return db
    .select({
      id: vendasDestino.id,
      nome: vendasDestino.nome,
      url: vendasDestino.url,
      id_empresa: vendasDestino.id_empresa,
      ativo: vendasDestino.ativo,
    })
    .from(vendasDestino)
    .where(and(...conditions))
    .orderBy(asc(vendasDestino.id_empresa), asc(vendasDestino.id));
}

/** Where a short code leads (one indexed read); undefined for an unknown code. */
export async function target(db: Db, codigo: string): Promise<LinkTarget | undefined> {
  const [row] = await sqlRows<LinkTarget>(
    db,
    sql`
      select u.id, u.id_campanha, u.id_canal, u.id_destino, d.url as destino_url, e.nome as empresa_nome
      from vendas_tracking_url u
      join rh_empresa e on e.id = u.id_empresa
      left join vendas_destino d on d.id = u.id_destino
      where u.codigo = ${codigo}`,
  );
  return row;
}

/** One click, the only write of following a link. */
export async function recordClick(db: Db, idLink: number, bot: boolean, userAgent: string | null): Promise<void> {
  let insert = clickInserts.get(db);
  if (!insert) clickInserts.set(db, (insert = clickInsertOf(db)));
  await insert.execute({ id_link: idLink, bot, user_agent: userAgent });
}

/** A link's provider, campaign, channel and destination (a lead's attribution). */
export async function attribution(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vendasTrackingUrl.id,
      id_empresa: vendasTrackingUrl.id_empresa,
      id_campanha: vendasTrackingUrl.id_campanha,
      id_canal: vendasTrackingUrl.id_canal,
      id_destino: vendasTrackingUrl.id_destino,
    })
    .from(vendasTrackingUrl)
    .where(eq(vendasTrackingUrl.id, id));
  return row;
}
