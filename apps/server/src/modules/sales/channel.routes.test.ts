import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logsRh } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { channelService } from './sales.service';

type Row = {
  id: number;
  nome: string;
  bitcom: boolean;
  razao: boolean;
  vetorial: boolean;
  public: boolean;
  ativo: boolean;
};

describe('sales channels', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing', 'marketing:gestor');
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: channelService,
    manager: { account: 'marketing', role: 'marketing:gestor' },
    roles: ['marketing:leitor', 'marketing:solicitante', 'vendas:solicitante', 'vendas:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor'],
    sample: (tag) => ({ nome: tag, razao: true }),
    edit: { public: true, ativo: false },
  });

  const create = (object: Record<string, unknown>, headers = marketing) =>
    t.app.inject({ method: 'POST', url: '/v1/vendas/criar/canal', headers, payload: { object } });
  const list = async (filtro?: Record<string, unknown>): Promise<Row[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vendas/canal',
      headers: marketing,
      payload: filtro ? { filtro } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().vendas_canal;
  };

  it('refuses a call without a token with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/vendas/canal/1' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an employee without a marketing or sales role, and a candidate, with 403', async () => {
    for (const key of ['colaborador', 'candidato'] as const) {
      const headers = await t.headersFor(key);
      const res = await t.app.inject({ method: 'POST', url: '/v1/vendas/canal', headers, payload: {} });
      expect(res.statusCode).toBe(403);
      expect((await create({ nome: `Proibido ${key}` }, headers)).statusCode).toBe(403);
    }
  });

  it('acts with a sales role as well as a marketing one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vendas/canal',
      headers: await t.headersFor('marketing', 'vendas:gestor'),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('lists only Facebook and Google when asked for those names, in any case', async () => {
    const rows = await list({ nome: ['facebook', 'Google'] });
    expect(rows.map((r) => r.nome).sort()).toEqual(['Facebook', 'Google']);
  });

  it('combines the name filter with a provider flag and the active flag', async () => {
    const razao = await list({ nome: ['Facebook', 'Google', 'Instagram'], razao: true });
    expect(razao.map((r) => r.nome).sort()).toEqual(['Facebook', 'Google']);
    const inactive = await list({ ativo: false });
    expect(inactive.map((r) => r.nome)).toContain('Panfletagem');
    expect(inactive.every((r) => !r.ativo)).toBe(true);
  });

  it('creates a channel active with every other flag off by default', async () => {
    const res = await create({ nome: 'Rádio' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().insert_vendas_canal_one;
    const got = await t.app.inject({ method: 'GET', url: `/v1/vendas/canal/${id}`, headers: marketing });
    expect(got.json().vendas_canal).toEqual([
      expect.objectContaining({
        id,
        nome: 'Rádio',
        bitcom: false,
        razao: false,
        vetorial: false,
        public: false,
        ativo: true,
      }),
    ]);
    expect(Date.parse(got.json().vendas_canal[0].created_at)).not.toBeNaN();
  });

  it('refuses a channel without a name with the field message', async () => {
    const res = await create({ nome: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'object.nome', message: 'Campo obrigatório' });
  });

  it('refuses a flag that is not a boolean', async () => {
    const res = await create({ nome: 'Tipo Errado', public: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toContain('object.public');
  });

  it('refuses a duplicate channel name with 409', async () => {
    const res = await create({ nome: 'FACEBOOK' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Já existe um canal com este nome.');
  });

  it('answers 404 for an unknown channel', async () => {
    const url = '/v1/vendas/canal/999999';
    expect((await t.app.inject({ method: 'GET', url, headers: marketing })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: marketing, payload: { object: { nome: 'X' } } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: marketing })).statusCode).toBe(404);
  });

  it('records an edit in the history with the old and new values and the acting user', async () => {
    const id = (await create({ nome: 'Outdoor' })).json().insert_vendas_canal_one.id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/vendas/canal/${id}`,
      headers: marketing,
      payload: { object: { public: true, ativo: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_vendas_canal_by_pk).toMatchObject({ id, nome: 'Outdoor', public: true, ativo: false });
    const [update] = await t.database.db
      .select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, 'vendas_canal'), eq(logsRh.id_item, String(id)), eq(logsRh.operacao, 'UPDATE')));
    expect(update.id_usuario).toBe(t.accounts.marketing.usuarioId);
    expect(update.old_data).toMatchObject({ public: false, ativo: true });
    expect(update.new_data).toMatchObject({ public: true, ativo: false });
  });

  it('deletes a channel, which then is no longer listed', async () => {
    const id = (await create({ nome: 'Telemarketing' })).json().insert_vendas_canal_one.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/vendas/canal/${id}`, headers: marketing });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delete_vendas_canal_by_pk: { id } });
    expect((await list()).map((r) => r.id)).not.toContain(id);
  });
});
