import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { providerService } from './providers.service';

describe('providers', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: providerService,
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['configuracao:leitor', 'configuracao:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor', 'marketing'],
    sample: (tag) => ({ nome: tag }),
    edit: { ativo: true },
  });

  const post = (url: string, payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as never });
  const citiesOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/company/cidades/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return (res.json().rh_cidade_provedor as { nome: string }[]).map((c) => c.nome).sort();
  };
  const cityIdsOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/company/cidades/${id}`, headers: admin });
    return new Map((res.json().rh_cidade_provedor as { id: number; nome: string }[]).map((c) => [c.nome, c.id]));
  };
  const newProvider = async (nome: string) =>
    (await post('/v1/criar/provedor', { object: { nome, ativo: true } })).json().insert_rh_empresa_one.id as number;

  it('lists every provider for the superadmin and only the companies linked to the user otherwise', async () => {
    const all = (await post('/v1/provedor', {})).json().rh_empresa.map((p: { nome: string }) => p.nome);
    expect(all).toEqual(expect.arrayContaining(['Bitcom', 'RazãoInfo', 'Vetorial']));
    const reader = await t.headersFor('admin', 'configuracao:leitor');
    const linked = (await post('/v1/provedor', {}, reader)).json().rh_empresa.map((p: { nome: string }) => p.nome);
    expect(linked).toEqual(['Bitcom']);
  });

  it('gives a new provider its cities, then inserts the new ones and deletes the removed ones, leaving the kept ones as they were', async () => {
    const id = await newProvider('Provedor Cidades');
    const city = (nome: string) => ({ nome, uf: 'MG', id_empresa: id });
    const added = await post('/v1/cidade/provedor', {
      objects: [city('Itajubá'), city('Pouso Alegre'), city('Varginha')],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ insert_rh_cidade_provedor: { affected_rows: 3 } });
    expect(await citiesOf(id)).toEqual(['Itajubá', 'Pouso Alegre', 'Varginha']);
    const idsBefore = await cityIdsOf(id);

    const replaced = await post('/v1/delete/insert/cidades/provedor', {
      id_empresa: id,
      objects: [city('Varginha'), city('Lavras')],
    });
    expect(replaced.json()).toEqual({
      delete_rh_cidade_provedor: { affected_rows: 2 },
      insert_rh_cidade_provedor: { affected_rows: 1 },
    });
    expect(await citiesOf(id)).toEqual(['Lavras', 'Varginha']);
    expect((await cityIdsOf(id)).get('Varginha')).toBe(idsBefore.get('Varginha'));
  });

  /** A seeded provider, its cities as the edit screen lists them, and one of them a marketing event points at. */
  const seededWithEvent = async () => {
    const providers = (await post('/v1/provedor', {})).json().rh_empresa as {
      id: number;
      nome: string;
      ativo: boolean;
    }[];
    for (const provider of providers) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/company/cidades/${provider.id}`, headers: admin });
      const cities = res.json().rh_cidade_provedor as { id: number; nome: string; uf: string }[];
      const used = cities.find((c) => ['Belo Horizonte', 'Uberlândia', 'Cuiabá'].includes(c.nome));
      if (used)
        return { provider, cities: cities.map((c) => ({ nome: c.nome, uf: c.uf, id_empresa: provider.id })), used };
    }
    throw new Error('no seeded provider has a city with a marketing event');
  };

  it('saves a seeded provider and its unchanged cities, marketing events in them included, in one call', async () => {
    const { provider, cities } = await seededWithEvent();
    const before = await cityIdsOf(provider.id);
    const res = await post('/v1/delete/insert/cidades/provedor', {
      id_empresa: provider.id,
      object: { nome: provider.nome, ativo: provider.ativo },
      objects: cities,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      delete_rh_cidade_provedor: { affected_rows: 0 },
      insert_rh_cidade_provedor: { affected_rows: 0 },
    });
    expect(await cityIdsOf(provider.id)).toEqual(before);
  });

  it('refuses to remove a city in use with 409 naming it, and saves nothing of that edit', async () => {
    const { provider, cities, used } = await seededWithEvent();
    const before = await cityIdsOf(provider.id);
    const others = cities.filter((c) => c.nome !== used.nome);
    const res = await post('/v1/delete/insert/cidades/provedor', {
      id_empresa: provider.id,
      object: { nome: `${provider.nome} Renomeado`, ativo: provider.ativo },
      objects: [...others, { nome: 'Lavras', uf: 'MG', id_empresa: provider.id }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      `A cidade ${used.nome} - ${used.uf} está em uso e não pode ser removida do provedor.`,
    );
    expect(await cityIdsOf(provider.id)).toEqual(before);
    const names = (await post('/v1/provedor', {})).json().rh_empresa.map((p: { nome: string }) => p.nome);
    expect(names).toContain(provider.nome);
    expect(names).not.toContain(`${provider.nome} Renomeado`);
  });

  it('saves the provider and its cities together: a name already taken keeps the cities as they were', async () => {
    const id = await newProvider('Provedor Junto');
    await post('/v1/cidade/provedor', { objects: [{ nome: 'Itajubá', uf: 'MG', id_empresa: id }] });
    const res = await post('/v1/delete/insert/cidades/provedor', {
      id_empresa: id,
      object: { nome: 'Bitcom', ativo: true },
      objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: id }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await citiesOf(id)).toEqual(['Itajubá']);
    const renamed = await post('/v1/delete/insert/cidades/provedor', {
      id_empresa: id,
      object: { nome: 'Provedor Junto 2', ativo: false },
      objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: id }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await citiesOf(id)).toEqual(['Lavras']);
    const got = await t.app.inject({ method: 'GET', url: `/v1/provedor/${id}`, headers: admin });
    expect(got.json().rh_empresa[0]).toMatchObject({ nome: 'Provedor Junto 2', ativo: false });
  });

  it('refuses cities of another provider in a replacement, an unknown provider and a bad state with 400', async () => {
    const id = await newProvider('Provedor Recusas');
    expect(
      (
        await post('/v1/delete/insert/cidades/provedor', {
          id_empresa: id,
          objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: id + 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('/v1/cidade/provedor', { objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: 2_000_000 }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/v1/cidade/provedor', { objects: [{ nome: 'Lavras', uf: 'Minas', id_empresa: id }] })).statusCode,
    ).toBe(400);
    expect(await citiesOf(id)).toEqual([]);
  });

  it('refuses the cities calls without a token (401) and to who may not write settings (403)', async () => {
    const body = { objects: [] };
    expect((await t.app.inject({ method: 'POST', url: '/v1/cidade/provedor', payload: body })).statusCode).toBe(401);
    for (const headers of [await t.headersFor('rhGestor'), await t.headersFor('admin', 'configuracao:gestor')]) {
      expect((await post('/v1/cidade/provedor', body, headers)).statusCode).toBe(403);
      expect(
        (await post('/v1/delete/insert/cidades/provedor', { id_empresa: 1, objects: [] }, headers)).statusCode,
      ).toBe(403);
    }
  });
});
