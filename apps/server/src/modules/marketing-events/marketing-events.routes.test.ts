import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { cidadeProvedor } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const URL = '/v1/marketing/eventos';
const DATES_ORDER = 'A data de fim do evento deve ser maior ou igual à data de início.';

type Headers = Record<string, string>;

describe('marketing events', () => {
  let t: TestApp;
  let marketing: Headers;
  let admin: Headers;
  let bh: number;
  let cuiaba: number;
  const event = () => ({
    evento: 'Feira de Provedores',
    site_evento: 'https://feira.example.com.br',
    data_inicio: '2026-08-10',
    data_fim: '2026-08-12',
    local: 'Expominas',
    endereco: 'Av. Amazonas, 6030',
    cidade: bh,
    status: true,
  });

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing');
    admin = await t.headersFor('admin');
    const cities = await t.database.db
      .select({ id: cidadeProvedor.id, nome: cidadeProvedor.nome })
      .from(cidadeProvedor);
    bh = cities.find((c) => c.nome === 'Belo Horizonte')!.id;
    cuiaba = cities.find((c) => c.nome === 'Cuiabá')!.id;
  });
  afterAll(async () => t?.close());

  const list = (headers: Headers = marketing) => t.app.inject({ method: 'GET', url: URL, headers });
  const get = (id: number | string, headers: Headers = marketing) =>
    t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers });
  const create = (payload: object, headers: Headers = marketing) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });
  const patch = (id: number | string, object: object, headers: Headers = marketing) =>
    t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers, payload: { object } });
  const remove = (id: number | string, headers: Headers = marketing) =>
    t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
  const created = async (payload: object = event()) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_marketing_eventos_one.id as number;
  };
  const read = async (id: number) => (await get(id)).json().rh_marketing_eventos[0];

  it('keeps the spec paths and methods, each with its action', () => {
    expect(Object.values(API).map((e) => `${e.method} ${e.path} ${e.access}`)).toEqual([
      'GET /v1/marketing/eventos event.list',
      'GET /v1/marketing/eventos/:id event.list',
      'POST /v1/marketing/eventos event.create',
      'PATCH /v1/marketing/eventos/:id event.edit',
      'DELETE /v1/marketing/eventos/:id event.delete',
    ]);
  });

  it('refuses every call without a token with 401', async () => {
    for (const res of [
      await list({}),
      await get(1, {}),
      await create(event(), {}),
      await patch(1, { status: false }, {}),
      await remove(1, {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses every call to an employee without a marketing role and to a candidate with 403', async () => {
    for (const key of ['colaborador', 'candidato', 'rhGestor'] as const) {
      const headers = await t.headersFor(key);
      for (const res of [
        await list(headers),
        await get(1, headers),
        await create(event(), headers),
        await patch(1, { status: false }, headers),
        await remove(1, headers),
      ]) {
        expect(res.statusCode, key).toBe(403);
      }
    }
  });

  it('lets a marketing reader list but not create, and a requester create and edit', async () => {
    const reader = await t.headersFor('admin', 'marketing:leitor');
    expect((await list(reader)).statusCode).toBe(200);
    expect((await create(event(), reader)).statusCode).toBe(403);
    const requester = await t.headersFor('admin', 'marketing:solicitante');
    const res = await create(event(), requester);
    expect(res.statusCode).toBe(200);
    expect((await patch(res.json().insert_rh_marketing_eventos_one.id, { status: false }, requester)).statusCode).toBe(
      200,
    );
  });

  it('lists the demo events newest first with the name of their city', async () => {
    const rows = (await list()).json().rh_marketing_eventos as {
      id: number;
      created_at: string;
      cidade_provedor: { nome: string };
      evento: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.find((r) => r.evento === 'Festival de Inverno Vetorial')?.cidade_provedor).toEqual({ nome: 'Cuiabá' });
    const keys = rows.map((r) => [r.created_at, r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0].localeCompare(a[0]))));
  });

  it('creates an event from the form keys and answers it under the column names', async () => {
    const id = await created();
    expect(await read(id)).toEqual({
      id,
      created_at: expect.any(String),
      evento: 'Feira de Provedores',
      data_inicio: '2026-08-10',
      data_fim: '2026-08-12',
      nome_do_local: 'Expominas',
      endereco_do_local: 'Av. Amazonas, 6030',
      cidade: bh,
      cidade_provedor: { nome: 'Belo Horizonte' },
      site_evento: 'https://feira.example.com.br',
      status: true,
    });
  });

  it('creates an event without a site, active unless told otherwise', async () => {
    const { status: _status, ...withoutStatus } = event();
    const id = await created({ ...withoutStatus, site_evento: '' });
    expect(await read(id)).toMatchObject({ site_evento: null, status: true });
  });

  it('asks for every required field with the generic message', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path).sort()).toEqual([
      'cidade',
      'data_fim',
      'data_inicio',
      'endereco',
      'evento',
      'local',
    ]);
    expect(fields.every((f) => f.message === 'Campo obrigatório')).toBe(true);
  });

  it('refuses a site that is not an http(s) address, a malformed date and an unknown city with 400', async () => {
    const site = await create({ ...event(), site_evento: 'ftp://feira.example.com' });
    expect(site.statusCode).toBe(400);
    expect(site.json().fields).toEqual([{ path: 'site_evento', message: 'Link inválido' }]);
    const date = await create({ ...event(), data_inicio: '10/08/2026' });
    expect(date.json().fields).toEqual([{ path: 'data_inicio', message: 'Data inválida' }]);
    const city = await create({ ...event(), cidade: 999999 });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toMatchObject({
      message: 'Cidade não encontrada.',
      fields: [{ path: 'cidade', message: 'Cidade não encontrada.' }],
    });
  });

  it('refuses an end before the start through the valida_datas check, on create and on an edit of one date', async () => {
    const res = await create({ ...event(), data_inicio: '2026-08-12', data_fim: '2026-08-10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: DATES_ORDER, fields: [{ path: 'data_fim', message: DATES_ORDER }] });
    const id = await created();
    const edit = await patch(id, { data_fim: '2026-08-01' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      message: DATES_ORDER,
      fields: [{ path: 'object.data_fim', message: DATES_ORDER }],
    });
    expect(await read(id)).toMatchObject({ data_fim: '2026-08-12' });
    expect((await patch(id, { data_fim: '2026-08-10' })).statusCode).toBe(200);
  });

  it("takes the status toggle's spelling of the fields (nome_do_local, endereco_do_local, site_do_evento)", async () => {
    const id = await created();
    const row = await read(id);
    const res = await patch(id, {
      cidade: row.cidade,
      endereco_do_local: 'Rua Nova, 10',
      evento: row.evento,
      nome_do_local: 'Centro de Convenções',
      site_do_evento: null,
      data_fim: row.data_fim,
      data_inicio: row.data_inicio,
      status: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_rh_marketing_eventos_by_pk).toMatchObject({
      id,
      nome_do_local: 'Centro de Convenções',
      endereco_do_local: 'Rua Nova, 10',
      site_evento: null,
      status: false,
    });
  });

  it("takes the edit form's spelling of the fields (local, endereco, site_evento) and a new city", async () => {
    const id = await created();
    const res = await patch(id, {
      ...event(),
      local: 'Arena',
      endereco: 'Av. do CPA, 1',
      site_evento: 'http://arena.example.com',
      cidade: cuiaba,
      evento: 'Feira Renomeada',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_rh_marketing_eventos_by_pk).toMatchObject({
      nome_do_local: 'Arena',
      endereco_do_local: 'Av. do CPA, 1',
      site_evento: 'http://arena.example.com',
      cidade: cuiaba,
      cidade_provedor: { nome: 'Cuiabá' },
      evento: 'Feira Renomeada',
    });
  });

  it('refuses one field sent under both spellings with two values, and an edit with a blank name', async () => {
    const id = await created();
    const twice = await patch(id, { local: 'A', nome_do_local: 'B' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([{ path: 'object.local', message: 'Dados inválidos.' }]);
    const blank = await patch(id, { evento: '  ' });
    expect(blank.json().fields).toEqual([{ path: 'object.evento', message: 'Campo obrigatório' }]);
    expect((await patch(id, { cidade: 999999 })).json().fields).toEqual([
      { path: 'object.cidade', message: 'Cidade não encontrada.' },
    ]);
  });

  it('answers 404 for an unknown event, and 400 for an id that is not a number', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await patch(999999, { status: false })).statusCode).toBe(404);
    expect((await remove(999999, admin)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await patch('abc', { status: false })).statusCode).toBe(400);
    expect((await remove('abc', admin)).statusCode).toBe(400);
  });

  it('lets only the superadmin delete an event', async () => {
    const id = await created();
    expect((await remove(id)).statusCode).toBe(403);
    expect((await remove(id, await t.headersFor('admin', 'marketing:gestor'))).statusCode).toBe(403);
    const res = await remove(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delete_rh_marketing_eventos_by_pk: { id } });
    expect((await get(id)).statusCode).toBe(404);
  });

  it('shows the history of an event with the names of its cities and who edited it', async () => {
    const id = await created();
    expect((await patch(id, { cidade: cuiaba, status: false })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/log/history',
      headers: marketing,
      payload: { tabelas: 'rh_marketing_eventos', id_item: id },
    });
    expect(res.statusCode).toBe(200);
    const { rh_logs_rh, nomes } = res.json();
    expect(rh_logs_rh.map((e: { operacao: string }) => e.operacao)).toEqual(['UPDATE', 'INSERT']);
    expect(rh_logs_rh[0]).toMatchObject({
      id_usuario: t.accounts.marketing.usuarioId,
      old_data: { cidade: bh, status: true },
      new_data: { cidade: cuiaba, status: false },
    });
    expect(nomes.cidade).toEqual({ [bh]: 'Belo Horizonte', [cuiaba]: 'Cuiabá' });
  });
});
