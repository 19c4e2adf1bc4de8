import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/** The squads' queries (docs/supplies.md, "Squads"): their list, their edit and the lookups it needs. */

/** Every squad (or one) with its provider, city, members, and the units it holds with their worth at cost. */
export function squadRows(db: Db, id?: number) {
  return sqlRows<Record<string, unknown>>(
    db,
    sql`select e.id, e.nome, e.id_empresa, emp.nome as empresa, e.id_cidade, c.nome as cidade, e.ativo, l.id as id_local,
          coalesce((select json_agg(json_build_object('id', us.id, 'nome', concat_ws(' ', us.nome, us.sobrenome)) order by us.nome)
            from suprimentos_equipe_membro m join rh_usuario us on us.id = m.id_usuario where m.id_equipe = e.id), '[]') as membros,
          (select count(*)::int from suprimentos_unidade u where u.id_local = l.id) as unidades,
          (select coalesce(sum(p.custo), 0)::numeric(14,2)::text from suprimentos_unidade u
            join suprimentos_produto p on p.id = u.id_produto where u.id_local = l.id) as valor
        from suprimentos_equipe e join rh_empresa emp on emp.id = e.id_empresa
        join suprimentos_local l on l.id_equipe = e.id
        left join rh_cidade_provedor c on c.id = e.id_cidade
        ${id === undefined ? sql`` : sql`where e.id = ${id}`}
        order by e.nome`,
  );
}

/** A squad locked for its edit, with the provider of its place and how many units it holds. */
export async function squadForUpdate(tx: Db, id: number) {
  const [row] = await sqlRows<{ id: number; id_empresa: number; id_local: number; unidades: number }>(
    tx,
    sql`select e.id, e.id_empresa, l.id as id_local,
          (select count(*)::int from suprimentos_unidade u where u.id_local = l.id) as unidades
        from suprimentos_equipe e join suprimentos_local l on l.id_equipe = e.id
        where e.id = ${id} for update of e`,
  );
  return row;
}

export async function cityOfProvider(tx: Db, idCidade: number, idEmpresa: number): Promise<boolean> {
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from rh_cidade_provedor where id = ${idCidade} and id_empresa = ${idEmpresa}`,
  );
  return row.n > 0;
}

/** How many of these ids are active employees. */
export async function activeEmployeeCount(tx: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from rh_usuario
        where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) and funcionario and ativo`,
  );
  return row.n;
}

/** The squad's own columns, and its place's name and provider with them. */
export async function updateSquad(
  tx: Db,
  id: number,
  values: { nome: string; id_empresa: number; id_cidade: number | null; ativo: boolean },
) {
  await tx.execute(sql`update suprimentos_equipe set nome = ${values.nome}, id_empresa = ${values.id_empresa},
    id_cidade = ${values.id_cidade}, ativo = ${values.ativo}, updated_at = now() where id = ${id}`);
  await tx.execute(sql`update suprimentos_local set nome = ${values.nome}, id_empresa = ${values.id_empresa}
    where id_equipe = ${id}`);
}

/** The squad's members become exactly `ids`. */
export async function setMembers(tx: Db, id: number, ids: readonly number[]) {
  const list = sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  await tx.execute(sql`delete from suprimentos_equipe_membro where id_equipe = ${id} and id_usuario <> all(${list})`);
  if (ids.length)
    await tx.execute(sql`insert into suprimentos_equipe_membro (id_equipe, id_usuario)
      select ${id}, u from unnest(${list}) u on conflict do nothing`);
}

/** Active employees whose name contains `search` (the first 20 by name), or the first 20. */
export function searchEmployees(db: Db, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sqlRows<{ id: number; nome: string }>(
    db,
    sql`select id, concat_ws(' ', nome, sobrenome) as nome from rh_usuario
        where funcionario and ativo ${search ? sql`and concat_ws(' ', nome, sobrenome) ilike ${like}` : sql``}
        order by nome, sobrenome, id limit 20`,
  );
}

/** The providers' cities. */
export function providerCities(db: Db) {
  return sqlRows<{ id: number; nome: string; uf: string; id_empresa: number }>(
    db,
    sql`select id, nome, uf, id_empresa from rh_cidade_provedor where ativo order by nome`,
  );
}
