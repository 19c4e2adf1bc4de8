import { type SQL, sql } from 'drizzle-orm';
import { linkItems, reorderItems, unlinkItem } from '@intranet/shared/ordering/ordered-list';
import { type Db, withActor } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { conflict, invalid, notFound } from '../http/errors';
import type { OpContext } from '../http/routes';

/**
 * A table of ordered links: children of a parent with `prioridade` 1..n, unique per (parent, child).
 * Trails of an onboarding, contents of a trail, prizes of a roulette, rules of a list …
 */
export type OrderedLinkTable = {
  table: string;
  parent: string;
  child: string;
  /** The tables the parent and child ids point to, and the parent's name column (named in refusals). */
  parentTable: string;
  childTable: string;
  parentName: string;
  /** The area's texts for each refusal. */
  messages: { unknownParent: string; unknownChild: string; notLinked: string; orderMismatch: string };
};

/** One request's change, over one or more parents. */
export type OrderChange =
  | { kind: 'link'; links: readonly { parent: number; child: number; prioridade: number }[] }
  | { kind: 'unlink'; parent: number; child: number }
  | { kind: 'reorder'; parent: number; children: readonly number[] };

/** A request's ids, named as the link table's columns (the API's bodies use those names). */
type Named = Readonly<Record<string, unknown>>;
const idOf = (row: Named, column: string) => Number(row[column]);

/**
 * The link, unlink and reorder operations of one ordered list, each one request in one transaction:
 * the change, then `after` (the area's follow-up, e.g. refreshing progress) with the changed parents,
 * whose answer is the operation's.
 */
export function orderedLinkOperations<R>(links: OrderedLinkTable, after: (tx: Db, parents: number[]) => Promise<R>) {
  const run = ({ db, actor }: OpContext, change: OrderChange) =>
    withActor(db, actor.userId, async (tx) => after(tx, await changeOrder(tx, links, change)));
  return {
    /** Links children at their prioridade, for one or more parents. */
    link: (ctx: OpContext, objects: readonly (Named & { prioridade: number })[]) =>
      run(ctx, {
        kind: 'link',
        links: objects.map((o) => ({
          parent: idOf(o, links.parent),
          child: idOf(o, links.child),
          prioridade: o.prioridade,
        })),
      }),
    unlink: (ctx: OpContext, pair: Named) =>
      run(ctx, { kind: 'unlink', parent: idOf(pair, links.parent), child: idOf(pair, links.child) }),
    /** Every linked child of the parent in the new order. */
    reorder: (ctx: OpContext, order: Named & { ids: readonly number[] }) =>
      run(ctx, { kind: 'reorder', parent: idOf(order, links.parent), children: order.ids }),
  };
}

/**
 * Deletes a child (a content, a trail …) unless a parent still links it: then 409 with
 * `inUse(the parents' names)`. The child is locked first, so no new link appears before the delete.
 */
export async function deleteUnlessLinked(
  tx: Db,
  links: OrderedLinkTable,
  child: number,
  inUse: (names: string[]) => string,
): Promise<void> {
  const childTable = sql.identifier(links.childTable);
  const found = await sqlRows<{ id: number }>(tx, sql`select id from ${childTable} where id = ${child} for update`);
  if (!found.length) throw notFound();
  const parents = await sqlRows<{ name: string }>(
    tx,
    sql`select p.${sql.identifier(links.parentName)} as name
        from ${sql.identifier(links.table)} l join ${sql.identifier(links.parentTable)} p on p.id = l.${sql.identifier(links.parent)}
        where l.${sql.identifier(links.child)} = ${child} order by 1`,
  );
  if (parents.length) throw conflict(inUse(parents.map((p) => p.name)));
  await tx.execute(sql`delete from ${childTable} where id = ${child}`);
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((id) => sql`${id}`),
    sql`, `,
  );

/** The distinct values, ascending (the order parents are locked in, so two requests never deadlock). */
const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Applies a change to ordered links and answers the parents it changed (ascending). Run it inside
 * the request's transaction: every parent is locked, changed by the shared list rules and written
 * back as 1..n without gaps, so the change lands for all parents or for none.
 */
export async function changeOrder(tx: Db, links: OrderedLinkTable, change: OrderChange): Promise<number[]> {
  const parents = distinct(change.kind === 'link' ? change.links.map((l) => l.parent) : [change.parent]);
  await lockParents(tx, links, parents);
  if (change.kind === 'link')
    await assertChildrenExist(
      tx,
      links,
      change.links.map((l) => l.child),
    );
  for (const parent of parents) {
    const current = await currentOrder(tx, links, parent);
    await saveOrder(tx, links, parent, nextOrder(links, change, parent, current));
  }
  return parents;
}

function nextOrder(links: OrderedLinkTable, change: OrderChange, parent: number, current: number[]): number[] {
  if (change.kind === 'link') {
    return linkItems(
      current,
      change.links.filter((l) => l.parent === parent).map((l) => ({ id: l.child, prioridade: l.prioridade })),
    );
  }
  if (change.kind === 'unlink') {
    if (!current.includes(change.child)) throw notFound(links.messages.notLinked);
    return unlinkItem(current, change.child);
  }
  const next = reorderItems(current, change.children);
  if (!next) throw invalid(links.messages.orderMismatch);
  return next;
}

async function lockParents(tx: Db, links: OrderedLinkTable, parents: readonly number[]): Promise<void> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(links.parentTable)} where id in (${ids(parents)}) order by id for update`,
  );
  if (rows.length !== parents.length) throw notFound(links.messages.unknownParent);
}

/** Children must exist; the key-share lock holds off their deletion until the links are written. */
async function assertChildrenExist(tx: Db, links: OrderedLinkTable, children: readonly number[]): Promise<void> {
  const wanted = distinct(children);
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(links.childTable)} where id in (${ids(wanted)}) for key share`,
  );
  if (rows.length !== wanted.length) throw invalid(links.messages.unknownChild);
}

/** Child ids of a parent in priority order. */
async function currentOrder(tx: Db, links: OrderedLinkTable, parent: number): Promise<number[]> {
  const rows = await sqlRows<{ child: number }>(
    tx,
    sql`select ${sql.identifier(links.child)} as child from ${sql.identifier(links.table)}
        where ${sql.identifier(links.parent)} = ${parent} order by prioridade, id`,
  );
  return rows.map((r) => Number(r.child));
}

/** Writes `children` as the parent's whole list: gone ones deleted, the others at index + 1. */
async function saveOrder(tx: Db, links: OrderedLinkTable, parent: number, children: readonly number[]): Promise<void> {
  const table = sql.identifier(links.table);
  const parentColumn = sql.identifier(links.parent);
  const childColumn = sql.identifier(links.child);
  const gone: SQL = children.length ? sql` and ${childColumn} not in (${ids(children)})` : sql``;
  await tx.execute(sql`delete from ${table} where ${parentColumn} = ${parent}${gone}`);
  if (!children.length) return;
  const values = sql.join(
    children.map((child, index) => sql`(${parent}::int, ${child}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${table} (${parentColumn}, ${childColumn}, prioridade) values ${values}
    on conflict (${parentColumn}, ${childColumn}) do update set prioridade = excluded.prioridade
    where ${table}.prioridade is distinct from excluded.prioridade`);
}
