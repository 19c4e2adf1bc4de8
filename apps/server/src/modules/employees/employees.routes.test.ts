import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEES_API } from '@intranet/shared/employees/employees.contract';
import { EMPLOYEES_MSG } from '@intranet/shared/employees/employees.messages';
import { cargo, departamento, outbox, setor, usuario } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Key = Parameters<TestApp['headersFor']>[0];
const call = async (key: Key | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: key ? await t.headersFor(key) : {}, payload });

const profile = {
  nome: 'Carlos',
  sobrenome: 'Colaborador',
  cpf: '153.509.460-56',
  rg: 'MG-12.345.678',
  genero: 'M',
  estado_civil: 'CASADO',
  data_nascimento: '1995-01-30',
  nacionalidade: 'Brasileira',
  email_corp: 'carlos@bitcom.com.br',
  cep: '30130-010',
  rua: 'Avenida Afonso Pena',
  numero: '1000',
  complemento: '',
  bairro: 'Centro',
  id_cidade: 2754,
  cnh_categoria: 'B',
  cnh_numero: '55544433322',
  linkedin: 'https://www.linkedin.com/in/carlos',
  viagem: true,
};

describe('employee profiles', () => {
  it("lets an employee read and edit their own profile; the admission date stays HR's", async () => {
    const id = t.accounts.colaborador.usuarioId;
    const res = await call('colaborador', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      data_admissao: '2000-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rh_usuario).toMatchObject({
      ...profile,
      complemento: null,
      data_admissao: '2022-08-01',
      cargo: expect.any(Object),
    });
    expect((await call('colaborador', 'GET', `/v1/rh/funcionario/${id}`)).json().rh_usuario.cpf).toBe('153.509.460-56');
  });

  describeOwnedRecords(() => t, {
    name: 'employee profile',
    owner: { account: 'marketing' },
    other: { account: 'colaborador' },
    notFound: 'Dados não encontrados.',
    create: async (app) => app.accounts.marketing.usuarioId,
    reads: (id) => [{ endpoint: EMPLOYEES_API.get, params: { id } }],
    writes: (id) => [{ endpoint: EMPLOYEES_API.update, params: { id }, body: profile }],
    stored: async (app, id) => app.database.db.select().from(usuario).where(eq(usuario.id, id)),
  });

  it("lets HR readers see someone else's profile but not edit it (403: they know it exists)", async () => {
    expect((await call(null, 'GET', `/v1/rh/funcionario/${t.accounts.colaborador.usuarioId}`)).statusCode).toBe(401);
    expect(
      (await call('rhSolicitante', 'GET', `/v1/rh/funcionario/${t.accounts.colaborador.usuarioId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('rhSolicitante', 'PUT', `/v1/rh/funcionario/${t.accounts.colaborador.usuarioId}`, profile))
        .statusCode,
    ).toBe(403);
  });

  it('stores the marital status in the form of the gender', async () => {
    const id = t.accounts.marketing.usuarioId;
    const wrong = await call('rhGestor', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      cpf: '862.398.215-00',
      genero: 'F',
      estado_civil: 'CASADO',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toContainEqual({ path: 'estado_civil', message: EMPLOYEES_MSG.maritalGender });
    const other = await call('rhGestor', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      cpf: '862.398.215-00',
      genero: 'O',
      estado_civil: 'VIUVO',
    });
    expect(other.statusCode, other.body).toBe(200);
    const right = await call('rhGestor', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      cpf: '862.398.215-00',
      genero: 'F',
      estado_civil: 'VIUVA',
      data_admissao: '2019-03-18',
    });
    expect(right.json().rh_usuario).toMatchObject({ genero: 'F', estado_civil: 'VIUVA', data_admissao: '2019-03-18' });
  });

  it("asks for the CNH number unless the category is 'Não Possui', whose number is dropped", async () => {
    const id = t.accounts.colaborador.usuarioId;
    const missing = await call('colaborador', 'PUT', `/v1/rh/funcionario/${id}`, { ...profile, cnh_numero: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toContainEqual({ path: 'cnh_numero', message: 'Campo obrigatório' });
    const none = await call('colaborador', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      cnh_categoria: 'Não Possui',
      cnh_numero: '123',
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().rh_usuario).toMatchObject({ cnh_categoria: 'Não Possui', cnh_numero: null });
  });

  it('refuses an invalid CPF, a CPF of someone else, a short CEP and a bad corporate e-mail', async () => {
    const id = t.accounts.colaborador.usuarioId;
    const bad = await call('colaborador', 'PUT', `/v1/rh/funcionario/${id}`, {
      ...profile,
      cpf: '153.509.460-57',
      cep: '3013',
      email_corp: 'x@',
      genero: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'cpf', message: EMPLOYEES_MSG.cpfInvalid },
        { path: 'cep', message: 'CEP invalido' },
        { path: 'email_corp', message: 'E-mail inválido' },
        { path: 'genero', message: 'Campo obrigatório' },
      ]),
    );
    const taken = await call('colaborador', 'PUT', `/v1/rh/funcionario/${id}`, { ...profile, cpf: '529.982.247-25' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMPLOYEES_MSG.cpfTaken);
  });

  it('lists employees to HR readers, paged and searched', async () => {
    const res = await call('rhSolicitante', 'GET', '/v1/rh/funcionarios?busca=carlos&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().rh_usuario[0]).toMatchObject({ nome: 'Carlos', cpf: '153.509.460-56' });
    const page = await call('rhGestor', 'GET', '/v1/rh/funcionarios?limit=5&page=2');
    expect(page.json().rh_usuario).toHaveLength(5);
    expect(page.json().total).toBeGreaterThan(10);
    expect((await call('marketing', 'GET', '/v1/rh/funcionarios')).statusCode).toBe(403);
  });

  it('registers an employee with the invitation and the profile in one call', async () => {
    const [where] = await t.database.db
      .select({
        id_empresa: departamento.id_empresa,
        id_departamento: departamento.id,
        id_setor: setor.id,
        id_cargo: cargo.id,
      })
      .from(cargo)
      .innerJoin(setor, eq(setor.id, cargo.id_setor))
      .innerJoin(departamento, eq(departamento.id, setor.id_departamento))
      .limit(1);
    const body = {
      ...profile,
      nome: 'Júlia',
      sobrenome: 'Nova',
      email: 'julia.nova@demo.intranet',
      cpf: '390.533.447-05',
      ...where,
      data_admissao: '2026-11-23',
    };
    expect((await call('rhSolicitante', 'POST', '/v1/rh/funcionario', body)).statusCode).toBe(403);
    const res = await call('rhGestor', 'POST', '/v1/rh/funcionario', { ...body, cpf: '111.222.333-96' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rh_usuario).toMatchObject({
      nome: 'Júlia',
      cpf: '111.222.333-96',
      data_admissao: '2026-11-23',
      estado_civil: 'CASADO',
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, 'julia.nova@demo.intranet'))
      .orderBy(desc(outbox.id));
    expect(mail.corpo).toMatch(/Senha temporária: \S+/);
    const dupCpf = await call('rhGestor', 'POST', '/v1/rh/funcionario', { ...body, email: 'outra@demo.intranet' });
    expect(dupCpf.statusCode).toBe(409);
  });
});
