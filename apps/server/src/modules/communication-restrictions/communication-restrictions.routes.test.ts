import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { clientePessoa, empresa, logsRh, preferenciaCliente } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { duplicateAsConflict } from './communication-restrictions.service';
import * as restrictionsRepository from './communication-restrictions.repository';
import { seedRestrictions } from './communication-restrictions.seed';

const DUPLICATE =
  'Já existe uma restrição cadastrada para esse cliente, atualize as preferências através da tabela de restrições!';
const UNKNOWN_CUSTOMER = 'Cliente não encontrado no cadastro de clientes deste provedor.';
const URL = '/v1/relacionamento/restricoes';

type Headers = Record<string, string>;

describe('sending restrictions', () => {
  let t: TestApp;
  let marketing: Headers;
  let bitcom: number;
  let vetorial: number;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing');
    const companies = await t.database.db.select({ id: empresa.id, nome: empresa.nome }).from(empresa);
    bitcom = companies.find((c) => c.nome === 'Bitcom')!.id;
    vetorial = companies.find((c) => c.nome === 'Vetorial')!.id;
    await t.database.db.insert(clientePessoa).values([
      { sistema: bitcom, codpessoa: 'R-1', cpf: '52998224725', nome_razaosocial: 'José Araújo' },
      { sistema: bitcom, codpessoa: 'R-2', cpf: '11144477735', nome_razaosocial: 'Maria Souza' },
      { sistema: bitcom, codpessoa: 'R-3', cpf: '11144477735', nome_razaosocial: 'Maria Souza (segundo contrato)' },
      { sistema: vetorial, codpessoa: 'R-1', cpf: '39053344705', nome_razaosocial: 'Pedro Vetorial' },
      { sistema: bitcom, codpessoa: 'R-9', cpf: '71428793860', nome_razaosocial: 'Cliente que sai do cadastro' },
    ]);
  });
  afterAll(async () => t?.close());

  const list = (headers: Headers = marketing) => t.app.inject({ method: 'GET', url: URL, headers });
  const get = (id: number | string, headers: Headers = marketing) =>
    t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers });
  const create = (payload: object, headers: Headers = marketing) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });
  const update = (id: number | string, payload: object, headers: Headers = marketing) =>
    t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload });
  const remove = (id: number | string, headers: Headers = marketing) =>
    t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
  const created = async (payload: object) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_relacionamento_preferencias_cliente_one.id as number;
  };

  it('keeps the spec paths and methods, each with its action', () => {
    expect(Object.values(API).map((e) => `${e.method} ${e.path} ${e.access}`)).toEqual([
      'GET /v1/relacionamento/restricoes restriction.list',
      'GET /v1/relacionamento/restricoes/:id restriction.list',
      'POST /v1/relacionamento/restricoes restriction.create',
      'PUT /v1/relacionamento/restricoes/:id restriction.edit',
      'DELETE /v1/relacionamento/restricoes/:id restriction.delete',
    ]);
  });

  it('refuses every call without a token with 401', async () => {
    for (const res of [
      await list({}),
      await get(1, {}),
      await create({ sistema: bitcom, cod_cliente: 'R-1' }, {}),
      await update(1, { sms: false }, {}),
      await remove(1, {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses every call to an employee without a communication role and to a candidate with 403', async () => {
    for (const key of ['colaborador', 'candidato'] as const) {
      const headers = await t.headersFor(key);
      for (const res of [
        await list(headers),
        await get(1, headers),
        await create({ sistema: bitcom, cod_cliente: 'R-1' }, headers),
        await update(1, { sms: false }, headers),
        await remove(1, headers),
      ]) {
        expect(res.statusCode, key).toBe(403);
      }
    }
  });

  it('refuses a marketing or sales role, which is not the communication one, with 403', async () => {
    expect((await list(await t.headersFor('marketing', 'marketing:gestor'))).statusCode).toBe(403);
    expect((await list(await t.headersFor('marketing', 'vendas:gestor'))).statusCode).toBe(403);
  });

  it('lets a reader list, a requester create and edit, and only a manager delete', async () => {
    const reader = await t.headersFor('admin', 'regua_comunicacao:leitor');
    const requester = await t.headersFor('admin', 'regua_comunicacao:solicitante');
    expect((await list(reader)).statusCode).toBe(200);
    expect((await create({ sistema: bitcom, cod_cliente: 'R-3' }, reader)).statusCode).toBe(403);
    const res = await create({ sistema: bitcom, cod_cliente: 'R-3', sms: false }, requester);
    expect(res.statusCode).toBe(200);
    const id = res.json().insert_relacionamento_preferencias_cliente_one.id;
    expect((await update(id, { sms: true }, reader)).statusCode).toBe(403);
    expect((await update(id, { sms: true }, requester)).statusCode).toBe(200);
    expect((await remove(id, requester)).statusCode).toBe(403);
    expect((await remove(id, await t.headersFor('admin', 'regua_comunicacao:gestor'))).statusCode).toBe(200);
  });

  it('creates a restriction and lists it with the customer name, CPF and provider name', async () => {
    const id = await created({ sistema: bitcom, cod_cliente: ' R-1 ', whatsapp: false, email: true, sms: false });
    const rows = (await list()).json().relacionamento_preferencias_cliente;
    expect(rows[0]).toEqual({
      id,
      created_at: expect.any(String),
      sistema: bitcom,
      cod_cliente: 'R-1',
      whatsapp: false,
      email: true,
      sms: false,
      nome_razaosocial: 'José Araújo',
      cpf: '52998224725',
      empresa: { nome: 'Bitcom' },
    });
    const one = await get(id);
    expect(one.statusCode).toBe(200);
    expect(one.json().relacionamento_preferencias_cliente).toEqual([rows[0]]);
  });

  it('allows every channel of a restriction created without them (true = may be used)', async () => {
    const id = await created({ sistema: vetorial, cod_cliente: 'R-1' });
    expect((await get(id)).json().relacionamento_preferencias_cliente[0]).toMatchObject({
      whatsapp: true,
      email: true,
      sms: true,
      nome_razaosocial: 'Pedro Vetorial',
      empresa: { nome: 'Vetorial' },
    });
  });

  it('refuses a customer the provider directory does not hold with the field message', async () => {
    for (const body of [
      { sistema: bitcom, cod_cliente: 'NAO-EXISTE' },
      { sistema: vetorial, cod_cliente: 'R-2' },
    ]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: UNKNOWN_CUSTOMER,
        fields: [{ path: 'cod_cliente', message: UNKNOWN_CUSTOMER }],
      });
    }
  });

  it('refuses a second restriction of the same customer with 409 and the spec text', async () => {
    await created({ sistema: bitcom, cod_cliente: 'R-2' });
    const res = await create({ sistema: bitcom, cod_cliente: 'R-2', email: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DUPLICATE);
  });

  it('answers the unique index refusal, which the check cannot see in a race, with the same 409', async () => {
    const db = t.database.db;
    const values = { sistema: vetorial, cod_cliente: 'CORRIDA', whatsapp: true, email: true, sms: true };
    await restrictionsRepository.insert(db, values);
    const error = await restrictionsRepository.insert(db, values).catch((e: unknown) => e);
    let mapped: unknown;
    try {
      duplicateAsConflict(error);
    } catch (e) {
      mapped = e;
    }
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ status: 409, message: DUPLICATE });
    await db.delete(preferenciaCliente).where(eq(preferenciaCliente.cod_cliente, 'CORRIDA'));
  });

  it('refuses a request without provider or code, or with a channel that is not a boolean, with 400', async () => {
    const noCode = await create({ sistema: bitcom, cod_cliente: '  ' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toContainEqual({ path: 'cod_cliente', message: 'Campo obrigatório' });
    const noProvider = await create({ cod_cliente: 'R-1' });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().fields).toContainEqual({ path: 'sistema', message: 'Campo obrigatório' });
    expect((await create({ sistema: bitcom, cod_cliente: 'R-1', sms: 'não' })).statusCode).toBe(400);
    expect((await update(1, { whatsapp: 'sim' })).statusCode).toBe(400);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await remove(0)).statusCode).toBe(400);
  });

  it('toggles one channel, keeps the others and records who changed it', async () => {
    const id = await created({ sistema: bitcom, cod_cliente: 'R-9', whatsapp: true, email: true, sms: true });
    const res = await update(id, { whatsapp: false, email: true, sms: true, sistema: bitcom });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_relacionamento_preferencias_cliente_by_pk).toMatchObject({
      id,
      whatsapp: false,
      email: true,
      sms: true,
      nome_razaosocial: 'Cliente que sai do cadastro',
    });
    const [entry] = await t.database.db
      .select()
      .from(logsRh)
      .where(
        and(
          eq(logsRh.tabela, 'relacionamento_preferencias_cliente'),
          eq(logsRh.id_item, String(id)),
          eq(logsRh.operacao, 'UPDATE'),
        ),
      );
    expect(entry.id_usuario).toBe(t.accounts.marketing.usuarioId);
    expect(entry.old_data).toMatchObject({ whatsapp: true });
    expect(entry.new_data).toMatchObject({ whatsapp: false });
  });

  it('keeps a restriction whose customer left the directory, without name and CPF', async () => {
    const [{ id }] = await t.database.db
      .select({ id: preferenciaCliente.id })
      .from(preferenciaCliente)
      .where(and(eq(preferenciaCliente.sistema, bitcom), eq(preferenciaCliente.cod_cliente, 'R-9')));
    await t.database.db
      .delete(clientePessoa)
      .where(and(eq(clientePessoa.sistema, bitcom), eq(clientePessoa.codpessoa, 'R-9')));
    expect((await get(id)).json().relacionamento_preferencias_cliente[0]).toMatchObject({
      cod_cliente: 'R-9',
      nome_razaosocial: null,
      cpf: null,
    });
  });

  it('moves a restriction to another provider only where that provider knows the customer and it has none there', async () => {
    const id = await created({ sistema: bitcom, cod_cliente: 'R-3', sms: false });
    const unknown = await update(id, { sistema: vetorial });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ path: 'sistema', message: UNKNOWN_CUSTOMER }]);
    const r1 = (await list())
      .json()
      .relacionamento_preferencias_cliente.find(
        (r: { cod_cliente: string; sistema: number }) => r.cod_cliente === 'R-1' && r.sistema === bitcom,
      );
    const taken = await update(r1.id, { sistema: vetorial });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(DUPLICATE);
    expect((await update(id, { sistema: bitcom })).statusCode).toBe(200);
  });

  it('moves a restriction to a provider that knows the customer, and shows both providers by name in its history', async () => {
    await t.database.db
      .insert(clientePessoa)
      .values({ sistema: vetorial, codpessoa: 'R-3', cpf: '11144477735', nome_razaosocial: 'Maria Souza Vetorial' });
    const [{ id }] = await t.database.db
      .select({ id: preferenciaCliente.id })
      .from(preferenciaCliente)
      .where(and(eq(preferenciaCliente.sistema, bitcom), eq(preferenciaCliente.cod_cliente, 'R-3')));
    const res = await update(id, { sistema: vetorial });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_relacionamento_preferencias_cliente_by_pk).toMatchObject({
      sistema: vetorial,
      nome_razaosocial: 'Maria Souza Vetorial',
      empresa: { nome: 'Vetorial' },
    });
    const history = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/log/history',
      headers: marketing,
      payload: { tabelas: 'relacionamento_preferencias_cliente', id_item: id },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().nomes.sistema).toEqual({ [bitcom]: 'Bitcom', [vetorial]: 'Vetorial' });
  });

  it('answers 404 for an unknown restriction on read, edit and delete', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await update(999999, { sms: false })).statusCode).toBe(404);
    const res = await remove(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Restrição não encontrada.');
  });

  it('deletes a restriction, which is then no longer found', async () => {
    const [row] = await t.database.db
      .insert(clientePessoa)
      .values({ sistema: vetorial, codpessoa: 'R-DEL', cpf: '52998224725', nome_razaosocial: 'Para Excluir' })
      .returning();
    const id = await created({ sistema: vetorial, cod_cliente: row.codpessoa });
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delete_relacionamento_preferencias_cliente_by_pk: { id } });
    expect((await get(id)).statusCode).toBe(404);
  });

  it('seeds demo restrictions for the first customers of the directory, and none without customers', async () => {
    const rollback = new Error('rollback');
    const counted = async (run: (db: typeof t.database.db) => Promise<void>) => {
      let n = -1;
      await t.database.db
        .transaction(async (tx) => {
          await tx.delete(preferenciaCliente);
          await run(tx as unknown as typeof t.database.db);
          await seedRestrictions(tx as unknown as typeof t.database.db);
          [{ n }] = await tx.select({ n: count() }).from(preferenciaCliente);
          throw rollback;
        })
        .catch((e: unknown) => {
          if (e !== rollback) throw e;
        });
      return n;
    };
    // Without customers (their accounts go with them; the transaction is rolled back).
    expect(await counted(async (db) => void (await db.execute(sql`truncate ${clientePessoa} cascade`)))).toBe(0);
    expect(await counted(async () => undefined)).toBe(4);
  });
});
