import { type SQL, and, asc, desc, eq, gte, ilike, isNull, lte, ne, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DismissalStatus } from '@intranet/shared/dismissals/dismissals.rules';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { departamento, desligamento, desligamentoTarefa, empresa, usuario } from '../../db/schema';

export type DismissalRecord = typeof desligamento.$inferSelect;
export type TaskRecord = typeof desligamentoTarefa.$inferSelect;

const fullName = (u: { nome: AnyPgColumn; sobrenome: AnyPgColumn }) =>
  sql<string>`concat_ws(' ', ${u.nome}, ${u.sobrenome})`;

/** The list's filters, as the service passes them on. */
export type DismissalFilters = {
  empresa?: number;
  departamento?: number;
  tipo?: DismissalRecord['tipo'];
  status?: DismissalStatus;
  de?: string;
  ate?: string;
};

function whereOf(f: DismissalFilters): SQL | undefined {
  return and(
    f.empresa ? eq(usuario.id_empresa, f.empresa) : undefined,
    f.departamento ? eq(usuario.id_departamento, f.departamento) : undefined,
    f.tipo ? eq(desligamento.tipo, f.tipo) : undefined,
    f.status ? eq(desligamento.status, f.status) : undefined,
    f.de ? gte(desligamento.data, f.de) : undefined,
    f.ate ? lte(desligamento.data, f.ate) : undefined,
  );
}

/** The columns of a dismissal row, its person's placement and its checklist's counts on `today`. */
function rowColumns(today: string) {
  const t = desligamentoTarefa;
  const counted = (condition: SQL) =>
    sql<number>`(select count(*)::int from ${t} where ${t.id_desligamento} = ${desligamento.id} and ${condition})`;
  return {
    dismissal: desligamento,
    nome: fullName(usuario),
    empresa: empresa.nome,
    departamento: departamento.nome,
    data_admissao: usuario.data_admissao,
    tarefas: counted(sql`true`),
    tarefas_concluidas: counted(sql`${t.concluida_em} is not null`),
    tarefas_atrasadas: counted(sql`${t.concluida_em} is null and ${t.prazo} < ${today}`),
  };
}

export type DismissalListRow = Awaited<ReturnType<typeof list>>['rows'][number];

/** A page of dismissals, newest date first, and how many match. */
export async function list(db: Db, filters: DismissalFilters, page: { limit: number; offset: number }, today: string) {
  const where = whereOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns(today))
      .from(desligamento)
      .innerJoin(usuario, eq(usuario.id, desligamento.id_usuario))
      .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
      .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
      .where(where)
      .orderBy(desc(desligamento.data), desc(desligamento.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(desligamento)
      .innerJoin(usuario, eq(usuario.id, desligamento.id_usuario))
      .where(where),
  ]);
  return { rows, total };
}

/** One dismissal with its person, who registered and who reverted it. */
export async function find(db: Db, id: number, today: string) {
  const registrar = alias(usuario, 'registrador');
  const reverter = alias(usuario, 'revertedor');
  const [row] = await db
    .select({
      ...rowColumns(today),
      registrado_por: fullName(registrar),
      revertido_por: fullName(reverter),
    })
    .from(desligamento)
    .innerJoin(usuario, eq(usuario.id, desligamento.id_usuario))
    .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(registrar, eq(registrar.id, desligamento.id_registrado_por))
    .leftJoin(reverter, eq(reverter.id, desligamento.id_revertido_por))
    .where(eq(desligamento.id, id))
    .limit(1);
  return row;
}

export type DismissalFound = NonNullable<Awaited<ReturnType<typeof find>>>;

/** A dismissal's checklist in its order, with who ticked each task. */
export async function tasksOf(db: Db, id: number) {
  const doer = alias(usuario, 'executor');
  return db
    .select({ task: desligamentoTarefa, concluida_por: fullName(doer) })
    .from(desligamentoTarefa)
    .leftJoin(doer, eq(doer.id, desligamentoTarefa.id_concluida_por))
    .where(eq(desligamentoTarefa.id_desligamento, id))
    .orderBy(asc(desligamentoTarefa.prioridade), asc(desligamentoTarefa.id));
}

/** The bare row, locked for the rest of the transaction (edits and reverts take turns with the job). */
export async function lockDismissal(tx: Db, id: number): Promise<DismissalRecord | undefined> {
  const [row] = await tx.select().from(desligamento).where(eq(desligamento.id, id)).for('update').limit(1);
  return row;
}

/** A person as the register form needs them. */
export async function person(db: Db, id: number) {
  const [row] = await db
    .select({
      id: usuario.id,
      nome: fullName(usuario),
      funcionario: usuario.funcionario,
      data_admissao: usuario.data_admissao,
      cnh_numero: usuario.cnh_numero,
    })
    .from(usuario)
    .where(eq(usuario.id, id))
    .limit(1);
  return row;
}

