import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/** An ordered link table: children of a parent with prioridade 1..n. */
export type LinkTable = { table: string; parent: string; child: string };

export const ONBOARDING_TRAILS: LinkTable = { table: 'rh_onboarding_trilha', parent: 'id_onboarding', child: 'id_trilha' };
export const TRAIL_CONTENTS: LinkTable = { table: 'rh_trilha_conteudo', parent: 'id_trilha', child: 'id_conteudo' };

/** Child ids of a parent in priority order. */
export async function currentOrder(db: Db, link: LinkTable, parentId: number): Promise<number[]> {
  const rows = await sqlRows<{ child: number }>(
    db,
    sql`select ${sql.identifier(link.child)} as child from ${sql.identifier(link.table)}
        where ${sql.identifier(link.parent)} = ${parentId} order by prioridade, id`,
  );
  return rows.map((r) => Number(r.child));
}

/** Writes `ids` as the parent's whole list: gone ones deleted, the others at index + 1. */
export async function saveOrder(db: Db, link: LinkTable, parentId: number, ids: readonly number[]): Promise<void> {
  const table = sql.identifier(link.table);
  const parent = sql.identifier(link.parent);
  const child = sql.identifier(link.child);
  if (!ids.length) {
    await db.execute(sql`delete from ${table} where ${parent} = ${parentId}`);
    return;
  }
  await db.execute(sql`delete from ${table} where ${parent} = ${parentId} and ${child} not in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const values = sql.join(
    ids.map((id, index) => sql`(${parentId}::int, ${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${table} (${parent}, ${child}, prioridade) values ${values}
    on conflict (${parent}, ${child}) do update set prioridade = excluded.prioridade
    where ${table}.prioridade is distinct from excluded.prioridade`);
}

/** Re-packs a parent's priorities to 1..n (after a cascade delete left a gap). */
export async function repack(db: Db, link: LinkTable, parentId: number): Promise<void> {
  await saveOrder(db, link, parentId, await currentOrder(db, link, parentId));
}
