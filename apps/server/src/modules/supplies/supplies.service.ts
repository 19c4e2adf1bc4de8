import type { z } from 'zod';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { MOVE_ROUTES, MOVE_TYPE_LABELS } from '@intranet/shared/supplies/supplies.rules';
import type {
  contractLookupQuery,
  moveInput,
  moveListQuery,
  unitListQuery,
  valuesQuery,
} from '@intranet/shared/supplies/supplies.schemas';
import { sql } from 'drizzle-orm';
import { type Db, withActor } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { providerCities } from './supplies-squads.repository';
import * as repo from './supplies.repository';

/** Moves, units, values and the lookups of the supplies area (docs/supplies.md). */

export async function lookups({ db }: OpContext) {
  const [empresas, produtos, locais, equipes, cidades] = await Promise.all([
    sqlRows<{ id: number; nome: string }>(db, sql`select id, nome from rh_empresa where ativo order by nome`),
    sqlRows(
      db,
      sql`select id, nome, tipo, modelo, custo::text as custo, serializado from suprimentos_produto where ativo order by nome`,
    ),
    sqlRows(
      db,
      sql`select id, tipo, nome, id_empresa, id_equipe, id_contrato from suprimentos_local
          where tipo <> 'cliente' order by tipo, nome`,
    ),
    sqlRows(
      db,
      sql`select e.id, e.nome, e.id_empresa, l.id as id_local from suprimentos_equipe e
          join suprimentos_local l on l.id_equipe = e.id where e.ativo order by e.nome`,
    ),
    providerCities(db),
  ]);
  return { empresas, produtos, locais, equipes, cidades } as never;
}

export function listMoves({ db }: OpContext, q: z.output<typeof moveListQuery>) {
  const { limit, antes_de, ...filters } = q;
  return repo.listMoves(
    db,
    { ...filters, patrimonio: filters.patrimonio?.toUpperCase() || undefined },
    { limit, antes_de },
  );
}

export function listUnits({ db }: OpContext, q: z.output<typeof unitListQuery>) {
  const { limit, antes_de, ...filters } = q;
  return repo.listUnits(db, filters, { limit, antes_de });
}

export async function unit({ db }: OpContext, code: string) {
  const found = await repo.unitByCode(db, code);
  if (!found) throw notFound(SUPPLIES_MSG.unknownTag(code.trim().toUpperCase()));
  return { unidade: found as never, movimentos: await repo.historyOf(db, found.id) };
}

/**
 * Moves the units of `tags` from `origin` to `destination` in the caller's transaction. Refused whole when
 * a tag is unknown (400 under the field), a unit is somewhere else than `origin` or of another provider (409).
 */
export async function moveTags(
  tx: Db,
  input: {
    tipo: repo.NewMove['tipo'];
    tags: readonly string[];
    origin: repo.PlaceRecord;
    destination: repo.PlaceRecord;
    os?: string | null;
    motivo?: string | null;
    userId: number | null;
  },
): Promise<number[]> {
  const units = await repo.unitsByTag(tx, input.tags);
  const known = new Set(units.map((u) => u.patrimonio));
  const unknown = input.tags.filter((t) => !known.has(t));
  if (unknown.length)
    throw invalid(SUPPLIES_MSG.unknownTag(unknown.join(', ')), [
      { path: 'patrimonios', message: SUPPLIES_MSG.unknownTag(unknown.join(', ')) },
    ]);
  for (const u of units) {
    if (u.tipo_local === 'reciclagem') throw conflict(SUPPLIES_MSG.writtenOff(u.patrimonio));
    if (u.id_local !== input.origin.id)
      throw conflict(SUPPLIES_MSG.notAtOrigin(u.patrimonio, u.local, input.origin.nome));
    if (u.id_empresa !== input.destination.id_empresa) throw conflict(SUPPLIES_MSG.otherProvider(u.patrimonio));
  }
  return repo.insertMoves(
    tx,
    units.map((u) => ({
      id_unidade: u.id,
      id_empresa: u.id_empresa,
      tipo: input.tipo,
      de_local: input.origin.id,
      para_local: input.destination.id,
      os: input.os || null,
      motivo: input.motivo || null,
      id_usuario: input.userId,
    })),
  );
}

