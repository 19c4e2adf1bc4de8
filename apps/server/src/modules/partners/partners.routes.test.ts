import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { usuario, usuarioEmpresa, usuarioRole } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("a partner's permissions (/settings/permission/partner/profile/:id)", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let companies: Record<string, number>;
  let partner: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    companies = Object.fromEntries(
      (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
        .json()
        .companies.map((c: { id: number; nome: string }) => [c.nome, c.id]),
    );
    [{ id: partner }] = await t.app.db
      .insert(usuario)
      .values({ nome: 'Paula', sobrenome: 'Parceira', email: 'paula.parceira@exemplo.com.br', funcionario: true })
      .returning({ id: usuario.id });
    await t.app.db.insert(usuarioRole).values({ id_usuario: partner, role: 'vendas:leitor' });
    await t.app.db.insert(usuarioEmpresa).values({ id_usuario: partner, id_empresa: companies.Bitcom });
  });
  afterAll(async () => t?.close());

  const get = async (id: number, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/v1/parceiros/${id}`, headers });
  const set = async (id: number, payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/v1/parceiros/${id}`, headers, payload });

  it('shows the partner with their sales level and companies', async () => {
    const res = await get(partner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parceiro).toMatchObject({
      nome: 'Paula Parceira',
      email: 'paula.parceira@exemplo.com.br',
      nivel_vendas: 'leitor',
      empresas: [{ id: companies.Bitcom, nome: 'Bitcom' }],
    });
  });

  it('sets the sales level and the companies, touching no other role, and keeps it in the history', async () => {
    await t.app.db.insert(usuarioRole).values({ id_usuario: partner, role: 'user' });
    const res = await set(
      partner,
      { nivel_vendas: 'solicitante', empresas: [companies.Vetorial, companies.RazãoInfo] },
      await t.headersFor('marketing', 'vendas:gestor'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parceiro.nivel_vendas).toBe('solicitante');
    expect(res.json().parceiro.empresas.map((c: { nome: string }) => c.nome)).toEqual(['RazãoInfo', 'Vetorial']);
    const roles = (
      await t.app.db.select({ role: usuarioRole.role }).from(usuarioRole).where(eq(usuarioRole.id_usuario, partner))
    )
      .map((r) => r.role)
      .sort();
    expect(roles).toEqual(['user', 'vendas:solicitante']);

    const none = await set(partner, { nivel_vendas: null, empresas: [companies.Vetorial] });
    expect(none.json().parceiro.nivel_vendas).toBeNull();

    const history = await t.app.inject({
      method: 'POST',
      url: HISTORY_API.list.path,
      headers: admin,
      payload: { tabelas: ['rh_usuario'], id_item: String(partner) },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().rh_logs_rh.some((e: { id_usuario: number | null }) => e.id_usuario !== null)).toBe(true);
  });

  it('never gives a partner a manager level nor another module, and asks for a company', async () => {
    expect((await set(partner, { nivel_vendas: 'gestor', empresas: [companies.Bitcom] })).statusCode).toBe(400);
    expect((await set(partner, { nivel_vendas: 'rh:gestor', empresas: [companies.Bitcom] })).statusCode).toBe(400);
    expect((await set(partner, { nivel_vendas: 'leitor', empresas: [] })).statusCode).toBe(400);
    expect((await set(partner, { empresas: [companies.Bitcom] })).statusCode).toBe(400);
  });

  it('answers an employee with 409 (their page is Permissões) and a candidate or nobody with 404', async () => {
    const employee = await get(t.accounts.colaborador.usuarioId);
    expect(employee.statusCode).toBe(409);
    expect(employee.json().message).toContain('colaboradora');
    expect(
      (await set(t.accounts.colaborador.usuarioId, { nivel_vendas: 'leitor', empresas: [companies.Bitcom] }))
        .statusCode,
    ).toBe(409);
    expect((await get(t.accounts.candidato.usuarioId)).statusCode).toBe(404);
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it('lets only the sales managers and the superadmin in', async () => {
    for (const key of ['vendedor', 'colaborador', 'rhGestor', 'candidato'] as const) {
      expect((await get(partner, await t.headersFor(key))).statusCode, key).toBe(403);
      expect(
        (await set(partner, { nivel_vendas: 'leitor', empresas: [companies.Bitcom] }, await t.headersFor(key)))
          .statusCode,
        key,
      ).toBe(403);
    }
    expect((await get(partner, {})).statusCode).toBe(401);
  });
});
