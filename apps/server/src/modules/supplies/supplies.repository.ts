import { type SQL, sql } from 'drizzle-orm';
import {
  COUNT_CAP,
  type MoveType,
  type PlaceType,
  decodeCursor,
  encodeCursor,
} from '@intranet/shared/supplies/supplies.rules';
import type { Db } from '../../db/client';
import { iso, sqlRows } from '../../db/sql';

/** Raw SQL queries of the supplies area (docs/supplies.md): one function per query, given a db or a transaction. */

export type PlaceRecord = {
  id: number;
  tipo: PlaceType;
  nome: string;
  id_empresa: number;
  id_cidade: number | null;
  id_equipe: number | null;
  id_contrato: number | null;
};
export type UnitRecord = {
  id: number;
  patrimonio: string;
  id_local: number;
  id_empresa: number;
  id_produto: number;
  local: string;
  tipo_local: PlaceType;
};

const where = (conditions: (SQL | undefined)[]): SQL => {
  const list = conditions.filter((c): c is SQL => c !== undefined);
  return list.length ? sql`where ${sql.join(list, sql` and `)}` : sql``;
};
/** A parameterised text[] (an empty list is an empty array). */
export const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** A page of a keyset list: `limit` rows, the cursor of the next page and a count stopped at COUNT_CAP. */
export type Page<T> = { itens: T[]; proximo: string | null; total: number; total_limitado: boolean };

async function keysetPage<T extends { id: number }>(
  db: Db,
  rows: (cursor: SQL | undefined, limit: number) => SQL,
  count: SQL,
  options: { limit: number; antes_de?: string; at: (row: T) => string },
  cursorOn: (at: string, id: number) => SQL,
): Promise<Page<T>> {
  const cursor = options.antes_de ? decodeCursor(options.antes_de) : null;
  const found = await sqlRows<T>(db, rows(cursor ? cursorOn(cursor.at, cursor.id) : undefined, options.limit + 1));
  const itens = found.slice(0, options.limit);
  const last = itens.at(-1);
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${count} limit ${COUNT_CAP + 1}) x`,
  );
  return {
    itens,
    proximo: found.length > options.limit && last ? encodeCursor(options.at(last), last.id) : null,
    total: Math.min(n, COUNT_CAP),
    total_limitado: n > COUNT_CAP,
  };
}

// ---------------------------------------------------------------- places

export async function place(db: Db, id: number): Promise<PlaceRecord | undefined> {
  const [row] = await sqlRows<PlaceRecord>(db, sql`select * from suprimentos_local where id = ${id}`);
  return row;
}

export async function squadPlace(db: Db, idEquipe: number): Promise<PlaceRecord | undefined> {
  const [row] = await sqlRows<PlaceRecord>(db, sql`select * from suprimentos_local where id_equipe = ${idEquipe}`);
  return row;
}

/** The provider's one place of a kind (maintenance, recycling, inventory differences), made on first use. */
export async function providerPlace(db: Db, idEmpresa: number, tipo: 'manutencao' | 'reciclagem' | 'ajuste') {
  const names = { manutencao: 'Manutenção', reciclagem: 'Reciclagem', ajuste: 'Diferenças de inventário' };
  await db.execute(sql`
    insert into suprimentos_local (tipo, nome, id_empresa)
    select ${tipo}, ${names[tipo]} || ' ' || e.nome, e.id from rh_empresa e where e.id = ${idEmpresa}
    on conflict (id_empresa, tipo) where tipo in ('manutencao', 'reciclagem', 'ajuste') do nothing`);
  const [row] = await sqlRows<PlaceRecord>(
    db,
    sql`select * from suprimentos_local where id_empresa = ${idEmpresa} and tipo = ${tipo}`,
  );
  return row;
}

/** A customer contract's place (comodato), made on its first installation. */
export async function contractPlace(db: Db, idContrato: number): Promise<PlaceRecord | undefined> {
  await db.execute(sql`
    insert into suprimentos_local (tipo, nome, id_empresa, id_contrato)
    select 'cliente', 'Contrato ' || c.codigo_erp || ' — ' || p.nome_razaosocial, c.sistema, c.id
    from cliente_contrato c join relacionamento_dados_pessoas p on p.id = c.id_pessoa
    where c.id = ${idContrato}
    on conflict (id_contrato) where id_contrato is not null do nothing`);
  const [row] = await sqlRows<PlaceRecord>(db, sql`select * from suprimentos_local where id_contrato = ${idContrato}`);
  return row;
}

export async function existingContractPlace(db: Db, idContrato: number): Promise<PlaceRecord | undefined> {
  const [row] = await sqlRows<PlaceRecord>(db, sql`select * from suprimentos_local where id_contrato = ${idContrato}`);
  return row;
}

/** The warehouse a squad returns to: its city's, else its provider's first. */
export async function squadWarehouse(db: Db, idEquipe: number): Promise<PlaceRecord | undefined> {
  const [row] = await sqlRows<PlaceRecord>(
    db,
    sql`select l.* from suprimentos_equipe e
        join suprimentos_local l on l.tipo = 'almoxarifado' and l.id_empresa = e.id_empresa
        where e.id = ${idEquipe}
        order by (l.id_cidade = e.id_cidade) desc nulls last, l.id limit 1`,
  );
  return row;
}

export async function contract(db: Db, id: number) {
  const [row] = await sqlRows<{ id: number; sistema: number; codigo_erp: string; status: string }>(
    db,
    sql`select id, sistema, codigo_erp, status from cliente_contrato where id = ${id}`,
  );
  return row;
}

export async function squad(db: Db, id: number) {
  const [row] = await sqlRows<{ id: number; nome: string; id_empresa: number; cidade: string | null }>(
    db,
    sql`select e.id, e.nome, e.id_empresa, c.nome as cidade from suprimentos_equipe e
        left join rh_cidade_provedor c on c.id = e.id_cidade where e.id = ${id}`,
  );
  return row;
}

// ---------------------------------------------------------------- units and moves

/** The units of these tags, locked until the transaction ends, with where they are. */
export function unitsByTag(db: Db, tags: readonly string[]): Promise<UnitRecord[]> {
  return sqlRows<UnitRecord>(
    db,
    sql`select u.id, u.patrimonio, u.id_local, u.id_empresa, u.id_produto, l.nome as local, l.tipo as tipo_local
        from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local
        where u.patrimonio = any(${textArray(tags)})
        order by u.id for update of u`,
  );
}

export type NewMove = {
  id_unidade: number;
  id_empresa: number;
  tipo: MoveType;
  de_local: number | null;
  para_local: number;
  os?: string | null;
  motivo?: string | null;
  id_usuario: number | null;
};

/** Inserts moves (the trigger applies each to its unit, refusing one whose unit is not at its origin). */
export async function insertMoves(db: Db, moves: readonly NewMove[]): Promise<number[]> {
  if (!moves.length) return [];
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`insert into suprimentos_movimento (id_unidade, id_empresa, tipo, de_local, para_local, os, motivo, id_usuario)
        select m.id_unidade, m.id_empresa, m.tipo, m.de_local, m.para_local, m.os, m.motivo, m.id_usuario
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
          as m(id_unidade int, id_empresa int, tipo text, de_local int, para_local int, os text, motivo text, id_usuario int)
        order by m.id_unidade
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

