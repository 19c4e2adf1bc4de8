import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuario } from '../../db/schema';
import { iso, sqlRows } from '../../db/sql';

export type ReportScope = { id_departamento?: number; id_onboarding?: number };

/** Participations (alias x) of active onboardings within the scope; a semi-join keeps the scan on one table. */
function scopeOf(scope: ReportScope): SQL {
  const parts: SQL[] = [sql`x.id_onboarding in (select o.id from rh_onboarding o where o.status)`];
  if (scope.id_departamento !== undefined) parts.push(sql`x.id_departamento = ${scope.id_departamento}`);
  if (scope.id_onboarding !== undefined) parts.push(sql`x.id_onboarding = ${scope.id_onboarding}`);
  return sql.join(parts, sql` and `);
}

export async function departmentOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: usuario.id_departamento }).from(usuario).where(eq(usuario.id, userId));
  return row?.id ?? null;
}

/** The same scope over the counts table (alias k), kept by triggers on rh_usuario_onboarding. */
function countScopeOf(scope: ReportScope): SQL {
  const parts: SQL[] = [sql`k.id_onboarding in (select o.id from rh_onboarding o where o.status)`];
  if (scope.id_departamento !== undefined) parts.push(sql`k.id_departamento = ${scope.id_departamento}`);
  if (scope.id_onboarding !== undefined) parts.push(sql`k.id_onboarding = ${scope.id_onboarding}`);
  return sql.join(parts, sql` and `);
}

/** Pending and completed participations in active onboardings. */
export async function countByState(db: Db, scope: ReportScope) {
  const [row] = await sqlRows<{ pendentes: number; concluidos: number }>(
    db,
    sql`select coalesce(sum(k.total) filter (where not k.concluido), 0)::int as pendentes,
          coalesce(sum(k.total) filter (where k.concluido), 0)::int as concluidos
        from rh_usuario_onboarding_contagem k
        where ${countScopeOf(scope)}`,
  );
  return { pendentes: Number(row?.pendentes ?? 0), concluidos: Number(row?.concluidos ?? 0) };
}

type Row = {
  id: number;
  id_usuario: number;
  id_onboarding: number;
  funcionario: string;
  onboarding: string;
  data_inicio: Date | string | null;
  data_conclusao: Date | string | null;
  conteudos_lidos: number;
  conteudos_total: number;
  concluido: boolean;
};

/**
 * One page of a tab, newest participation first: the page's ids come from the index on
 * (concluido, id) and only those rows are joined; the total adds up the counts table.
 */
export async function reportPage(db: Db, q: ReportScope & { concluido: boolean; offset: number; limit: number }) {
  const where = sql`x.concluido = ${q.concluido} and ${scopeOf(q)}`;
  const [rows, [count]] = await Promise.all([
    sqlRows<Row>(
      db,
      sql`select uo.id, uo.id_usuario, uo.id_onboarding, concat_ws(' ', u.nome, u.sobrenome) as funcionario, o.titulo as onboarding,
            uo.data_inicio, uo.data_conclusao, uo.conteudos_lidos, uo.conteudos_total, uo.concluido
          from (select x.id from rh_usuario_onboarding x where ${where} order by x.id desc limit ${q.limit} offset ${q.offset}) page
          join rh_usuario_onboarding uo on uo.id = page.id
          join rh_onboarding o on o.id = uo.id_onboarding
          join rh_usuario u on u.id = uo.id_usuario
          order by uo.id desc`,
    ),
    sqlRows<{ total: number }>(
      db,
      sql`select coalesce(sum(k.total), 0)::int as total from rh_usuario_onboarding_contagem k where k.concluido = ${q.concluido} and ${countScopeOf(q)}`,
    ),
  ]);
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((r) => ({ ...r, data_inicio: iso(r.data_inicio), data_conclusao: iso(r.data_conclusao) })),
  };
}