/** Registers one manual move (removal, installation, maintenance, repair, recycling) of several tags. */
export async function registerMoves({ db, actor }: OpContext, input: z.output<typeof moveInput>) {
  const route = MOVE_ROUTES[input.tipo];
  return withActor(db, actor.userId, async (tx) => {
    const origin = await repo.place(tx, input.origem);
    if (!origin) throw notFound(SUPPLIES_MSG.placeNotFound);
    if (!route.from.includes(origin.tipo))
      throw invalid(SUPPLIES_MSG.wrongOrigin(MOVE_TYPE_LABELS[input.tipo].toLowerCase()), [
        { path: 'origem', message: SUPPLIES_MSG.wrongOrigin(MOVE_TYPE_LABELS[input.tipo].toLowerCase()) },
      ]);
    const destination = await destinationOf(tx, input, origin);
    const ids = await moveTags(tx, {
      tipo: input.tipo,
      tags: input.patrimonios,
      origin,
      destination,
      os: input.os,
      motivo: input.motivo,
      userId: actor.userId > 0 ? actor.userId : null,
    });
    return { movimentos: await repo.movesByIds(tx, ids) };
  });
}

async function destinationOf(
  tx: Db,
  input: z.output<typeof moveInput>,
  origin: repo.PlaceRecord,
): Promise<repo.PlaceRecord> {
  switch (input.tipo) {
    case 'retirada': {
      const place = await repo.squadPlace(tx, input.id_equipe!);
      if (!place) throw notFound(SUPPLIES_MSG.squadNotFound);
      return place;
    }
    case 'instalacao': {
      const found = await repo.contract(tx, input.id_contrato!);
      if (!found) throw notFound(SUPPLIES_MSG.contractNotFound);
      return (await repo.contractPlace(tx, found.id))!;
    }
    case 'reparo': {
      const place = await repo.place(tx, input.id_almoxarifado!);
      if (!place || place.tipo !== 'almoxarifado') throw notFound(SUPPLIES_MSG.placeNotFound);
      return place;
    }
    case 'manutencao':
      return repo.providerPlace(tx, origin.id_empresa, 'manutencao');
    case 'reciclagem':
      return repo.providerPlace(tx, origin.id_empresa, 'reciclagem');
  }
}

/** Worth at cost per place (customers' contracts summed per provider) or per squad. */
export async function values({ db }: OpContext, q: z.output<typeof valuesQuery>) {
  const provider = q.empresa ? sql`and l.id_empresa = ${q.empresa}` : sql``;
  const kinds = q.agrupar === 'equipe' ? sql`l.tipo = 'equipe'` : sql`l.tipo not in ('cliente')`;
  const itens = await sqlRows<Record<string, unknown>>(
    db,
    sql`select l.id as id_local, l.nome as local, l.tipo as tipo_local, l.id_empresa, e.nome as empresa,
          count(u.id)::int as unidades, coalesce(sum(p.custo), 0)::numeric(14,2)::text as valor
        from suprimentos_local l join rh_empresa e on e.id = l.id_empresa
        left join suprimentos_unidade u on u.id_local = l.id
        left join suprimentos_produto p on p.id = u.id_produto
        where ${kinds} ${provider}
        group by l.id, e.nome
        ${
          q.agrupar === 'local'
            ? sql`union all
        select 0, 'Clientes (comodato)', 'cliente', l.id_empresa, e.nome, count(u.id)::int,
          coalesce(sum(p.custo), 0)::numeric(14,2)::text
        from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local and l.tipo = 'cliente'
        join suprimentos_produto p on p.id = u.id_produto join rh_empresa e on e.id = l.id_empresa
        where true ${provider}
        group by l.id_empresa, e.nome`
            : sql``
        }
        order by empresa, tipo_local, local`,
  );
  const [totals] = await sqlRows<{ total: string; baixado: string }>(
    db,
    sql`select coalesce(sum(p.custo) filter (where l.tipo <> 'reciclagem'), 0)::numeric(14,2)::text as total,
          coalesce(sum(p.custo) filter (where l.tipo = 'reciclagem'), 0)::numeric(14,2)::text as baixado
        from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local
        join suprimentos_produto p on p.id = u.id_produto
        where ${q.agrupar === 'equipe' ? sql`l.tipo = 'equipe'` : sql`true`} ${provider}`,
  );
  return { itens: itens as never, total_valor: totals.total, baixado_valor: totals.baixado };
}

export async function contracts({ db }: OpContext, q: z.output<typeof contractLookupQuery>) {
  const digits = q.busca.replace(/\D/g, '');
  const rows = await sqlRows<Record<string, unknown>>(
    db,
    sql`select c.id, c.codigo_erp, p.nome_razaosocial as cliente, c.status, c.sistema
        from cliente_contrato c join relacionamento_dados_pessoas p on p.id = c.id_pessoa
        where c.codigo_erp = ${q.busca} ${digits.length === 11 ? sql`or p.cpf = ${digits}` : sql``}
          or p.nome_razaosocial ilike ${`${q.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
        order by c.id limit 20`,
  );
  return { contratos: rows as never };
}
