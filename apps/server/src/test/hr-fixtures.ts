import { and, eq } from 'drizzle-orm';
import type { TestApp } from './test-app';
import { cargo, departamento, empresa, onboarding, setor } from '../db/schema';

/** Fixtures of the HR areas' tests: placement triples read from the demo seed. */
export async function placements(t: TestApp) {
  const db = t.database.db;
  const [bitcom] = await db.select().from(empresa).where(eq(empresa.nome, 'Bitcom'));
  const [vetorial] = await db.select().from(empresa).where(eq(empresa.nome, 'Vetorial'));
  const dep = async (companyId: number, nome: string) =>
    (
      await db
        .select()
        .from(departamento)
        .where(and(eq(departamento.id_empresa, companyId), eq(departamento.nome, nome)))
    )[0];
  const positionsOf = async (depId: number) =>
    db
      .select({ id: cargo.id, nome: cargo.nome })
      .from(cargo)
      .innerJoin(setor, eq(setor.id, cargo.id_setor))
      .where(eq(setor.id_departamento, depId))
      .orderBy(cargo.id);
  const rh = await dep(bitcom.id, 'Recursos Humanos');
  const ti = await dep(bitcom.id, 'Tecnologia');
  const vetorialRh = await dep(vetorial.id, 'Recursos Humanos');
  return {
    bitcom,
    vetorial,
    rh,
    ti,
    vetorialRh,
    rhPositions: await positionsOf(rh.id),
    tiPositions: await positionsOf(ti.id),
  };
}

export async function seededOnboarding(t: TestApp, titulo: string) {
  const [row] = await t.database.db.select().from(onboarding).where(eq(onboarding.titulo, titulo));
  return row;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Parameters<TestApp['headersFor']>[0] | null,
  payload?: unknown,
  role?: string,
) {
  const headers = who ? await t.headersFor(who, role) : {};
  const res = await t.app.inject({ method, url, headers, payload: payload as never });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}