/** The person's dismissal that is not reverted (at most one), if any. */
export async function liveOf(db: Db, idUsuario: number) {
  const [row] = await db
    .select({ id: desligamento.id, data: desligamento.data, status: desligamento.status })
    .from(desligamento)
    .where(and(eq(desligamento.id_usuario, idUsuario), ne(desligamento.status, 'revertido')))
    .limit(1);
  return row;
}

/** Employees for the register form: by id, or active ones by name (case ignored), 20 at most. */
export async function people(db: Db, query: { busca?: string; id?: number }) {
  const live = alias(desligamento, 'vivo');
  const name = fullName(usuario);
  return db
    .select({
      id: usuario.id,
      nome: name,
      empresa: empresa.nome,
      departamento: departamento.nome,
      data_admissao: usuario.data_admissao,
      cnh_numero: usuario.cnh_numero,
      desligamento_id: live.id,
      desligamento_data: live.data,
      desligamento_status: live.status,
    })
    .from(usuario)
    .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(live, and(eq(live.id_usuario, usuario.id), ne(live.status, 'revertido')))
    .where(
      query.id
        ? and(eq(usuario.id, query.id), eq(usuario.funcionario, true))
        : and(
            eq(usuario.funcionario, true),
            eq(usuario.ativo, true),
            query.busca ? ilike(name, `%${escapeLike(query.busca)}%`) : undefined,
          ),
    )
    .orderBy(asc(usuario.nome), asc(usuario.id))
    .limit(20);
}

export type DismissalColumns = Pick<
  DismissalRecord,
  'data' | 'tipo' | 'motivo' | 'aviso_previo' | 'aviso_dias' | 'entrevista'
>;

export async function insert(
  tx: Db,
  values: DismissalColumns & { id_usuario: number; id_registrado_por: number },
): Promise<number> {
  const [row] = await tx.insert(desligamento).values(values).returning({ id: desligamento.id });
  return row.id;
}

export async function insertTasks(
  tx: Db,
  id: number,
  tasks: { titulo: string; area: TaskRecord['area']; prazo: string; prioridade: number }[],
): Promise<void> {
  if (tasks.length) await tx.insert(desligamentoTarefa).values(tasks.map((t) => ({ ...t, id_desligamento: id })));
}

export async function update(tx: Db, id: number, values: DismissalColumns): Promise<void> {
  await tx.update(desligamento).set(values).where(eq(desligamento.id, id));
}

/** Moves the open tasks' due days by `days` (the dismissal's day moved). */
export async function shiftOpenTasks(tx: Db, id: number, days: number): Promise<void> {
  if (days === 0) return;
  await tx
    .update(desligamentoTarefa)
    .set({ prazo: sql`${desligamentoTarefa.prazo} + ${days}::int` })
    .where(and(eq(desligamentoTarefa.id_desligamento, id), isNull(desligamentoTarefa.concluida_em)));
}

/** Ticks (with who and when) or unticks a task of the dismissal; false when the task is not the dismissal's. */
export async function setTask(
  tx: Db,
  id: number,
  taskId: number,
  done: { at: Date; by: number } | null,
): Promise<boolean> {
  const rows = await tx
    .update(desligamentoTarefa)
    .set({ concluida_em: done?.at ?? null, id_concluida_por: done?.by ?? null })
    .where(and(eq(desligamentoTarefa.id, taskId), eq(desligamentoTarefa.id_desligamento, id)))
    .returning({ id: desligamentoTarefa.id });
  return rows.length === 1;
}

/** Ids of the scheduled dismissals due on `today` (their day is today or past), oldest first. */
export async function dueIds(db: Db, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: desligamento.id })
    .from(desligamento)
    .where(and(eq(desligamento.status, 'agendado'), lte(desligamento.data, today)))
    .orderBy(asc(desligamento.data), asc(desligamento.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims a due scheduled dismissal: one conditional update (agendado → aplicado) whose row only one
 * transaction gets, whatever the number of instances; undefined when it is not due or already taken.
 */
export async function claimDue(tx: Db, id: number, today: string, now: Date) {
  const [row] = await tx
    .update(desligamento)
    .set({ status: 'aplicado', aplicado_em: now })
    .where(and(eq(desligamento.id, id), eq(desligamento.status, 'agendado'), lte(desligamento.data, today)))
    .returning({ id: desligamento.id, id_usuario: desligamento.id_usuario });
  return row;
}

export async function markReverted(tx: Db, id: number, values: { by: number; at: Date; motivo: string }) {
  await tx
    .update(desligamento)
    .set({ status: 'revertido', revertido_em: values.at, id_revertido_por: values.by, motivo_reversao: values.motivo })
    .where(eq(desligamento.id, id));
}

/** Marks the person's HR record active or not (a dismissal applied or reverted). */
export async function setPersonActive(tx: Db, idUsuario: number, ativo: boolean): Promise<void> {
  await tx.update(usuario).set({ ativo, updated_at: new Date() }).where(eq(usuario.id, idUsuario));
}
