import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dependente } from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

export type DependentRow = Omit<typeof dependente.$inferSelect, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
  funcionario: string;
  empresa: string | null;
};

export type DependentFilter = {
  id?: number;
  funcionario?: number;
  empresa?: number;
  parentesco?: string;
  ir?: boolean;
  plano?: boolean;
  busca?: string;
};

function conditions(filter: DependentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.id !== undefined) parts.push(sql`d.id = ${filter.id}`);
  if (filter.funcionario !== undefined) parts.push(sql`d.id_usuario = ${filter.funcionario}`);
  if (filter.empresa !== undefined) parts.push(sql`u.id_empresa = ${filter.empresa}`);
  if (filter.parentesco !== undefined) parts.push(sql`d.parentesco = ${filter.parentesco}`);
  if (filter.ir !== undefined) parts.push(sql`d.dependente_ir = ${filter.ir}`);
  if (filter.plano !== undefined) parts.push(sql`d.dependente_plano = ${filter.plano}`);
  if (filter.busca) {
    const like = `%${escapeLike(filter.busca)}%`;
    parts.push(sql`(d.nome ilike ${like} or trim(concat_ws(' ', u.nome, u.sobrenome)) ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from rh_dependente d join rh_usuario u on u.id = d.id_usuario left join rh_empresa emp on emp.id = u.id_empresa`;

/** A page of dependents ordered by employee and name, and how many match. */
export async function list(
  db: Db,
  filter: DependentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: DependentRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    sqlRows<DependentRow>(
      db,
      sql`select d.id, d.id_usuario, d.nome, d.parentesco, d.data_nascimento::text as data_nascimento, d.cpf,
            d.dependente_ir, d.dependente_plano, d.created_at, d.updated_at, trim(concat_ws(' ', u.nome, u.sobrenome)) as funcionario, emp.nome as empresa
          ${FROM} where ${where}
          order by u.nome, u.sobrenome, d.id_usuario, d.nome, d.id
          limit ${page.limit} offset ${page.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total ${FROM} where ${where}`),
  ]);
  return { rows, total: Number(total) };
}

export async function byId(db: Db, id: number): Promise<DependentRow | undefined> {
  return (await list(db, { id }, { limit: 1, offset: 0 })).rows[0];
}

/** The dependent's owner, locked until the transaction ends. */
export async function lockOwner(tx: Db, id: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id_usuario: dependente.id_usuario })
    .from(dependente)
    .where(eq(dependente.id, id))
    .for('update');
  return row?.id_usuario;
}

export async function activeEmployeeExists(db: Db, id: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select id from rh_usuario where id = ${id} and funcionario and ativo`,
  );
  return rows.length > 0;
}

/** Another dependent of the same employee with this CPF. */
export async function cpfTaken(db: Db, ownerId: number, cpf: string, exceptId?: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select id from rh_dependente where id_usuario = ${ownerId} and cpf = ${cpf}
        ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

export async function insert(tx: Db, values: typeof dependente.$inferInsert): Promise<number> {
  const [row] = await tx.insert(dependente).values(values).returning({ id: dependente.id });
  return row.id;
}

export async function update(tx: Db, id: number, set: Partial<typeof dependente.$inferInsert>): Promise<void> {
  await tx.update(dependente).set(set).where(eq(dependente.id, id));
}

export async function remove(tx: Db, id: number): Promise<void> {
  await tx.delete(dependente).where(eq(dependente.id, id));
}
