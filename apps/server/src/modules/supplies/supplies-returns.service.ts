import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import {
  COUNT_CAP,
  type ReturnType,
  decodeCursor,
  encodeCursor,
  isTag,
  normalizeTag,
} from '@intranet/shared/supplies/supplies.rules';
import type { returnEditInput, returnInput, returnListQuery } from '@intranet/shared/supplies/supplies.schemas';
import { type Db, withActor } from '../../db/client';
import { iso, sqlRows } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './supplies.repository';

/**
 * Returns registered in the field (docs/supplies.md, "Returns"): a recolhimento (customer → squad) or a
 * devolução (squad → warehouse) becomes a move once it names, with an OS, a unit that is where it comes from.
 */

type ReturnRecord = {
  id: number;
  tipo: ReturnType;
  id_empresa: number;
  id_equipe: number;
  id_contrato: number | null;
  os: string | null;
  patrimonio: string | null;
  id_movimento: number | null;
};

const rowColumns = sql`
  r.id, r.tipo, r.id_empresa, r.id_equipe, e.nome as equipe, r.id_contrato, c.codigo_erp as contrato,
  pe.nome_razaosocial as cliente, r.os, r.patrimonio, pr.nome as produto, r.id_movimento::int as id_movimento, r.registrado_em`;
const rowJoins = sql`
  join suprimentos_equipe e on e.id = r.id_equipe
  left join cliente_contrato c on c.id = r.id_contrato
  left join relacionamento_dados_pessoas pe on pe.id = c.id_pessoa
  left join suprimentos_unidade u on u.patrimonio = r.patrimonio
  left join suprimentos_produto pr on pr.id = u.id_produto`;
type Row = { id: number; registrado_em: string | Date } & Record<string, unknown>;
const present = (r: Row) => ({ ...r, registrado_em: iso(r.registrado_em)! }) as never;

async function rowOf(db: Db, id: number) {
  const [row] = await sqlRows<Row>(
    db,
    sql`select ${rowColumns} from suprimentos_retorno r ${rowJoins} where r.id = ${id}`,
  );
  return row ? present(row) : undefined;
}

