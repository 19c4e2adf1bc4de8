import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { usuarioEmpresa } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('form lookups', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headersFor('candidato');
  });
  afterAll(async () => t?.close());

  it('lists the provider companies as { companies: [{ id, nome }] }', async () => {
    const { companies } = await get('/v1/companies');
    expect(companies.map((c: { nome: string }) => c.nome)).toEqual(['Bitcom', 'RazãoInfo', 'Vetorial']);
    expect(Object.keys(companies[0]).sort()).toEqual(['id', 'nome']);
  });

  it('lists the positions of a company by name or by id, with sector and department', async () => {
    const byName = await get(`/v1/company/cargo/${encodeURIComponent('razãoinfo')}`);
    const { companies } = await get('/v1/companies');
    const razao = companies.find((c: { nome: string }) => c.nome === 'RazãoInfo');
    const byId = await get(`/v1/company/cargo/${razao.id}`);
    expect(byName).toEqual(byId);
    expect(byName.rh_cargo).toHaveLength(20);
    expect(byName.rh_cargo[0]).toMatchObject({
      id: expect.any(Number),
      nome: expect.any(String),
      id_setor: expect.any(Number),
      setor: { departamento: { id: expect.any(Number), nome: expect.any(String) } },
    });
  });

  it('lists the departments of a company by id and by name', async () => {
    const { companies } = await get('/v1/companies');
    const bitcom = companies.find((c: { nome: string }) => c.nome === 'Bitcom');
    const { rh_departamento } = await get(`/v1/departamentos/empresa/${bitcom.id}`);
    expect(rh_departamento.map((d: { nome: string }) => d.nome)).toEqual([
      'Atendimento',
      'Comercial',
      'Marketing',
      'Recursos Humanos',
      'Tecnologia',
    ]);
    const byName = await get('/v1/company/departamento/Bitcom');
    expect(byName.rh_departamento.map((d: object) => Object.keys(d).sort())[0]).toEqual(['id', 'nome']);
    expect(byName.rh_departamento.map((d: { id: number }) => d.id)).toEqual(
      rh_departamento.map((d: { id: number }) => d.id),
    );
  });

  it('gives empty lists for an unknown company', async () => {
    expect(await get('/v1/company/departamento/Inexistente')).toEqual({ rh_departamento: [] });
    expect(await get('/v1/company/cidades/Inexistente')).toEqual({ rh_cidade_provedor: [] });
    expect(await get('/v1/setor/Inexistente')).toEqual({ rh_setor: [] });
  });

  it('lists sectors of a department id or of a provider name', async () => {
    const { rh_departamento } = await get('/v1/company/departamento/Vetorial');
    const { rh_setor } = await get(`/v1/setor/${rh_departamento[0].id}`);
    expect(rh_setor).toHaveLength(2);
    expect(rh_setor[0]).toMatchObject({
      id: expect.any(Number),
      nome: expect.any(String),
      id_departamento: rh_departamento[0].id,
    });
    expect((await get('/v1/setor/Vetorial')).rh_setor).toHaveLength(10);
    expect((await get('/v1/setor')).rh_setor).toHaveLength(30);
  });

  it('lists every department with its company name', async () => {
    const { rh_departamento } = await get('/v1/departamentos');
    expect(rh_departamento).toHaveLength(15);
    expect(rh_departamento[0]).toEqual({
      id: expect.any(Number),
      id_departamento: rh_departamento[0].id,
      nome: 'Atendimento',
      ativo: true,
      id_empresa: expect.any(Number),
      empresa: { nome: 'Bitcom' },
    });
  });

  it('lists the provider systems', async () => {
    const { sistema } = await get('/v1/sistema');
    expect(sistema.map((s: { nome: string }) => s.nome)).toEqual(['BITCOM', 'RAZAO', 'VETORIAL']);
  });

  it('lists the cities of a provider and every city option', async () => {
    const { rh_cidade_provedor } = await get('/v1/company/cidades/Vetorial');
    expect(rh_cidade_provedor.map((c: { nome: string }) => c.nome)).toEqual([
      'Cuiabá',
      'Rondonópolis',
      'Várzea Grande',
    ]);
    expect(rh_cidade_provedor[0]).toEqual({
      id: expect.any(Number),
      nome: 'Cuiabá',
      uf: 'MT',
      id_empresa: expect.any(Number),
      empresa: { nome: 'Vetorial' },
    });
    const options = await get('/v1/empresa/cidades');
    expect(options.rh_cidade_provedor).toHaveLength(8);
    expect(Object.keys(options.rh_cidade_provedor[0]).sort()).toEqual(['id', 'nome']);
  });

  it("lists the contracting companies of the caller, and others' to HR", async () => {
    const self = t.accounts.colaborador.usuarioId;
    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/user/empresa/contratante/${self}`,
      headers: await t.headersFor('colaborador'),
    });
    expect(own.json()).toEqual({ rh_usuarios_empresas: [{ empresa: { id: expect.any(Number), nome: 'Bitcom' } }] });
    const hr = await t.app.inject({
      method: 'GET',
      url: `/v1/user/empresa/contratante/${self}`,
      headers: await t.headersFor('rhSolicitante'),
    });
    expect(hr.statusCode).toBe(200);
  });

  describeOwnedRecords(() => t, {
    name: "person's contracting companies",
    owner: { account: 'colaborador' },
    other: { account: 'marketing' },
    notFound: 'Dados não encontrados.',
    create: async (app) => app.accounts.colaborador.usuarioId,
    reads: (userId) => [{ endpoint: LOOKUPS_API.contractingCompanies, params: { userId } }],
    writes: () => [],
    stored: async (app, userId) =>
      app.database.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.id_usuario, userId)),
  });

  it('refuses lookups without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/companies' })).statusCode).toBe(401);
  });
});
