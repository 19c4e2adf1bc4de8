import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { OPEN_LEAD_STATUS_LIST } from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

/*
 * The sellers of each provider (docs/sales.md "Teams"): their load (open and overdue leads at the
 * provider) and their place in the round-robin, which takes the active seller assigned longest ago.
 */

export type TeamRow = {
  id: number;
  id_usuario: number;
  nome: string;
  email: string | null;
  id_empresa: number;
  empresa: string;
  ativo: boolean;
  abertos: number;
  atrasados: number;
  ultima_atribuicao: Date | string | null;
  proximo: boolean;
};

const name = sql.raw(`coalesce(nullif(btrim(concat_ws(' ', u.nome, u.sobrenome)), ''), u.email, 'Usuário ' || u.id)`);

const SELECT = (now: Date) => sql`
  select s.id, s.id_usuario, ${name} as nome, u.email, s.id_empresa, e.nome as empresa, s.ativo, s.ultima_atribuicao,
    (select count(*)::int from vendas_lead l where l.id_vendedor = s.id_usuario and l.id_empresa = s.id_empresa
       and l.motivo is null and l.status in ${OPEN_LEAD_STATUS_LIST}) as abertos,
    (select count(*)::int from vendas_lead l where l.id_vendedor = s.id_usuario and l.id_empresa = s.id_empresa
       and l.status = 'novo' and l.primeiro_contato_em is null and l.motivo is null
       and l.prazo < ${now.toISOString()}::timestamptz) as atrasados,
    coalesce(s.id = (select n.id from vendas_vendedor n where n.id_empresa = s.id_empresa and n.ativo
       order by n.ultima_atribuicao asc nulls first, n.id asc limit 1), false) as proximo
  from vendas_vendedor s join rh_usuario u on u.id = s.id_usuario join rh_empresa e on e.id = s.id_empresa`;

/** A page of sellers by provider and name, with their load at `now` and who is next in the rotation. */
export async function teamPage(
  db: Db,
  filter: { id_empresa?: number; ativo?: boolean; offset: number; limit: number },
  now: Date,
): Promise<{ rows: TeamRow[]; total: number }> {
  const conditions = [sql`true`];
  if (filter.id_empresa !== undefined) conditions.push(sql`s.id_empresa = ${filter.id_empresa}`);
  if (filter.ativo !== undefined) conditions.push(sql`s.ativo = ${filter.ativo}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [count]] = await Promise.all([
    sqlRows<TeamRow>(
      db,
      sql`${SELECT(now)} where ${where} order by e.nome, s.ativo desc, nome, s.id
          limit ${filter.limit} offset ${filter.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total from vendas_vendedor s where ${where}`),
  ]);
  return { rows, total: count.total };
}

export async function sellerById(db: Db, id: number, now: Date): Promise<TeamRow | undefined> {
  const [row] = await sqlRows<TeamRow>(db, sql`${SELECT(now)} where s.id = ${id}`);
  return row;
}

/** Whether the user is an active employee. */
export async function activeEmployee(db: Db, idUsuario: number): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(
    db,
    sql`select exists(select 1 from rh_usuario where id = ${idUsuario} and funcionario and ativo) as ok`,
  );
  return row.ok;
}

/** Adds an employee to a provider's sellers, active; null when they already are one. */
export async function insertSeller(db: Db, idUsuario: number, idEmpresa: number): Promise<number | null> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into vendas_vendedor (id_usuario, id_empresa, ativo) values (${idUsuario}, ${idEmpresa}, true)
        on conflict (id_usuario, id_empresa) do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function setSellerActive(db: Db, id: number, ativo: boolean): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update vendas_vendedor set ativo = ${ativo} where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** Removes a seller of a provider; their leads keep their owner (an assignment is a fact of the lead). */
export async function deleteSeller(db: Db, id: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(db, sql`delete from vendas_vendedor where id = ${id} returning id`);
  return rows.length > 0;
}

/** Active employees not yet sellers of the provider, by name or e-mail, the first 20. */
export async function candidates(db: Db, idEmpresa: number, busca: string | undefined) {
  const search = busca
    ? sql`and (${name} ilike ${`%${escapeLike(busca)}%`} or u.email ilike ${`%${escapeLike(busca)}%`})`
    : sql``;
  return sqlRows<{ id: number; nome: string; email: string | null }>(
    db,
    sql`select u.id, ${name} as nome, u.email from rh_usuario u
        where u.funcionario and u.ativo
          and not exists (select 1 from vendas_vendedor s where s.id_usuario = u.id and s.id_empresa = ${idEmpresa})
          ${search}
        order by nome, u.id limit 20`,
  );
}
