import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API as API } from '@intranet/shared/family/family.contract';
import { FAMILY_MSG as MSG } from '@intranet/shared/family/family.messages';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { dependente } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';

type Key = DemoAccount['key'];
let base = 700_100_000;
const newCpf = () => cpfFromBase(base++);

const child = (extra: Record<string, unknown> = {}) => ({
  nome: 'Lia Souza',
  parentesco: 'filho',
  data_nascimento: '2018-03-10',
  cpf: newCpf(),
  dependente_ir: true,
  dependente_plano: true,
  ...extra,
});

describe('family (dependents)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = async (key: Key, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: await t.headersFor(key), payload: payload as never });
  const create = (key: Key, object: Record<string, unknown>) => send(key, 'POST', API.create.path, { object });
  const created = async (key: Key, object: Record<string, unknown> = child()) => {
    const res = await create(key, object);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_dependente_one.id as number;
  };
  const list = async (key: Key, query = '') => (await send(key, 'GET', `${API.list.path}?limit=100${query}`)).json();

  describeOwnedRecords(() => t, {
    name: 'dependent',
    owner: { account: 'colaborador' },
    other: { account: 'marketing' },
    create: async () => ({ id: await created('colaborador') }),
    reads: ({ id }) => [{ endpoint: API.get, params: { id } }],
    writes: ({ id }) => [
      { endpoint: API.update, params: { id }, body: { object: child({ nome: 'Outro nome' }) } },
      { endpoint: API.remove, params: { id } },
    ],
    notFound: MSG.notFound,
    stored: async (app, { id }) => (await app.database.db.select().from(dependente).where(eq(dependente.id, id)))[0],
    lists: ({ id }) =>
      (
        [{ limit: '100' }, { limit: '100', funcionario: String(t.accounts.colaborador.usuarioId) }] as Record<
          string,
          string
        >[]
      ).map((query: Record<string, string>) => ({
        call: { endpoint: API.list, query },
        ids: (answer: unknown) => (answer as { itens: { id: number }[] }).itens.map((d) => d.id),
        id,
      })),
  });

  it("shows an employee only their own dependents, and HR everyone's with its filters", async () => {
    const own = await list('colaborador');
    expect(own.total).toBeGreaterThan(0);
    for (const d of own.itens) expect(d.id_usuario).toBe(t.accounts.colaborador.usuarioId);

    const all = await list('rhSolicitante');
    expect(new Set(all.itens.map((d: { id_usuario: number }) => d.id_usuario)).size).toBeGreaterThan(5);
    const children = await list('rhGestor', '&parentesco=filho&ir=true');
    expect(children.total).toBeGreaterThan(0);
    for (const d of children.itens) expect(d).toMatchObject({ parentesco: 'filho', dependente_ir: true });
    const hisOnly = await list('rhSolicitante', `&funcionario=${t.accounts.colaborador.usuarioId}`);
    expect(hisOnly.total).toBe(own.total);
  });

  it('lets HR requesters register and edit anyone’s dependents, and refuses an employee doing it for someone else', async () => {
    const forOther = child({ id_usuario: t.accounts.colaborador.usuarioId });
    expect((await create('marketing', forOther)).statusCode).toBe(403);
    const id = await created('rhSolicitante', forOther);
    expect((await send('colaborador', 'GET', `/v1/dependentes/${id}`)).json().dependente).toMatchObject({
      id_usuario: t.accounts.colaborador.usuarioId,
      funcionario: 'Carlos Colaborador',
    });
    const edit = await send('rhGestor', 'PUT', `/v1/dependentes/${id}`, { object: child({ nome: 'Lia Souza Lima' }) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().dependente.nome).toBe('Lia Souza Lima');
    expect((await send('rhSolicitante', 'DELETE', `/v1/dependentes/${id}`)).statusCode).toBe(200);
    expect((await send('colaborador', 'GET', `/v1/dependentes/${id}`)).statusCode).toBe(404);
  });

  it('refuses the candidate and the anonymous on every call', async () => {
    for (const [method, url, payload] of [
      ['GET', API.list.path],
      ['GET', '/v1/dependentes/1'],
      ['POST', API.create.path, { object: child() }],
      ['PUT', '/v1/dependentes/1', { object: child() }],
      ['DELETE', '/v1/dependentes/1'],
    ] as const) {
      expect((await send('candidato', method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, payload: payload as never })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('checks the CPF: check digits, required for an income-tax dependent, stored as digits, once per employee', async () => {
    expectInvalidField(await create('novo', child({ cpf: '529.982.247-24' })), 'object.cpf', MSG.cpfInvalid);
    expectInvalidField(await create('novo', child({ cpf: '123' })), 'object.cpf', MSG.cpfInvalid);
    expectInvalidField(
      await create('novo', child({ cpf: '', dependente_ir: true })),
      'object.cpf',
      MSG.cpfRequiredForIr,
    );
    expect((await create('novo', child({ cpf: '', dependente_ir: false }))).statusCode).toBe(200);

    const id = await created('novo', child({ cpf: '529.982.247-25' }));
    expect((await send('novo', 'GET', `/v1/dependentes/${id}`)).json().dependente.cpf).toBe('52998224725');
    const again = await create('novo', child({ cpf: '52998224725', nome: 'Outra' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.cpfTaken);
    // Another employee's dependent may have the same CPF (a child of two employees).
    expect((await create('marketing', child({ cpf: '52998224725' }))).statusCode).toBe(200);
  });

  it('refuses a birth date in the future, and takes a child over 21 as an income-tax dependent (the form only warns)', async () => {
    expectInvalidField(
      await create('novo', child({ data_nascimento: '2999-01-01' })),
      'object.data_nascimento',
      MSG.birthInFuture,
    );
    expect((await create('novo', child({ data_nascimento: '1999-01-01' }))).statusCode).toBe(200);
  });
});
