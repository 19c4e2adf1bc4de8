import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { clientePessoa, empresa } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('customer lookup', () => {
  let t: TestApp;
  let bitcom: number;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id: bitcom }] = await t.database.db.select({ id: empresa.id }).from(empresa).limit(1);
    await t.database.db.insert(clientePessoa).values([
      { sistema: bitcom, codpessoa: 'L-1', cpf: '52998224725', nome_razaosocial: 'Cliente Um' },
      { sistema: bitcom, codpessoa: 'L-2', cpf: '52998224725', nome_razaosocial: 'Cliente Um (segundo contrato)' },
      { sistema: bitcom, codpessoa: 'L-3', cpf: '11144477735', nome_razaosocial: 'Cliente Três' },
    ]);
  });
  afterAll(async () => t?.close());

  const search = async (body: unknown, who: 'marketing' | 'candidato' | null = 'marketing') =>
    t.app.inject({
      method: API.search.method,
      url: API.search.path,
      payload: body as object,
      headers: who ? await t.headersFor(who) : undefined,
    });

  it('refuses a call without a token with 401 and a candidate with 403', async () => {
    expect((await search({ sistema: bitcom, codpessoa: 'L-3' }, null)).statusCode).toBe(401);
    expect((await search({ sistema: bitcom, codpessoa: 'L-3' }, 'candidato')).statusCode).toBe(403);
  });

  it('finds one customer by code and several by a CPF, masked or not', async () => {
    const byCode = await search({ sistema: bitcom, codpessoa: 'L-3' });
    expect(byCode.json().relacionamento_dados_pessoas).toEqual([
      expect.objectContaining({ codpessoa: 'L-3', nome_razaosocial: 'Cliente Três' }),
    ]);
    const byCpf = await search({ sistema: bitcom, cpf: '529.982.247-25' });
    expect(byCpf.json().relacionamento_dados_pessoas.map((c: { codpessoa: string }) => c.codpessoa)).toEqual([
      'L-1',
      'L-2',
    ]);
  });

  it('answers an empty list for another provider', async () => {
    expect((await search({ sistema: bitcom + 1, codpessoa: 'L-3' })).json()).toEqual({
      relacionamento_dados_pessoas: [],
    });
  });

  it('refuses an incomplete or invalid CPF with 400', async () => {
    expect((await search({ sistema: bitcom, cpf: '529.982' })).statusCode).toBe(400);
    expect((await search({ sistema: bitcom, cpf: '529.982.247-24' })).statusCode).toBe(400);
  });
});
