import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargo, departamento, empresa, onboarding, onboardingTrilha, setor, trilha } from '../../db/schema';
import { escapeLike, iso } from '../../db/sql';

export type OnboardingData = { titulo: string; status: boolean; id_empresa: number; id_departamento: number; id_cargo: number };

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

export async function listOnboardings(db: Db, q: { id?: number; titulo?: string; status?: boolean; offset: number; limit: number }) {
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
  const where = and(q.id ? eq(onboarding.id, q.id) : undefined, q.status === undefined ? undefined : eq(onboarding.status, q.status));
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
  const [department] = await db.select({ id_empresa: departamento.id_empresa }).from(departamento).where(eq(departamento.id, q.id_departamento));
  const [position] = await db
    .select({ id_departamento: setor.id_departamento })
    .from(cargo)
    .innerJoin(setor, eq(setor.id, cargo.id_setor))
    .where(eq(cargo.id, q.id_cargo));
  return { companyExists: !!company, departmentCompany: department?.id_empresa ?? null, positionDepartment: position?.id_departamento ?? null };
}

export async function insertOnboarding(db: Db, data: OnboardingData, userId: number): Promise<number> {
  const [row] = await db.insert(onboarding).values({ ...data, id_usuario: userId > 0 ? userId : null }).returning({ id: onboarding.id });
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
      ? notInArray(trilha.id, db.select({ id: onboardingTrilha.id_trilha }).from(onboardingTrilha).where(eq(onboardingTrilha.id_onboarding, q.id_onboarding)))
      : undefined,
    q.nome ? ilike(trilha.nome, `%${escapeLike(q.nome)}%`) : undefined,
  );
  return db.select({ id: trilha.id, nome: trilha.nome }).from(trilha).where(where).orderBy(asc(trilha.nome), asc(trilha.id)).limit(500);
}
