import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ACTOR } from '../../platform/auth/access';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicCepSource } from './cep.adapter';
import { cityService, lookupCep, microregionService } from './cities.service';

describe('cities, microregions and the CEP lookup', () => {
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

  const common = {
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['configuracao:leitor', 'configuracao:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor', 'marketing'],
  } as const;
  describe('cities', () => {
    describeCrud(() => t, {
      ...common,
      service: cityService,
      sample: (tag) => ({ nome: tag, uf: 'MG', id_empresa: bitcom }),
      edit: { ativo: true, uf: 'SP' },
    });
  });
  describe('microregions', () => {
    describeCrud(() => t, {
      ...common,
      service: microregionService,
      sample: (tag) => ({ nome: tag, id_empresa: bitcom }),
      edit: { ativo: true },
    });
  });

  const cep = (value: string, headers = admin) => t.app.inject({ method: 'GET', url: `/v1/cep/${value}`, headers });

  it('answers a CEP from the cities table when no CEP service is configured, with the city id of the city list', async () => {
    const res = await cep('30140-071', await t.headersFor('colaborador'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().endereco).toEqual({
      address: '',
      code: '30140-071',
      district: '',
      state: 'MG',
      city: 'Belo Horizonte',
      city_id: expect.any(Number),
    });
    expect((await cep('32010123')).json().endereco.city).toBe('Contagem');
  });

  it('answers an unknown CEP with 404 "CEP não encontrado, tente novamente", a malformed one with 400 and no token with 401', async () => {
    const res = await cep('99999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('CEP não encontrado, tente novamente');
    expect((await cep('3014')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cep/30140-071' })).statusCode).toBe(401);
  });

  it('reads the public CEP service when it answers, and falls back to the cities table when it fails', async () => {
    const ctx = { db: t.database.db, actor: GUEST_ACTOR };
    const answering = publicCepSource('https://cep.example/{cep}', {
      fetch: (async () =>
        Response.json({
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        })) as typeof fetch,
    });
    expect(await lookupCep(ctx, '01310-100', answering)).toEqual({
      address: 'Avenida Paulista',
      code: '01310-100',
      district: 'Bela Vista',
      state: 'SP',
      city: 'São Paulo',
      city_id: expect.any(Number),
    });
    const failing = publicCepSource('https://cep.example/{cep}', {
      fetch: (async () => {
        throw new Error('offline');
      }) as typeof fetch,
    });
    expect((await lookupCep(ctx, '78005-100', failing)).city).toBe('Cuiabá');
    const unknown = publicCepSource('https://cep.example/{cep}', {
      fetch: (async () => Response.json({ erro: true })) as typeof fetch,
    });
    await expect(lookupCep(ctx, '99999-999', unknown)).rejects.toMatchObject({
      message: 'CEP não encontrado, tente novamente',
    });
  });

  it('registers the city of a CEP for a provider once (createCity)', async () => {
    const provider = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/criar/provedor',
        headers: admin,
        payload: { object: { nome: 'Provedor CEP' } },
      })
    ).json().insert_rh_empresa_one.id;
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/createCity',
        headers: admin,
        payload: { cep: '38400-100', id_empresa: provider },
      });
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().criaCidade).toMatchObject({ nome: 'Uberlândia', uf: 'MG' });
    expect((await create()).statusCode).toBe(409);
    const reader = await t.headersFor('admin', 'configuracao:leitor');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/createCity',
          headers: reader,
          payload: { cep: '38400-100', id_empresa: provider },
        })
      ).statusCode,
    ).toBe(403);
  });
});
