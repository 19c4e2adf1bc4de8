import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidente, incidenteCategoria } from '../../db/schema';
import { call } from '../../test/hr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstDayOf } from './incident-dashboard.service';

const DASHBOARD = '/v1/incidente/painel';

describe('the incidents dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('counts from the first day of the months asked, in São Paulo', () => {
    expect(firstDayOf(12, '2026-11-28')).toBe('2025-12-01');
    expect(firstDayOf(1, '2026-01-31')).toBe('2026-01-01');
    expect(firstDayOf(2, '2026-01-31')).toBe('2025-12-01');
  });

  it('answers every month, category and department, whose sums are the total', async () => {
    const res = await call(t, 'GET', `${DASHBOARD}?meses=12`, 'rhGestor', undefined, 'rh:gestor');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body;
    expect(d.por_mes).toHaveLength(12);
    expect(d.total).toBeGreaterThan(0);
    const sum = (rows: { total: number }[]) => rows.reduce((s, r) => s + r.total, 0);
    expect(sum(d.por_mes)).toBe(d.total);
    expect(sum(d.por_categoria)).toBe(d.total);
    expect(sum(d.por_departamento)).toBe(d.total);
    expect(d.resolvidos).toBeLessThanOrEqual(d.total);
  });

  it('gives the mean hours from registered to resolved, of the resolved ones only', async () => {
    const db = t.database.db;
    const [category] = await db
      .insert(incidenteCategoria)
      .values({ titulo: 'Categoria do painel', icone: 'bolt', color: '#123456', ativo: true })
      .returning({ id: incidenteCategoria.id });
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    await db.insert(incidente).values([
      { titulo: 'A', descricao: 'a', id_categoria: category.id, created_at: at(10), resolvido_em: at(6) },
      { titulo: 'B', descricao: 'b', id_categoria: category.id, created_at: at(9), resolvido_em: at(1) },
      { titulo: 'C', descricao: 'c', id_categoria: category.id, created_at: at(2) },
    ]);
    const res = await call(t, 'GET', `${DASHBOARD}?meses=1`, 'admin');
    const row = res.body.por_categoria.find((c: { id: number }) => c.id === category.id);
    expect(row).toMatchObject({ titulo: 'Categoria do painel', total: 3, resolvidos: 2, horas_para_resolver: 6 });
  });

  it('is for HR: an employee is refused, and more than 24 months is bad input', async () => {
    expect((await call(t, 'GET', DASHBOARD, 'colaborador')).status).toBe(403);
    expect((await call(t, 'GET', DASHBOARD, null)).status).toBe(401);
    expect((await call(t, 'GET', `${DASHBOARD}?meses=30`, 'admin')).status).toBe(400);
  });
});
