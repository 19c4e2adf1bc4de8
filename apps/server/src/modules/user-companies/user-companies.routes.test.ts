import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the user companies (/companies)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let companies: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    companies = Object.fromEntries(
      (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
        .json()
        .companies.map((c: { id: number; nome: string }) => [c.nome, c.id]),
    );
  });
  afterAll(async () => t?.close());

  const set = (id: number, empresas: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/v1/usuarios/${id}/empresas`, headers, payload: { empresas } });
  const list = (query: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/v1/usuarios/empresas?${query}`, headers });

  it('links a person to more companies, keeps the company of their record, and lists them by company', async () => {
    const colaborador = t.accounts.colaborador.usuarioId;
    const res = await set(colaborador, [companies.Bitcom, companies.Vetorial, companies.Vetorial]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .empresas.map((c: { nome: string }) => c.nome)
        .sort(),
    ).toEqual(['Bitcom', 'Vetorial']);

    const vetorial = (await list(`empresa=${companies.Vetorial}&busca=${encodeURIComponent('colaborador@')}`)).json();
    expect(vetorial.dados.map((p: { id_usuario: number }) => p.id_usuario)).toContain(colaborador);
    const row = vetorial.dados.find((p: { id_usuario: number }) => p.id_usuario === colaborador);
    expect(row.empresas.map((c: { nome: string }) => c.nome)).toEqual(['Bitcom', 'Vetorial']);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/usuarios/empresas/minhas',
      headers: await t.headersFor('colaborador'),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().empresas.map((c: { nome: string }) => c.nome)).toEqual(['Bitcom', 'Vetorial']);

    const removed = await set(colaborador, [companies.Vetorial]);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('empresa do cadastro');
  });

  it('pages the people twenty at a time in SQL and finds them by name or e-mail', async () => {
    const first = (await list('pagina=1')).json();
    expect(first.dados.length).toBeLessThanOrEqual(20);
    expect(first.total).toBeGreaterThanOrEqual(first.dados.length);
    const found = (await list(`busca=${encodeURIComponent('rh.gestor@')}`)).json();
    expect(found.dados.map((p: { id_usuario: number }) => p.id_usuario)).toEqual([t.accounts.rhGestor.usuarioId]);
    expect((await list(`busca=${encodeURIComponent('%')}`)).json().total).toBe(0);
    const one = (await list(`usuario=${t.accounts.marketing.usuarioId}`)).json();
    expect(one.dados.map((p: { id_usuario: number }) => p.id_usuario)).toEqual([t.accounts.marketing.usuarioId]);
  });

  it('never lists candidates and refuses to give them companies', async () => {
    const candidato = t.accounts.candidato.usuarioId;
    const all = (await list(`busca=${encodeURIComponent('candidato@')}`)).json();
    expect(all.dados).toEqual([]);
    expect((await set(candidato, [companies.Bitcom])).statusCode).toBe(409);
  });

  it('refuses no company, an unknown company and a person that does not exist', async () => {
    const colaborador = t.accounts.colaborador.usuarioId;
    expect((await set(colaborador, [])).statusCode).toBe(400);
    expect((await set(colaborador, 'Bitcom')).statusCode).toBe(400);
    const unknown = await set(colaborador, [companies.Bitcom, 999_999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Empresa não encontrada ou inativa.');
    expect((await set(999_999, [companies.Bitcom])).statusCode).toBe(404);
    expect((await list('pagina=0')).statusCode).toBe(400);
  });

  it("lets only the settings' writers change companies, the readers list, and everyone see their own", async () => {
    const colaborador = t.accounts.colaborador.usuarioId;
    for (const key of ['colaborador', 'rhGestor', 'marketing', 'candidato'] as const) {
      expect((await list('pagina=1', await t.headersFor(key))).statusCode, key).toBe(403);
      expect((await set(colaborador, [companies.Bitcom], await t.headersFor(key))).statusCode, key).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/usuarios/empresas/minhas' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/usuarios/empresas' })).statusCode).toBe(401);
  });
});
