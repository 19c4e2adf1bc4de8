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

  const post = (url: string, payload: unknown, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload: payload as never });
  const citiesOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/company/cidades/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return (res.json().rh_cidade_provedor as { nome: string }[]).map((c) => c.nome).sort();
  };
  const newProvider = async (nome: string) => (await post('/v1/criar/provedor', { object: { nome, ativo: true } })).json().insert_rh_empresa_one.id as number;

  it('lists every provider for the superadmin and only the companies linked to the user otherwise', async () => {
    const all = (await post('/v1/provedor', {})).json().rh_empresa.map((p: { nome: string }) => p.nome);
    expect(all).toEqual(expect.arrayContaining(['Bitcom', 'RazãoInfo', 'Vetorial']));
    const reader = await t.headersFor('admin', 'configuracao:leitor');
    const linked = (await post('/v1/provedor', {}, reader)).json().rh_empresa.map((p: { nome: string }) => p.nome);
    expect(linked).toEqual(['Bitcom']);
  });

  it('gives a new provider its cities, then replaces them all in one call', async () => {
    const id = await newProvider('Provedor Cidades');
    const city = (nome: string) => ({ nome, uf: 'MG', id_empresa: id });
    const added = await post('/v1/cidade/provedor', { objects: [city('Itajubá'), city('Pouso Alegre'), city('Varginha')] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ insert_rh_cidade_provedor: { affected_rows: 3 } });
    expect(await citiesOf(id)).toEqual(['Itajubá', 'Pouso Alegre', 'Varginha']);

    const replaced = await post('/v1/delete/insert/cidades/provedor', { id_empresa: id, objects: [city('Varginha'), city('Lavras')] });
    expect(replaced.json()).toEqual({ delete_rh_cidade_provedor: { affected_rows: 3 }, insert_rh_cidade_provedor: { affected_rows: 2 } });
    expect(await citiesOf(id)).toEqual(['Lavras', 'Varginha']);
  });

  it('refuses cities of another provider in a replacement, an unknown provider and a bad state with 400', async () => {
    const id = await newProvider('Provedor Recusas');
    expect((await post('/v1/delete/insert/cidades/provedor', { id_empresa: id, objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: id + 1 }] })).statusCode).toBe(400);
    expect((await post('/v1/cidade/provedor', { objects: [{ nome: 'Lavras', uf: 'MG', id_empresa: 2_000_000 }] })).statusCode).toBe(400);
    expect((await post('/v1/cidade/provedor', { objects: [{ nome: 'Lavras', uf: 'Minas', id_empresa: id }] })).statusCode).toBe(400);
    expect(await citiesOf(id)).toEqual([]);
  });

  it('refuses the cities calls without a token (401) and to who may not write settings (403)', async () => {
    const body = { objects: [] };
    expect((await t.app.inject({ method: 'POST', url: '/v1/cidade/provedor', payload: body })).statusCode).toBe(401);
    for (const headers of [await t.headersFor('rhGestor'), await t.headersFor('admin', 'configuracao:gestor')]) {
      expect((await post('/v1/cidade/provedor', body, headers)).statusCode).toBe(403);
      expect((await post('/v1/delete/insert/cidades/provedor', { id_empresa: 1, objects: [] }, headers)).statusCode).toBe(403);
    }
  });
});
