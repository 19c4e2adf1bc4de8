import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the public microregions (/microrregions, no login)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bitcom: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
  });
  afterAll(async () => t?.close());

  const create = (nome: string, ativo: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/criar/microrregiao',
      headers: admin,
      payload: { object: { nome, id_empresa: bitcom, ativo } },
    });

  it('shows a visitor the active microregions with their provider, and never the inactive ones', async () => {
    expect((await create('Pública Vale do Aço', true)).statusCode).toBe(200);
    expect((await create('Pública Inativa', false)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/v1/microrregioes/publicas?empresa=${bitcom}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.dados.map((m: { nome: string }) => m.nome);
    expect(names).toContain('Pública Vale do Aço');
    expect(names).not.toContain('Pública Inativa');
    expect(body.dados.find((m: { nome: string }) => m.nome === 'Pública Vale do Aço')).toEqual({
      id: expect.any(Number),
      nome: 'Pública Vale do Aço',
      empresa: 'Bitcom',
    });
    expect(body.empresas).toContainEqual({ id: bitcom, nome: 'Bitcom' });
  });

  it('pages the list twenty at a time and counts them all', async () => {
    for (let i = 0; i < 21; i++) await create(`Pública Página ${String(i).padStart(2, '0')}`, true);
    const first = (await t.app.inject({ method: 'GET', url: `/v1/microrregioes/publicas?empresa=${bitcom}` })).json();
    const second = (
      await t.app.inject({ method: 'GET', url: `/v1/microrregioes/publicas?empresa=${bitcom}&pagina=2` })
    ).json();
    expect(first.dados).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(22);
    expect(second.dados.length).toBe(Math.min(20, first.total - 20));
    const ids = new Set(first.dados.map((m: { id: number }) => m.id));
    expect(second.dados.some((m: { id: number }) => ids.has(m.id))).toBe(false);
  });

  it('refuses a page or a provider that is not a positive number', async () => {
    for (const query of ['pagina=0', 'pagina=abc', 'empresa=-1', 'pagina=501'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/microrregioes/publicas?${query}` })).statusCode,
        query,
      ).toBe(400);
  });
});
