import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/hr-fixtures';

describe('vacancy report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses a call without a token', async () => {
    expect((await call(t, 'POST', '/v1/rh/relatorio/vaga/filtro', null, {})).status).toBe(401);
  });

  it('refuses an employee without an HR role', async () => {
    expect((await call(t, 'POST', '/v1/rh/relatorio/vaga/filtro', 'colaborador', {})).status).toBe(403);
  });

  it('refuses a bad filter', async () => {
    const res = await call(t, 'POST', '/v1/rh/relatorio/vaga/filtro', 'rhGestor', { filtro: { id_empresa: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos.');
  });

  it('lists vacancies newest first with the manager name and empty values as null', async () => {
    const res = await call(t, 'POST', '/v1/rh/relatorio/vaga/filtro', 'rhGestor', {});
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    const dates = res.body.map((r: { data_inicio: string }) => r.data_inicio);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body[0]).toMatchObject({
      titulo_vaga: 'Analista de Suporte N1',
      vagas: 3,
      cidade: 'Belo Horizonte',
      gestor_vaga: 'Renata Gestora',
    });
    expect(res.body[0].data_inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.some((r: { cidade: string | null }) => r.cidade === null)).toBe(true);
    expect(res.body.some((r: { gestor_vaga: string | null }) => r.gestor_vaga === null)).toBe(true);
  });
});