const moveColumns = sql`
  m.id::int as id, m.tipo, m.id_unidade, u.patrimonio, u.serial, p.nome as produto, m.de_local, d.nome as de,
  m.para_local, t.nome as para, m.os, m.motivo,
  nullif(concat_ws(' ', us.nome, us.sobrenome), '') as usuario, m.criado_em`;
const moveJoins = sql`
  join suprimentos_unidade u on u.id = m.id_unidade
  join suprimentos_produto p on p.id = u.id_produto
  left join suprimentos_local d on d.id = m.de_local
  join suprimentos_local t on t.id = m.para_local
  left join rh_usuario us on us.id = m.id_usuario`;

type MoveRow = {
  id: number;
  tipo: MoveType;
  id_unidade: number;
  patrimonio: string;
  serial: string | null;
  produto: string;
  de_local: number | null;
  de: string | null;
  para_local: number;
  para: string;
  os: string | null;
  motivo: string | null;
  usuario: string | null;
  criado_em: string | Date;
};
export const presentMove = (r: MoveRow) => ({ ...r, id: Number(r.id), criado_em: iso(r.criado_em)! });

export async function movesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await sqlRows<MoveRow>(
    db,
    sql`select ${moveColumns} from suprimentos_movimento m ${moveJoins}
        where m.id = any(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::bigint[]) order by m.id`,
  );
  return rows.map(presentMove);
}

