import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { inventoryInsertBody, inventoryListQuery } from '@intranet/shared/supplies/supplies.schemas';
import { type Db, withActor } from '../../db/client';
import { iso, sqlRows } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './supplies.repository';

/**
 * Squads' inventories (spec §3, §4, §7; docs/supplies.md, "Squad inventories"): counted rows, what the system
 * expects beside them, and the validation that turns a difference into adjustment moves.
 */

/** What the system expects: stored at validation, live before it (the tag at the squad, or its product's units there). */
const expected = sql`coalesce(i.quantidade_sistema, case
  when i.patrimonio is not null then (select count(*)::int from suprimentos_unidade u
    where u.patrimonio = i.patrimonio and u.id_local = l.id)
  else (select count(*)::int from suprimentos_unidade u where u.id_produto = i.id_produto and u.id_local = l.id) end)`;
const columns = sql`
  i.id, i.validado, i.patrimonio, i.quantidade_informada, ${expected} as quantidade_sistema, i.equipe, i.id_equipe,
  i.sistema, i.cidade, coalesce(i.id_produto, pu.id_produto) as id_produto, p.nome as produto, i.origem,
  i.validado_em, i.created_at`;
const joins = sql`
  join suprimentos_local l on l.id_equipe = i.id_equipe
  left join suprimentos_unidade pu on pu.patrimonio = i.patrimonio
  left join suprimentos_produto p on p.id = coalesce(i.id_produto, pu.id_produto)`;
type Row = { id: number; validado_em: string | Date | null; created_at: string | Date } & Record<string, unknown>;
const present = (r: Row) => ({ ...r, validado_em: iso(r.validado_em), created_at: iso(r.created_at)! }) as never;

/** The most rows a squad's inventory screen shows (its latest counts). */
const INVENTORY_ROWS = 1000;

export async function list({ db }: OpContext, q: z.output<typeof inventoryListQuery>) {
  const rows = await sqlRows<Row>(
    db,
    sql`select ${columns} from suprimentos_inventario i ${joins}
        where i.id_equipe = ${q.id_equipe} ${q.validado === undefined ? sql`` : sql`and i.validado = ${q.validado}`}
        order by i.validado, i.id desc limit ${INVENTORY_ROWS}`,
  );
  return { suprimentos_inventario: rows.map(present) };
}

async function rowsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await sqlRows<Row>(
    db,
    sql`select ${columns} from suprimentos_inventario i ${joins}
        where i.id = any(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) order by i.id`,
  );
  return rows.map(present);
}

/** Spec §7: `POST v1/company/suprimentos/inventario {objects}`. */
export async function insert({ db, actor }: OpContext, body: z.output<typeof inventoryInsertBody>) {
  const userId = actor.userId > 0 ? actor.userId : null;
  return withActor(db, actor.userId, async (tx) => {
    const ids: number[] = [];
    for (const [index, o] of body.objects.entries()) {
      const squad = await repo.squad(tx, o.id_equipe);
      if (!squad)
        throw invalid(SUPPLIES_MSG.squadNotFound, [
          { path: `objects.${index}.id_equipe`, message: SUPPLIES_MSG.squadNotFound },
        ]);
      let idProduto = o.id_produto ?? null;
      if (o.patrimonio) {
        const [unit] = await sqlRows<{ id_produto: number }>(
          tx,
          sql`select id_produto from suprimentos_unidade where patrimonio = ${o.patrimonio}`,
        );
        if (!unit)
          throw invalid(SUPPLIES_MSG.unknownTag(o.patrimonio), [
            { path: `objects.${index}.patrimonio`, message: SUPPLIES_MSG.unknownTag(o.patrimonio) },
          ]);
        idProduto = unit.id_produto;
      } else {
        const [found] = await sqlRows(tx, sql`select 1 from suprimentos_produto where id = ${idProduto}`);
        if (!found)
          throw invalid(SUPPLIES_MSG.productNotFound, [
            { path: `objects.${index}.id_produto`, message: SUPPLIES_MSG.productNotFound },
          ]);
      }
      const [{ id }] = await sqlRows<{ id: number }>(
        tx,
        sql`insert into suprimentos_inventario
              (id_equipe, equipe, sistema, cidade, id_produto, patrimonio, quantidade_informada, origem, id_usuario)
            values (${squad.id}, ${squad.nome}, ${squad.id_empresa}, ${o.cidade || SUPPLIES_MSG.defaultCity},
              ${o.patrimonio ? null : idProduto}, ${o.patrimonio ?? null}, ${o.quantidade_informada}, ${o.origem}, ${userId})
            returning id`,
      );
      ids.push(id);
    }
    const returning = await rowsOf(tx, ids);
    return { insert_suprimentos_inventario: { affected_rows: returning.length, returning } };
  });
}

