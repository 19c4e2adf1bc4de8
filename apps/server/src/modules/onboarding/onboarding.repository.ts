import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargo, departamento, empresa, onboarding, onboardingTrilha, setor, trilha } from '../../db/schema';
import { escapeLike, iso } from '../../db/sql';

export type OnboardingData = {
  titulo: string;
  status: boolean;
  id_empresa: number;
  id_departamento: number;
  id_cargo: number;
};

const itemColumns = {
  id: onboarding.id,
  titulo: onboarding.titulo,
  status: onboarding.status,
  id_empresa: onboarding.id_empresa,
  id_departamento: onboarding.id_departamento,
  id_cargo: onboarding.id_cargo,
  created_at: onboarding.created_at,
  empresa_nome: empresa.nome,
  departamento_nome: departamento.nome,
  cargo_nome: cargo.nome,
};

type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

function present(r: ItemRow) {
  return {
    id: r.id,
    titulo: r.titulo,
    status: r.status,
    id_empresa: r.id_empresa,
    id_departamento: r.id_departamento,
    id_cargo: r.id_cargo,
    created_at: iso(r.created_at)!,
    empresa: { nome: r.empresa_nome },
    departamento: { nome: r.departamento_nome },
    cargo: { nome: r.cargo_nome },
  };
}

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(onboarding)
    .innerJoin(empresa, eq(empresa.id, onboarding.id_empresa))
    .innerJoin(departamento, eq(departamento.id, onboarding.id_departamento))
    .innerJoin(cargo, eq(cargo.id, onboarding.id_cargo));
}

export async function listOnboardings(
  db: Db,
  q: { id?: number; titulo?: string; status?: boolean; offset: number; limit: number },
) {
  const where = and(
    q.id ? eq(onboarding.id, q.id) : undefined,
    q.titulo ? ilike(onboarding.titulo, `%${escapeLike(q.titulo)}%`) : undefined,
    q.status === undefined ? undefined : eq(onboarding.status, q.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectItems(db).where(where).orderBy(desc(onboarding.id)).offset(q.offset).limit(q.limit),
    db.select({ total: count() }).from(onboarding).where(where),
  ]);
  return { total, dados: rows.map(present) };
}

export async function findOnboardings(db: Db, q: { id?: number; status?: boolean }) {
  const where = and(
    q.id ? eq(onboarding.id, q.id) : undefined,
    q.status === undefined ? undefined : eq(onboarding.status, q.status),
  );
  const rows = await selectItems(db).where(where).orderBy(desc(onboarding.id)).limit(200);
  return rows.map(present);
}

export async function onboardingExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: onboarding.id }).from(onboarding).where(eq(onboarding.id, id));
  return rows.length > 0;
}

/** The placement triple as stored: does the department belong to the company, the position to the department? */
export async function placementOf(db: Db, q: { id_empresa: number; id_departamento: number; id_cargo: number }) {
  const [company] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, q.id_empresa));
  const [department] = await db
    .select({ id_empresa: departamento.id_empresa })
    .from(departamento)
    .where(eq(departamento.id, q.id_departamento));
  const [position] = await db
    .select({ id_departamento: setor.id_departamento })
    .from(cargo)
    .innerJoin(setor, eq(setor.id, cargo.id_setor))
    .where(eq(cargo.id, q.id_cargo));
  return {
    companyExists: !!company,
    departmentCompany: department?.id_empresa ?? null,
    positionDepartment: position?.id_departamento ?? null,
  };
}

export async function insertOnboarding(db: Db, data: OnboardingData, userId: number): Promise<number> {
  const [row] = await db
    .insert(onboarding)
    .values({ ...data, id_usuario: userId > 0 ? userId : null })
    .returning({ id: onboarding.id });
  return row.id;
}

export async function updateOnboarding(db: Db, id: number, data: Partial<OnboardingData>): Promise<boolean> {
  const rows = await db.update(onboarding).set(data).where(eq(onboarding.id, id)).returning({ id: onboarding.id });
  return rows.length > 0;
}

export async function deleteOnboarding(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(onboarding).where(eq(onboarding.id, id)).returning({ id: onboarding.id });
  return rows.length > 0;
}

const contentCount = sql<number>`(select count(*)::int from rh_trilha_conteudo tc where tc.id_trilha = "rh_onboarding_trilha"."id_trilha")`;

/** Trails of onboardings in order, with their content count. */
export async function onboardingTrails(db: Db, onboardingIds: readonly number[]) {
  if (!onboardingIds.length) return [];
  const rows = await db
    .select({
      id_onboarding: onboardingTrilha.id_onboarding,
      id_trilha: onboardingTrilha.id_trilha,
      prioridade: onboardingTrilha.prioridade,
      nome: trilha.nome,
      conteudos: contentCount,
    })
    .from(onboardingTrilha)
    .innerJoin(trilha, eq(trilha.id, onboardingTrilha.id_trilha))
    .where(inArray(onboardingTrilha.id_onboarding, [...onboardingIds]))
    .orderBy(asc(onboardingTrilha.id_onboarding), asc(onboardingTrilha.prioridade), asc(onboardingTrilha.id));
  return rows.map((r) => ({ ...r, conteudos: Number(r.conteudos) }));
}

