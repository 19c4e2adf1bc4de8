import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { elogio } from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

/** A compliment with its people and category, as the wall reads it. */
export type ComplimentRow = {
  id: number;
  mensagem: string;
  created_at: Date | string;
  updated_at: Date | string;
  id_autor: number;
  autor: string;
  id_destinatario: number;
  destinatario: string;
  departamento: string | null;
  cargo: string | null;
  id_categoria: number;
  categoria: string;
  icone: string;
  cor: string;
  oculto: boolean;
  motivo_ocultacao: string | null;
  ocultado_por: string | null;
  ocultado_em: Date | string | null;
};

export type ComplimentFilter = {
  id?: number;
  categoria?: number;
  autor?: number;
  destinatario?: number;
  pessoa?: number;
  de?: string;
  ate?: string;
  busca?: string;
  /** true: hidden only; false: visible only; undefined: both. */
  ocultos?: boolean;
};

const fullName = (alias: string) => sql.raw(`trim(concat_ws(' ', ${alias}.nome, ${alias}.sobrenome))`);

function conditions(filter: ComplimentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.id !== undefined) parts.push(sql`e.id = ${filter.id}`);
  if (filter.categoria !== undefined) parts.push(sql`e.id_categoria = ${filter.categoria}`);
  if (filter.autor !== undefined) parts.push(sql`e.id_autor = ${filter.autor}`);
  if (filter.destinatario !== undefined) parts.push(sql`e.id_destinatario = ${filter.destinatario}`);
  if (filter.pessoa !== undefined)
    parts.push(sql`(e.id_autor = ${filter.pessoa} or e.id_destinatario = ${filter.pessoa})`);
  // Days in São Paulo: from the start of `de` to the end of `ate`.
  if (filter.de) parts.push(sql`e.created_at >= (${filter.de}::date)::timestamp at time zone 'America/Sao_Paulo'`);
  if (filter.ate) parts.push(sql`e.created_at < (${filter.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`);
  if (filter.ocultos !== undefined) parts.push(filter.ocultos ? sql`e.oculto` : sql`not e.oculto`);
  if (filter.busca) {
    const like = `%${escapeLike(filter.busca)}%`;
    parts.push(sql`(e.mensagem ilike ${like} or ${fullName('a')} ilike ${like} or ${fullName('d')} ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`
  from rh_elogio e
  join rh_usuario a on a.id = e.id_autor
  join rh_usuario d on d.id = e.id_destinatario
  join rh_elogio_categoria c on c.id = e.id_categoria
  left join rh_departamento dep on dep.id = d.id_departamento
  left join rh_cargo cg on cg.id = d.id_cargo
  left join rh_usuario o on o.id = e.id_ocultado_por`;

/** A page of compliments, newest first, and how many match. */
export async function list(
  db: Db,
  filter: ComplimentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ComplimentRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    sqlRows<ComplimentRow>(
      db,
      sql`select e.id, e.mensagem, e.created_at, e.updated_at, e.id_autor, ${fullName('a')} as autor,
            e.id_destinatario, ${fullName('d')} as destinatario, dep.nome as departamento, cg.nome as cargo,
            e.id_categoria, c.nome as categoria, c.icone, c.cor, e.oculto, e.motivo_ocultacao,
            case when o.id is null then null else ${fullName('o')} end as ocultado_por, e.ocultado_em
          ${FROM}
          where ${where}
          order by e.created_at desc, e.id desc
          limit ${page.limit} offset ${page.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total ${FROM} where ${where}`),
  ]);
  return { rows, total: Number(total) };
}

export async function byId(db: Db, id: number): Promise<ComplimentRow | undefined> {
  return (await list(db, { id }, { limit: 1, offset: 0 })).rows[0];
}

/** The compliment's author and sending instant, locked until the transaction ends. */
export async function lock(
  tx: Db,
  id: number,
): Promise<{ id_autor: number; id_destinatario: number; created_at: Date; oculto: boolean } | undefined> {
  const [row] = await tx
    .select({
      id_autor: elogio.id_autor,
      id_destinatario: elogio.id_destinatario,
      created_at: elogio.created_at,
      oculto: elogio.oculto,
    })
    .from(elogio)
    .where(eq(elogio.id, id))
    .for('update');
  return row;
}

export async function insert(
  tx: Db,
  values: { id_autor: number; id_destinatario: number; id_categoria: number; mensagem: string; created_at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(elogio)
    .values({ ...values, updated_at: values.created_at })
    .returning({ id: elogio.id });
  return row.id;
}

export async function update(tx: Db, id: number, set: Partial<typeof elogio.$inferInsert>): Promise<void> {
  await tx.update(elogio).set(set).where(eq(elogio.id, id));
}

/** An active employee's name, department head and whether they exist. */
export async function activeEmployee(
  db: Db,
  id: number,
): Promise<{ id: number; nome: string; chefe: number | null } | undefined> {
  const [row] = await sqlRows<{ id: number; nome: string; chefe: number | null }>(
    db,
    sql`select u.id, trim(concat_ws(' ', u.nome, u.sobrenome)) as nome, dep.id_funcionario as chefe
        from rh_usuario u left join rh_departamento dep on dep.id = u.id_departamento
        where u.id = ${id} and u.funcionario and u.ativo`,
  );
  return row;
}

export async function userName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await sqlRows<{ nome: string }>(
    db,
    sql`select trim(concat_ws(' ', nome, sobrenome)) as nome from rh_usuario where id = ${id}`,
  );
  return row?.nome;
}

export async function activeCategoryExists(db: Db, id: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(db, sql`select id from rh_elogio_categoria where id = ${id} and ativo`);
  return rows.length > 0;
}

/** A person's heading on their page: name, department, position, company (any employee, active or not). */
export async function person(
  db: Db,
  id: number,
): Promise<
  { id: number; nome: string; departamento: string | null; cargo: string | null; empresa: string | null } | undefined
> {
  const [row] = await sqlRows<{
    id: number;
    nome: string;
    departamento: string | null;
    cargo: string | null;
    empresa: string | null;
  }>(
    db,
    sql`select u.id, trim(concat_ws(' ', u.nome, u.sobrenome)) as nome, dep.nome as departamento,
          cg.nome as cargo, emp.nome as empresa
        from rh_usuario u
        left join rh_departamento dep on dep.id = u.id_departamento
        left join rh_cargo cg on cg.id = u.id_cargo
        left join rh_empresa emp on emp.id = u.id_empresa
        where u.id = ${id} and u.funcionario`,
  );
  return row;
}

/** Visible compliments a person received (or gave) by category, most first. */
export async function countsByCategory(
  db: Db,
  id: number,
  side: 'id_destinatario' | 'id_autor',
): Promise<{ id: number; nome: string; icone: string; cor: string; total: number }[]> {
  const rows = await sqlRows<{ id: number; nome: string; icone: string; cor: string; total: number }>(
    db,
    sql`select c.id, c.nome, c.icone, c.cor, count(*)::int as total
        from rh_elogio e join rh_elogio_categoria c on c.id = e.id_categoria
        where e.${sql.raw(side)} = ${id} and not e.oculto
        group by c.id, c.nome, c.icone, c.cor
        order by total desc, c.nome`,
  );
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}