/**
 * Spec §4: validation sets `validado` true, and in the same transaction moves units so that what the system
 * expects at the squad equals the count: a shortage goes to the provider's differences place, a surplus comes
 * back from it (units found without a record are registered there first, with provisional tags `AJ-…`).
 */
export async function validate({ db, actor }: OpContext, id: number) {
  const userId = actor.userId > 0 ? actor.userId : null;
  return withActor(db, actor.userId, async (tx) => {
    const [row] = await sqlRows<{
      id: number;
      id_equipe: number;
      sistema: number;
      id_produto: number | null;
      patrimonio: string | null;
      quantidade_informada: number;
      validado: boolean;
    }>(tx, sql`select * from suprimentos_inventario where id = ${id} for update`);
    if (!row) throw notFound(SUPPLIES_MSG.notFound);
    if (row.validado) throw conflict(SUPPLIES_MSG.alreadyValidated);
    const squadPlace = await repo.squadPlace(tx, row.id_equipe);
    if (!squadPlace) throw notFound(SUPPLIES_MSG.squadNotFound);
    const adjust = await repo.providerPlace(tx, squadPlace.id_empresa, 'ajuste');
    const move = (u: { id: number; id_empresa: number; id_local: number }, to: number) => ({
      id_unidade: u.id,
      id_empresa: u.id_empresa,
      tipo: 'ajuste' as const,
      de_local: u.id_local,
      para_local: to,
      motivo: `Inventário ${row.id}`,
      id_usuario: userId,
    });
    let expectedCount: number;
    let moves: repo.NewMove[] = [];
    if (row.patrimonio) {
      const [unit] = await repo.unitsByTag(tx, [row.patrimonio]);
      if (!unit) throw invalid(SUPPLIES_MSG.unknownTag(row.patrimonio));
      const here = unit.id_local === squadPlace.id;
      expectedCount = here ? 1 : 0;
      if (row.quantidade_informada === 1 && !here) {
        if (unit.tipo_local === 'reciclagem') throw conflict(SUPPLIES_MSG.writtenOff(unit.patrimonio));
        moves = [move(unit, squadPlace.id)];
      } else if (row.quantidade_informada === 0 && here) moves = [move(unit, adjust.id)];
    } else {
      const held = await sqlRows<{ id: number; id_empresa: number; id_local: number }>(
        tx,
        sql`select id, id_empresa, id_local from suprimentos_unidade
            where id_produto = ${row.id_produto} and id_local = ${squadPlace.id} order by id desc for update`,
      );
      expectedCount = held.length;
      const difference = row.quantidade_informada - held.length;
      if (difference < 0) moves = held.slice(0, -difference).map((u) => move(u, adjust.id));
      if (difference > 0) {
        const spare = await sqlRows<{ id: number; id_empresa: number; id_local: number }>(
          tx,
          sql`select id, id_empresa, id_local from suprimentos_unidade
              where id_produto = ${row.id_produto} and id_local = ${adjust.id} order by id limit ${difference} for update`,
        );
        const missing = difference - spare.length;
        if (missing > 0) {
          const created = await sqlRows<{ id: number; id_empresa: number; id_local: number }>(
            tx,
            sql`insert into suprimentos_unidade (id_produto, id_empresa, patrimonio, id_local)
                select ${row.id_produto}, ${squadPlace.id_empresa}, 'AJ-' || ${row.id} || '-' || n, ${adjust.id}
                from generate_series(1, ${missing}) n returning id, id_empresa, id_local`,
          );
          await repo.insertMoves(
            tx,
            created.map((u) => ({
              id_unidade: u.id,
              id_empresa: u.id_empresa,
              tipo: 'entrada' as const,
              de_local: null,
              para_local: adjust.id,
              motivo: `Encontrada no inventário ${row.id}`,
              id_usuario: userId,
            })),
          );
          spare.push(...created);
        }
        moves = spare.map((u) => move(u, squadPlace.id));
      }
    }
    const ids = await repo.insertMoves(tx, moves);
    await tx.execute(sql`update suprimentos_inventario set validado = true, quantidade_sistema = ${expectedCount},
      validado_em = now(), id_validado_por = ${userId}, updated_at = now() where id = ${row.id}`);
    const [updated] = await rowsOf(tx, [row.id]);
    return { update_suprimentos_inventario_by_pk: updated, ajustes: await repo.movesByIds(tx, ids) };
  });
}