/** Trails not linked to the onboarding (all trails without one), by name. */
export async function availableTrails(db: Db, q: { id_onboarding?: number; nome?: string }) {
  const where = and(
    q.id_onboarding
      ? notInArray(
          trilha.id,
          db
            .select({ id: onboardingTrilha.id_trilha })
            .from(onboardingTrilha)
            .where(eq(onboardingTrilha.id_onboarding, q.id_onboarding)),
        )
      : undefined,
    q.nome ? ilike(trilha.nome, `%${escapeLike(q.nome)}%`) : undefined,
  );
  return db
    .select({ id: trilha.id, nome: trilha.nome })
    .from(trilha)
    .where(where)
    .orderBy(asc(trilha.nome), asc(trilha.id))
    .limit(500);
}

/**
 * Which participations to bring up to date: those of onboardings, of trails (their onboardings), of
 * people (after an employee's empresa, departamento, cargo or active flag changed) or given ones.
 */
export type ParticipationScope =
  | { onboardingIds: readonly number[] }
  | { userIds: readonly number[] }
  | { trailIds: readonly number[] }
  | { participationIds: readonly number[] };

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Keeps rh_usuario_onboarding in step, set-based: an employee (funcionario, ativo) takes part in
 * every onboarding whose empresa, departamento and cargo equal theirs. Rows are kept whatever the
 * onboarding's status (reads filter on active onboardings) so that switching one off and on again
 * loses nobody's reading. Then conteudos_total, conteudos_lidos and concluido are recomputed;
 * only reads of contents still in the onboarding count.
 */
export async function syncParticipation(db: Db, scope: ParticipationScope): Promise<void> {
  let onboardingFilter: SQL | null = null;
  let userFilter: SQL | null = null;
  if ('trailIds' in scope) {
    if (!scope.trailIds.length) return;
    onboardingFilter = sql`o.id in (select id_onboarding from rh_onboarding_trilha where id_trilha in (${list(scope.trailIds)}))`;
  } else if ('onboardingIds' in scope) {
    if (!scope.onboardingIds.length) return;
    onboardingFilter = sql`o.id in (${list(scope.onboardingIds)})`;
  } else if ('userIds' in scope) {
    if (!scope.userIds.length) return;
    userFilter = sql`u.id in (${list(scope.userIds)})`;
  }

  if ('participationIds' in scope) {
    if (!scope.participationIds.length) return;
    await recompute(db, sql`x.id in (${list(scope.participationIds)})`);
    return;
  }
  const scopeOf = onboardingFilter ?? userFilter ?? sql`true`;

  await db.execute(sql`
    delete from rh_usuario_onboarding uo
    using rh_onboarding o, rh_usuario u
    where uo.id_onboarding = o.id and uo.id_usuario = u.id and ${scopeOf}
      and not coalesce(u.funcionario and u.ativo and u.id_empresa = o.id_empresa
        and u.id_departamento = o.id_departamento and u.id_cargo = o.id_cargo, false)`);
  await db.execute(sql`
    insert into rh_usuario_onboarding (id_usuario, id_onboarding, id_departamento)
    select u.id, o.id, u.id_departamento
    from rh_onboarding o
    join rh_usuario u on u.id_empresa = o.id_empresa and u.id_departamento = o.id_departamento and u.id_cargo = o.id_cargo
    where u.funcionario and u.ativo and ${scopeOf}
    on conflict (id_usuario, id_onboarding) do nothing`);
  const participationScope = onboardingFilter
    ? sql`x.id_onboarding in (select o.id from rh_onboarding o where ${onboardingFilter})`
    : userFilter
      ? sql`x.id_usuario in (select u.id from rh_usuario u where ${userFilter})`
      : sql`true`;
  await recompute(db, participationScope);
}

/** Recomputes the materialized progress of the participations matching `filter` (alias x). */
async function recompute(db: Db, filter: SQL): Promise<void> {
  await db.execute(sql`
    with alvo as (
      select x.id, x.id_onboarding from rh_usuario_onboarding x where ${filter}
    ),
    totais as (
      select ot.id_onboarding, count(*)::int as total
      from rh_onboarding_trilha ot
      join rh_trilha_conteudo tc on tc.id_trilha = ot.id_trilha
      where ot.id_onboarding in (select id_onboarding from alvo)
      group by ot.id_onboarding
    ),
    leituras as (
      select c.id_usuario_onboarding, count(*)::int as lidos, max(c.data_fim) as ultimo_fim, min(c.data_inicio) as primeiro_inicio
      from rh_usuario_onboarding_conteudo c
      join rh_onboarding_trilha ot on ot.id_onboarding = c.id_onboarding and ot.id_trilha = c.id_trilha
      join rh_trilha_conteudo tc on tc.id_trilha = c.id_trilha and tc.id_conteudo = c.id_conteudo
      where c.finalizado and c.id_usuario_onboarding in (select id from alvo)
      group by c.id_usuario_onboarding
    ),
    novo as (
      select a.id, coalesce(t.total, 0) as total, coalesce(l.lidos, 0) as lidos, l.ultimo_fim, l.primeiro_inicio
      from alvo a
      left join totais t on t.id_onboarding = a.id_onboarding
      left join leituras l on l.id_usuario_onboarding = a.id
    )
    update rh_usuario_onboarding uo set
      conteudos_total = n.total,
      conteudos_lidos = n.lidos,
      concluido = (n.total > 0 and n.lidos >= n.total),
      data_conclusao = case when n.total > 0 and n.lidos >= n.total then coalesce(uo.data_conclusao, n.ultimo_fim, now()) else null end,
      data_inicio = coalesce(uo.data_inicio, n.primeiro_inicio),
      updated_at = now()
    from novo n
    where uo.id = n.id
      and (uo.conteudos_total, uo.conteudos_lidos, uo.concluido) is distinct from (n.total, n.lidos, (n.total > 0 and n.lidos >= n.total))`);
}
