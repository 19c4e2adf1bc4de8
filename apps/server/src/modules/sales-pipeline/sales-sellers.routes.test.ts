import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_API } from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import { SELLERS_API as API } from '@intranet/shared/sales/sellers.contract';
import type { SellerTeamResponse, TeamSeller } from '@intranet/shared/sales/sellers.schemas';
import { empresa } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the sellers of a provider and its sales settings', () => {
  let t: TestApp;
  let provider: number;
  let vendedorId: number;
  let marketingId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: provider }] = await t.database.db
      .insert(empresa)
      .values({ nome: 'Provedor da Equipe' })
      .returning({ id: empresa.id });
    const ids = await sqlRows<{ email: string; id: number }>(
      t.database.db,
      sql`select email, id from rh_usuario where email in ('vendedor@demo.intranet', 'marketing@demo.intranet')`,
    );
    vendedorId = ids.find((r) => r.email.startsWith('vendedor'))!.id;
    marketingId = ids.find((r) => r.email.startsWith('marketing'))!.id;
  });
  afterAll(async () => t?.close());

  type Who = 'marketing' | 'vendedor' | 'colaborador';
  const send = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    query?: Record<string, string>,
  ) => t.app.inject({ method, url, payload, query, headers: await t.headersFor(who) });
  const json = <T>(res: { statusCode: number; body: string }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body) as T;
  };
  const team = async (who: Who = 'marketing') =>
    json<SellerTeamResponse>(await send('GET', API.list.path, who, undefined, { id_empresa: String(provider) }));
  const one = (id: number) => API.update.path.replace(':id', String(id));

  it('lets only a manager add sellers, and each employee once per provider', async () => {
    expect(
      (await send('POST', API.add.path, 'vendedor', { id_usuario: vendedorId, id_empresa: provider })).statusCode,
    ).toBe(403);
    const added = json<TeamSeller>(
      await send('POST', API.add.path, 'marketing', { id_usuario: vendedorId, id_empresa: provider }),
    );
    expect(added).toMatchObject({ id_usuario: vendedorId, ativo: true, abertos: 0, proximo: true });
    const twice = await send('POST', API.add.path, 'marketing', { id_usuario: vendedorId, id_empresa: provider });
    expect(json<{ message: string }>(twice, 409).message).toBe(MSG.sellerTaken);
    const bad = await send('POST', API.add.path, 'marketing', { id_empresa: provider });
    expect(json<{ fields: { path: string; message: string }[] }>(bad, 400).fields).toEqual([
      { path: 'id_usuario', message: MSG.employeeRequired },
    ]);
  });

  it('offers as candidates the active employees not yet sellers of the provider', async () => {
    const res = json<{ funcionarios: { id: number }[] }>(
      await send('GET', API.candidates.path, 'marketing', undefined, { id_empresa: String(provider), busca: 'Marina' }),
    );
    expect(res.funcionarios.map((f) => f.id)).toEqual([marketingId]);
    const none = json<{ funcionarios: { id: number }[] }>(
      await send('GET', API.candidates.path, 'marketing', undefined, { id_empresa: String(provider), busca: 'Vítor' }),
    );
    expect(none.funcionarios).toEqual([]);
    expect(
      (await send('GET', API.candidates.path, 'vendedor', undefined, { id_empresa: String(provider) })).statusCode,
    ).toBe(403);
  });

  it('shows the load and the turn of the round-robin, which the new leads follow', async () => {
    json(await send('POST', API.add.path, 'marketing', { id_usuario: marketingId, id_empresa: provider }));
    // Coverage for the provider, so that the registered leads are feasible and go to a seller.
    await t.database.db.execute(
      sql`insert into vendas_cobertura (id_empresa, cidade, uf, cep_inicio, cep_fim) values (${provider}, 'Betim', 'MG', '32600000', '32699999')`,
    );
    let list = await team('vendedor');
    expect(list.total).toBe(2);
    const first = list.vendedores.find((s) => s.proximo)!;
    const lead = json<{ vendedor: { nome: string } | null }>(
      await send('POST', PIPELINE_API.register.path, 'colaborador', {
        nome: 'Pessoa do Rodízio',
        email: '',
        telefone: '(31) 98777-6655',
        cpf: '52998224725',
        cep: '32600-100',
        logradouro: 'Rua Um',
        numero: '1',
        bairro: 'Centro',
        cidade: 'Betim',
        uf: 'MG',
        id_empresa: provider,
      }),
    );
    expect(lead.vendedor?.nome).toBe(first.nome);
    list = await team();
    const took = list.vendedores.find((s) => s.id === first.id)!;
    expect(took).toMatchObject({ abertos: 1, proximo: false });
    expect(took.ultima_atribuicao).not.toBeNull();
    expect(list.vendedores.filter((s) => s.proximo).map((s) => s.id)).not.toContain(first.id);
  });

  it('takes a seller out of the rotation and back, and removes them', async () => {
    const list = await team();
    const next = list.vendedores.find((s) => s.proximo)!;
    expect((await send('PATCH', one(next.id), 'vendedor', { ativo: false })).statusCode).toBe(403);
    const off = json<TeamSeller>(await send('PATCH', one(next.id), 'marketing', { ativo: false }));
    expect(off).toMatchObject({ ativo: false, proximo: false });
    const other = (await team()).vendedores.find((s) => s.id !== next.id)!;
    expect(other.proximo).toBe(true);
    json(await send('PATCH', one(next.id), 'marketing', { ativo: true }));
    json(await send('DELETE', one(next.id), 'marketing'));
    expect((await send('DELETE', one(next.id), 'marketing')).statusCode).toBe(404);
    expect((await team()).total).toBe(1);
  });

  it('lets a manager change the SLA and the referral bonus, and a seller only read them', async () => {
    const path = PIPELINE_API.saveSettings.path.replace(':id_empresa', String(provider));
    const settings = {
      sla_novo_horas: 2,
      sla_upgrade_horas: 48,
      sla_downgrade_horas: 12,
      tentativas_max: 3,
      bonus_indicacao: 25.5,
    };
    expect((await send('PUT', path, 'vendedor', settings)).statusCode).toBe(403);
    const bad = await send('PUT', path, 'marketing', { ...settings, sla_novo_horas: 0 });
    expect(json<{ fields: { path: string; message: string }[] }>(bad, 400).fields).toEqual([
      { path: 'sla_novo_horas', message: MSG.slaInvalid },
    ]);
    expect(json(await send('PUT', path, 'marketing', settings))).toMatchObject(settings);
    expect(json(await send('GET', path, 'vendedor'))).toMatchObject({ ...settings, id_empresa: provider });
  });
});
