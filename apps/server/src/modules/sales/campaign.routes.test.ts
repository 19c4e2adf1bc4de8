import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logsRh } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isUniqueViolation } from '../../db/pg-errors';
import { campaignService } from './sales.service';

describe('sales campaigns', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing', 'marketing:gestor');
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: campaignService,
    manager: { account: 'marketing', role: 'marketing:gestor' },
    roles: ['marketing:leitor', 'marketing:solicitante', 'vendas:solicitante', 'vendas:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor'],
    sample: (tag) => ({ nome: tag, bitcom: true }),
    edit: { vetorial: true, ativo: false },
  });

  const create = (object: Record<string, unknown>, headers = marketing) =>
    t.app.inject({ method: 'POST', url: '/v1/vendas/criar/campanha', headers, payload: { object } });
  const list = (filtro?: Record<string, unknown>, headers = marketing) =>
    t.app.inject({ method: 'POST', url: '/v1/vendas/campanha', headers, payload: filtro ? { filtro } : {} });

  it('refuses a call without a token with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/vendas/campanha', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an employee without a marketing or sales role, and a candidate, with 403', async () => {
    for (const key of ['colaborador', 'candidato'] as const) {
      const headers = await t.headersFor(key);
      expect((await list(undefined, headers)).statusCode).toBe(403);
      expect((await create({ nome: `Proibida ${key}` }, headers)).statusCode).toBe(403);
    }
  });

  it('lets a reader list but not create, and a requester create but not delete', async () => {
    const reader = await t.headersFor('admin', 'marketing:leitor');
    expect((await list(undefined, reader)).statusCode).toBe(200);
    expect((await create({ nome: 'Leitura apenas' }, reader)).statusCode).toBe(403);

    const requester = await t.headersFor('admin', 'vendas:solicitante');
    const created = await create({ nome: 'Do solicitante' }, requester);
    expect(created.statusCode).toBe(200);
    const id = created.json().insert_vendas_campanha_one.id;
    const removal = await t.app.inject({ method: 'DELETE', url: `/v1/vendas/campanha/${id}`, headers: requester });
    expect(removal.statusCode).toBe(403);
  });

  it('lists the demo campaigns newest first', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json().vendas_campanha as { id: number; created_at: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const keys = rows.map((r) => [r.created_at, r.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0].localeCompare(a[0])));
    expect(keys).toEqual(sorted);
  });

  it('accepts a list call without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/vendas/campanha', headers: marketing });
    expect(res.statusCode).toBe(200);
    expect(res.json().vendas_campanha.length).toBeGreaterThan(0);
  });

  it('creates a campaign with the defaults: provider flags and API off, active on', async () => {
    const res = await create({ nome: '  Campanha Padrão  ' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().insert_vendas_campanha_one;
    const got = await t.app.inject({ method: 'GET', url: `/v1/vendas/campanha/${id}`, headers: marketing });
    expect(got.statusCode).toBe(200);
    expect(got.json().vendas_campanha).toEqual([
      expect.objectContaining({
        id,
        nome: 'Campanha Padrão',
        bitcom: false,
        razao: false,
        vetorial: false,
        api: false,
        ativo: true,
      }),
    ]);
  });

  it('refuses a campaign without a name with the required message under the field', async () => {
    for (const object of [{}, { nome: '' }, { nome: '   ' }]) {
      const res = await create(object);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Campo obrigatório');
      expect(body.fields).toContainEqual({ path: 'object.nome', message: 'Campo obrigatório' });
    }
  });

  it('refuses a name longer than 120 characters', async () => {
    const res = await create({ nome: 'x'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'object.nome', message: 'Utilize no máximo 120 caracteres.' });
  });

  it('refuses a second campaign with the same name in another case with 409', async () => {
    expect((await create({ nome: 'Campanha Única' })).statusCode).toBe(200);
    const res = await create({ nome: 'campanha única' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Já existe uma campanha com este nome.');
  });

  it('recognises the unique index refusal the name check cannot see in a race', async () => {
    await campaignService.repository.insert(t.database.db, { nome: 'Corrida' });
    const error = await campaignService.repository.insert(t.database.db, { nome: 'CORRIDA' }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses renaming a campaign to the name of another with 409', async () => {
    const a = (await create({ nome: 'Renomear A' })).json().insert_vendas_campanha_one.id;
    await create({ nome: 'Renomear B' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/vendas/campanha/${a}`,
      headers: marketing,
      payload: { object: { nome: 'RENOMEAR B' } },
    });
    expect(res.statusCode).toBe(409);
  });

  it('filters by active and by provider flag', async () => {
    await create({ nome: 'Filtro Razão Inativa', razao: true, ativo: false });
    const inactive = (await list({ ativo: false })).json().vendas_campanha as { ativo: boolean; nome: string }[];
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((c) => !c.ativo)).toBe(true);
    const razao = (await list({ razao: true, ativo: false })).json().vendas_campanha as {
      id: number;
      razao: boolean;
      ativo: boolean;
      nome: string;
    }[];
    expect(razao.map((c) => c.nome)).toContain('Filtro Razão Inativa');
    expect(razao.every((c) => c.razao && !c.ativo)).toBe(true);
    const one = (await list({ id: razao[0].id })).json().vendas_campanha;
    expect(one).toHaveLength(1);
  });

  it('answers 404 for an unknown campaign on read, edit and delete', async () => {
    const url = '/v1/vendas/campanha/999999';
    expect((await t.app.inject({ method: 'GET', url, headers: marketing })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: marketing, payload: { object: { ativo: false } } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: marketing })).statusCode).toBe(404);
  });

  it('refuses an id that is not a positive number with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/vendas/campanha/abc', headers: marketing });
    expect(res.statusCode).toBe(400);
  });

  it('deactivates a campaign with only the active flag and keeps the rest', async () => {
    const id = (await create({ nome: 'Para Desativar', bitcom: true })).json().insert_vendas_campanha_one.id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/vendas/campanha/${id}`,
      headers: marketing,
      payload: { object: { ativo: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().update_vendas_campanha_by_pk).toMatchObject({
      id,
      nome: 'Para Desativar',
      bitcom: true,
      ativo: false,
    });
  });

  it('records an edit in the history with the old and new values and the acting user', async () => {
    const id = (await create({ nome: 'Histórico Antes' })).json().insert_vendas_campanha_one.id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/vendas/campanha/${id}`,
      headers: marketing,
      payload: { object: { nome: 'Histórico Depois', vetorial: true } },
    });
    expect(res.statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, 'vendas_campanha'), eq(logsRh.id_item, String(id))))
      .orderBy(logsRh.id);
    expect(entries.map((e) => e.operacao)).toEqual(['INSERT', 'UPDATE']);
    const update = entries[1];
    expect(update.id_usuario).toBe(t.accounts.marketing.usuarioId);
    expect(update.old_data).toMatchObject({ nome: 'Histórico Antes', vetorial: false });
    expect(update.new_data).toMatchObject({ nome: 'Histórico Depois', vetorial: true });
  });

  it('deletes a campaign, which then is no longer found', async () => {
    const id = (await create({ nome: 'Para Excluir' })).json().insert_vendas_campanha_one.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/vendas/campanha/${id}`, headers: marketing });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delete_vendas_campanha_by_pk: { id } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/vendas/campanha/${id}`, headers: marketing })).statusCode,
    ).toBe(404);
  });
});