export type MoveFilters = {
  tipo?: MoveType;
  tipos?: MoveType[];
  empresa?: number;
  local?: number;
  patrimonio?: string;
  de?: string;
  ate?: string;
};

function moveConditions(f: MoveFilters): (SQL | undefined)[] {
  return [
    f.tipo ? sql`m.tipo = ${f.tipo}` : undefined,
    f.tipos?.length
      ? sql`m.tipo in (${sql.join(
          f.tipos.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : undefined,
    f.empresa ? sql`m.id_empresa = ${f.empresa}` : undefined,
    f.local ? sql`(m.de_local = ${f.local} or m.para_local = ${f.local})` : undefined,
    f.patrimonio
      ? sql`m.id_unidade = (select id from suprimentos_unidade where patrimonio = ${f.patrimonio} or serial = ${f.patrimonio} limit 1)`
      : undefined,
    f.de ? sql`m.criado_em >= ${dayStart(f.de)}` : undefined,
    f.ate ? sql`m.criado_em < ${dayEnd(f.ate)}` : undefined,
  ];
}

export async function listMoves(db: Db, f: MoveFilters, paging: { limit: number; antes_de?: string }) {
  const conditions = moveConditions(f);
  const page = await keysetPage<MoveRow>(
    db,
    (cursor, limit) => sql`select ${moveColumns} from (
        select m.* from suprimentos_movimento m ${where([...conditions, cursor])}
        order by m.criado_em desc, m.id desc limit ${limit}) m ${moveJoins}
        order by m.criado_em desc, m.id desc`,
    sql`select 1 from suprimentos_movimento m ${where(conditions)}`,
    { ...paging, at: (r) => iso(r.criado_em)! },
    (at, id) => sql`(m.criado_em, m.id) < (${at}::timestamptz, ${id})`,
  );
  return { ...page, itens: page.itens.map(presentMove) };
}

/** A unit's moves, oldest first: its history. */
export async function historyOf(db: Db, idUnidade: number) {
  const rows = await sqlRows<MoveRow>(
    db,
    sql`select ${moveColumns} from suprimentos_movimento m ${moveJoins} where m.id_unidade = ${idUnidade} order by m.id`,
  );
  return rows.map(presentMove);
}

const unitColumns = sql`
  u.id, u.patrimonio, u.serial, u.id_produto, p.nome as produto, p.tipo as tipo_produto, p.custo::text as custo,
  u.id_local, l.nome as local, l.tipo as tipo_local, u.id_empresa, u.updated_at as atualizado_em`;
type UnitRow = { id: number; atualizado_em: string | Date; created_at?: string } & Record<string, unknown>;

export async function unitByCode(db: Db, code: string) {
  const [row] = await sqlRows<UnitRow>(
    db,
    sql`select ${unitColumns} from suprimentos_unidade u
        join suprimentos_produto p on p.id = u.id_produto join suprimentos_local l on l.id = u.id_local
        where u.patrimonio = ${code.trim().toUpperCase()} or u.serial = ${code.trim()} limit 1`,
  );
  return row ? { ...row, atualizado_em: iso(row.atualizado_em)! } : undefined;
}

export type UnitFilters = { local?: number; tipo_local?: PlaceType; produto?: number; empresa?: number };

export async function listUnits(db: Db, f: UnitFilters, paging: { limit: number; antes_de?: string }) {
  const conditions = [
    f.local ? sql`u.id_local = ${f.local}` : undefined,
    f.tipo_local ? sql`u.id_local in (select id from suprimentos_local where tipo = ${f.tipo_local})` : undefined,
    f.produto ? sql`u.id_produto = ${f.produto}` : undefined,
    f.empresa ? sql`u.id_empresa = ${f.empresa}` : undefined,
  ];
  const page = await keysetPage<UnitRow>(
    db,
    (cursor, limit) => sql`select ${unitColumns} from suprimentos_unidade u
        join suprimentos_produto p on p.id = u.id_produto join suprimentos_local l on l.id = u.id_local
        ${where([...conditions, cursor])} order by u.id desc limit ${limit}`,
    sql`select 1 from suprimentos_unidade u ${where(conditions)}`,
    { ...paging, at: () => '1970-01-01T00:00:00.000Z' },
    (_at, id) => sql`u.id < ${id}`,
  );
  return { ...page, itens: page.itens.map((r) => ({ ...r, atualizado_em: iso(r.atualizado_em)! }) as never) };
}