export async function list({ db }: OpContext, q: z.output<typeof returnListQuery>) {
  const conditions = [
    sql`r.tipo = ${q.tipo}`,
    q.alternativo ? sql`r.id_movimento is null` : sql`r.id_movimento is not null`,
    q.empresa ? sql`r.id_empresa = ${q.empresa}` : undefined,
    q.equipe ? sql`r.id_equipe = ${q.equipe}` : undefined,
    q.de ? sql`r.registrado_em >= (${q.de}::date::timestamp at time zone 'America/Sao_Paulo')` : undefined,
    q.ate ? sql`r.registrado_em < ((${q.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')` : undefined,
  ].filter((c) => c !== undefined);
  const cursor = q.antes_de ? decodeCursor(q.antes_de) : null;
  const where = sql.join(
    [...conditions, ...(cursor ? [sql`(r.registrado_em, r.id) < (${cursor.at}::timestamptz, ${cursor.id})`] : [])],
    sql` and `,
  );
  const found = await sqlRows<Row>(
    db,
    sql`select ${rowColumns} from (select r.* from suprimentos_retorno r where ${where}
          order by r.registrado_em desc, r.id desc limit ${q.limit + 1}) r ${rowJoins}
        order by r.registrado_em desc, r.id desc`,
  );
  const itens = found.slice(0, q.limit);
  const last = itens.at(-1);
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from suprimentos_retorno r where ${sql.join(conditions, sql` and `)}
        limit ${COUNT_CAP + 1}) x`,
  );
  return {
    itens: itens.map(present),
    proximo: found.length > q.limit && last ? encodeCursor(iso(last.registrado_em)!, last.id) : null,
    total: Math.min(n, COUNT_CAP),
    total_limitado: n > COUNT_CAP,
  };
}

/** Where a return comes from and goes to. */
async function placesOf(tx: Db, r: Pick<ReturnRecord, 'tipo' | 'id_equipe' | 'id_contrato'>) {
  const squadPlace = await repo.squadPlace(tx, r.id_equipe);
  if (!squadPlace) throw notFound(SUPPLIES_MSG.squadNotFound);
  if (r.tipo === 'recolhimento') {
    const origin = await repo.contractPlace(tx, r.id_contrato!);
    if (!origin) throw notFound(SUPPLIES_MSG.contractNotFound);
    return { origin, destination: squadPlace };
  }
  const warehouse = await repo.squadWarehouse(tx, r.id_equipe);
  if (!warehouse) throw notFound(SUPPLIES_MSG.placeNotFound);
  return { origin: squadPlace, destination: warehouse };
}

/**
 * Makes the return's move when it names, with an OS, a unit that is where the return comes from. `strict`:
 * a tag that does not identify such a unit is refused (the inline edit) rather than left waiting.
 */
async function resolve(tx: Db, r: ReturnRecord, userId: number | null, strict: boolean): Promise<void> {
  if (r.id_movimento || !r.patrimonio) return;
  const { origin, destination } = await placesOf(tx, r);
  const [found] = await repo.unitsByTag(tx, [r.patrimonio]);
  if (!found) {
    if (strict)
      throw invalid(SUPPLIES_MSG.unknownTag(r.patrimonio), [
        { path: 'patrimonio', message: SUPPLIES_MSG.unknownTag(r.patrimonio) },
      ]);
    return;
  }
  if (found.id_local !== origin.id) {
    if (strict) throw conflict(SUPPLIES_MSG.notAtOrigin(found.patrimonio, found.local, origin.nome));
    return;
  }
  if (!r.os) return;
  const [idMove] = await repo.insertMoves(tx, [
    {
      id_unidade: found.id,
      id_empresa: found.id_empresa,
      tipo: r.tipo,
      de_local: origin.id,
      para_local: destination.id,
      os: r.os,
      id_usuario: userId,
    },
  ]);
  await tx.execute(sql`update suprimentos_retorno set id_movimento = ${idMove}, updated_at = now() where id = ${r.id}`);
}

export async function register({ db, actor }: OpContext, input: z.output<typeof returnInput>) {
  const userId = actor.userId > 0 ? actor.userId : null;
  return withActor(db, actor.userId, async (tx) => {
    const squad = await repo.squad(tx, input.id_equipe);
    if (!squad) throw notFound(SUPPLIES_MSG.squadNotFound);
    if (input.tipo === 'recolhimento') {
      const found = await repo.contract(tx, input.id_contrato!);
      if (!found) throw notFound(SUPPLIES_MSG.contractNotFound);
    }
    const tag = input.patrimonio ? normalizeTag(input.patrimonio) : null;
    const [{ id }] = await sqlRows<{ id: number }>(
      tx,
      sql`insert into suprimentos_retorno (tipo, id_empresa, id_equipe, id_contrato, os, patrimonio, id_usuario)
          values (${input.tipo}, ${squad.id_empresa}, ${squad.id}, ${input.tipo === 'recolhimento' ? input.id_contrato! : null},
            ${input.os || null}, ${tag || null}, ${userId}) returning id`,
    );
    const record = await recordOf(tx, id);
    await resolve(tx, record!, userId, false);
    return { retorno: (await rowOf(tx, id))! };
  });
}

async function recordOf(tx: Db, id: number): Promise<ReturnRecord | undefined> {
  const [row] = await sqlRows<ReturnRecord>(
    tx,
    sql`select id, tipo, id_empresa, id_equipe, id_contrato, os, patrimonio, id_movimento::int as id_movimento
        from suprimentos_retorno where id = ${id} for update`,
  );
  return row;
}

/** Spec §2.7/§7: edits a return's OS and tag; a return that now names its unit is received at once. */
export async function edit({ db, actor }: OpContext, input: z.output<typeof returnEditInput>) {
  const userId = actor.userId > 0 ? actor.userId : null;
  return withActor(db, actor.userId, async (tx) => {
    const record = await recordOf(tx, input.id);
    if (!record) throw notFound(SUPPLIES_MSG.notFound);
    const os = input.os === undefined ? record.os : input.os || null;
    const typed =
      input.patrimonio === undefined ? record.patrimonio : input.patrimonio ? normalizeTag(input.patrimonio) : null;
    if (typed && !isTag(typed)) throw invalid(SUPPLIES_MSG.tag, [{ path: 'patrimonio', message: SUPPLIES_MSG.tag }]);
    if (record.id_movimento) {
      if (typed !== record.patrimonio) throw conflict(SUPPLIES_MSG.returnDone);
      await tx.execute(sql`update suprimentos_movimento set os = ${os} where id = ${record.id_movimento}`);
    }
    await tx.execute(
      sql`update suprimentos_retorno set os = ${os}, patrimonio = ${typed}, updated_at = now() where id = ${record.id}`,
    );
    await resolve(tx, { ...record, os, patrimonio: typed }, userId, true);
    return { update_suprimentos_retorno_by_pk: (await rowOf(tx, record.id))! };
  });
}
