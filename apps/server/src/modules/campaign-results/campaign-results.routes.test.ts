import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { vendasCampanha, vendasCampanhaResultado, vendasLead } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/hr-fixtures';

const LIST = '/v1/leads/relatorio/listar/resultado/campanha';
const CREATE = '/v1/vendas/campanha/resultado/insert';
const UPDATE = (id: number | string) => `/v1/lead/resultado/campanha/${id}`;
const OF_CHANNEL = (id: number | string) => `/v1/leads/resultado/campanha/canal/${id}`;

describe('campaign results', () => {
  let t: TestApp;
  let campaign: number;
  let bitcom: number;
  let vetorial: number;
  let facebook: number;
  let google: number;
  let instagram: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [{ id: campaign }] = await db
      .insert(vendasCampanha)
      .values({ nome: 'Resultados de teste', bitcom: true, vetorial: true })
      .returning({ id: vendasCampanha.id });
    const ids = async (table: string, names: string[]) =>
      Promise.all(
        names.map(
          async (nome) =>
            (await sqlRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where nome = ${nome}`))[0]
              .id,
        ),
      );
    [bitcom, vetorial] = await ids('rh_empresa', ['Bitcom', 'Vetorial']);
    [facebook, google, instagram] = await ids('vendas_canal', ['Facebook', 'Google', 'Instagram']);
  });
  afterAll(async () => t?.close());

  const result = (overrides: Record<string, unknown> = {}) => ({
    object: {
      id_campanha: campaign,
      id_empresa: bitcom,
      id_canal: facebook,
      periodo_inicio: '2024-03-04',
      periodo_fim: '2024-03-10',
      impressoes: 50_000,
      cliques: 1000,
      conversas_iniciadas: 20,
      investimento: 1000,
      ...overrides,
    },
  });
  const create = (overrides: Record<string, unknown> = {}) => call(t, 'POST', CREATE, 'marketing', result(overrides));

  describe('access', () => {
    const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
      ['list', 'POST', LIST, {}],
      ['channel results', 'GET', OF_CHANNEL(1), undefined],
      ['create', 'POST', CREATE, { object: {} }],
      ['update', 'PUT', UPDATE(1), { object: {} }],
    ];
    it.each(calls)(
      'refuses the %s call without a token (401) and to accounts without a sales role (403)',
      async (_name, method, url, body) => {
        expect((await call(t, method, url, null, body)).status).toBe(401);
        expect((await call(t, method, url, 'candidato', body)).status).toBe(403);
        expect((await call(t, method, url, 'colaborador', body)).status).toBe(403);
      },
    );

    it('refuses malformed input of every call with 400', async () => {
      expect((await call(t, 'POST', LIST, 'marketing', { filtro: { id: { _eq: 'um' } } })).status).toBe(400);
      expect((await call(t, 'GET', OF_CHANNEL('canal'), 'marketing')).status).toBe(400);
      expect((await call(t, 'GET', `${OF_CHANNEL(facebook)}?idCampaign=zero`, 'marketing')).status).toBe(400);
      expect((await call(t, 'POST', CREATE, 'marketing', {})).status).toBe(400);
      expect((await call(t, 'PUT', UPDATE('x'), 'marketing', result())).status).toBe(400);
      expect((await call(t, 'PUT', UPDATE(1), 'marketing', {})).status).toBe(400);
    });
  });

  describe('register', () => {
    it('saves a result, writes its period label and who entered it, and drops empty figures', async () => {
      const res = await create({
        periodo_inicio: '2024-01-29',
        periodo_fim: '2024-02-04',
        impressoes: '',
        cliques: null,
        conversas_iniciadas: undefined,
        investimento: '1.234,56',
        periodo: 'ignorado',
      });
      expect(res.status).toBe(200);
      expect(res.body.insert_vendas_campanha_resultado_one).toEqual({ id: expect.any(Number), periodo: '29 - 04/Fev' });
      const [row] = await t.database.db
        .select()
        .from(vendasCampanhaResultado)
        .where(eq(vendasCampanhaResultado.id, res.body.insert_vendas_campanha_resultado_one.id));
      expect(row).toMatchObject({
        impressoes: 0,
        cliques: 0,
        conversas_iniciadas: 0,
        investimento: '1234.56',
        id_usuario: t.accounts.marketing.usuarioId,
      });
    });

    it('takes the figures as the masked fields hold them and dates as dd/MM/yyyy', async () => {
      const res = await create({
        periodo_inicio: '05/02/2024',
        periodo_fim: '11/02/2024',
        impressoes: '1.000.000',
        cliques: '12.345',
        investimento: 'R$ 1.000.000,00',
      });
      expect(res.status).toBe(200);
      expect(res.body.insert_vendas_campanha_resultado_one.periodo).toBe('05 - 11/Fev');
    });

    it('names every missing required field in one text', async () => {
      const res = await create({ id_empresa: undefined, id_canal: null, periodo_inicio: '', periodo_fim: undefined });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Preencha os seguintes campos obrigatórios: Provedor, Período, Canal');
      const one = await create({ id_canal: undefined });
      expect(one.body.message).toBe('Preencha os seguintes campos obrigatórios: Canal');
    });

    it.each([
      ['impressoes', 'O número máximo de impressões é 1.000.000'],
      ['cliques', 'O número máximo de cliques é 1.000.000'],
      ['conversas_iniciadas', 'O número máximo de conversas iniciadas é 1.000.000'],
      ['investimento', 'O número máximo de valor investido é 1.000.000'],
    ])('refuses more than 1.000.000 in %s', async (field, message) => {
      const res = await create({ [field]: field === 'investimento' ? 1_000_000.01 : 1_000_001 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fields).toEqual([{ path: `object.${field}`, message }]);
    });

    it('refuses a figure that is not a number, a date that is not dd/MM/yyyy and a period that ends before it starts', async () => {
      expect((await create({ cliques: '12a' })).body.message).toBe('O valor 12a não é um número válido');
      expect((await create({ impressoes: -3 })).body.message).toBe('O valor -3 não é um número válido');
      expect((await create({ cliques: 1.5 })).body.message).toBe('O valor 1.5 não é um número válido');
      expect((await create({ investimento: '10,005' })).body.message).toBe('O valor 10,005 não é um número válido');
      expect((await create({ periodo_inicio: '31/02/2024' })).body.message).toBe(
        'Data inválida no formato esperado (dd/MM/yyyy)',
      );
      expect((await create({ periodo_inicio: '10/03/2024', periodo_fim: '04/03/2024' })).body.message).toBe(
        'Intervalo de datas inválido.',
      );
    });

    it('refuses a channel that is not Facebook or Google of the provider, an unknown provider and an unknown campaign', async () => {
      const wrong = await create({ id_canal: instagram });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(TEXT.channelNotAllowed);
      expect((await create({ id_empresa: 99_999 })).body.message).toBe(TEXT.providerNotFound);
      expect((await create({ id_campanha: 99_999 })).body.message).toBe(TEXT.campaignNotFound);
    });

    it('refuses a period that shares a day with another result of the same campaign, channel and provider', async () => {
      expect((await create({ periodo_inicio: '2024-04-01', periodo_fim: '2024-04-07' })).status).toBe(200);
      const overlap = await create({ periodo_inicio: '2024-04-07', periodo_fim: '2024-04-13' });
      expect(overlap.status).toBe(409);
      expect(overlap.body.message).toBe(TEXT.overlap);
      expect((await create({ periodo_inicio: '2024-04-07', periodo_fim: '2024-04-13', id_canal: google })).status).toBe(
        200,
      );
      expect(
        (await create({ periodo_inicio: '2024-04-07', periodo_fim: '2024-04-13', id_empresa: vetorial })).status,
      ).toBe(200);
    });
  });

  describe('list and edit', () => {
    let id: number;
    beforeAll(async () => {
      id = (
        await create({
          periodo_inicio: '2024-05-06',
          periodo_fim: '2024-05-12',
          impressoes: 10_000,
          cliques: 400,
          investimento: 600,
        })
      ).body.insert_vendas_campanha_resultado_one.id;
      const lead = (
        n: number,
        createdAt: string,
        sold?: number,
        overrides: Partial<typeof vendasLead.$inferInsert> = {},
      ) => ({
        nome: `Lead ${n}`,
        telefone: '31999990000',
        cpf: String(90_000_000_000 + n),
        id_empresa: bitcom,
        id_campanha: campaign,
        id_canal: facebook,
        origem: 'manual' as const,
        status: sold ? ('vendido' as const) : ('perdido' as const),
        valor_venda: sold ? sold.toFixed(2) : null,
        created_at: new Date(createdAt),
        ...overrides,
      });
      await t.database.db.insert(vendasLead).values([
        lead(1, '2024-05-06T03:00:00Z', 1200), // 00:00 of 6 May in São Paulo: in
        lead(2, '2024-05-06T02:59:59Z', 900), // 23:59:59 of 5 May in São Paulo: out
        lead(3, '2024-05-13T02:59:59Z'), // 23:59:59 of 12 May in São Paulo: in
        lead(4, '2024-05-13T03:00:00Z'), // 13 May: out
        lead(5, '2024-05-08T15:00:00Z', 300), // in
        lead(6, '2024-05-08T15:00:00Z', 500, { id_canal: google }), // another channel: out
        lead(7, '2024-05-08T15:00:00Z', 500, { id_empresa: vetorial }), // another provider: out
      ]);
    });

    it('lists the results of a campaign with the leads, sales and revenue of each period and its costs', async () => {
      const res = await call(t, 'POST', LIST, 'marketing', { filtro: { id_campanha: { _eq: campaign } } });
      expect(res.status).toBe(200);
      const rows = res.body.relatorio_listar_resultado_campanha;
      expect(rows.every((r: { id_campanha: number }) => r.id_campanha === campaign)).toBe(true);
      expect(rows[0]).toMatchObject({
        id,
        periodo: '06 - 12/Mai',
        provedor: 'Bitcom',
        canal: 'Facebook',
        total_impressoes: 10_000,
        total_cliques: 400,
        valor_investido: 600,
        total_leads: 3, // leads 1, 3 and 5
        total_vendas: 2, // leads 1 and 5
        faturamento: 1500, // 1200 + 300
        custo_por_clique: 1.5, // 600 / 400
        custo_por_leads: 200, // 600 / 3
      });
    });

    it('reads one result by its id and lists the periods entered on a channel', async () => {
      const one = await call(t, 'POST', LIST, 'marketing', { filtro: { id: { _eq: id } } });
      expect(one.body.relatorio_listar_resultado_campanha).toHaveLength(1);
      const ofChannel = await call(
        t,
        'GET',
        `${OF_CHANNEL(facebook)}?idCampaign=${campaign}&idEmpresa=${bitcom}`,
        'marketing',
      );
      expect(ofChannel.status).toBe(200);
      expect(ofChannel.body.vendas_campanha_resultado[0]).toEqual({
        id,
        periodo: '06 - 12/Mai',
        periodo_inicio: '2024-05-06',
        periodo_fim: '2024-05-12',
        id_canal: facebook,
        id_empresa: bitcom,
        campanha: { id: campaign, nome: 'Resultados de teste' },
      });
      const all = await call(t, 'GET', OF_CHANNEL(facebook), 'marketing');
      expect(all.body.vendas_campanha_resultado.length).toBeGreaterThan(
        ofChannel.body.vendas_campanha_resultado.length,
      );
    });

    it('edits a result, records who edited it, and an emptied figure becomes zero', async () => {
      const res = await call(t, 'PUT', UPDATE(id), 'marketing', {
        object: {
          id_empresa: bitcom,
          id_canal: facebook,
          periodo_inicio: '2024-05-06',
          periodo_fim: '2024-05-13',
          impressoes: '',
          cliques: 500,
          investimento: '750,00',
          id_usuario_updater: 1,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.update_vendas_campanha_resultado_by_pk).toEqual({ id, periodo: '06 - 13/Mai' });
      const [row] = await t.database.db
        .select()
        .from(vendasCampanhaResultado)
        .where(eq(vendasCampanhaResultado.id, id));
      expect(row).toMatchObject({
        impressoes: 0,
        cliques: 500,
        investimento: '750.00',
        id_usuario_updater: t.accounts.marketing.usuarioId,
      });
    });

    it('applies the limits and required fields on edit too', async () => {
      const over = await call(t, 'PUT', UPDATE(id), 'marketing', {
        object: {
          id_empresa: bitcom,
          id_canal: facebook,
          periodo_inicio: '2024-05-06',
          periodo_fim: '2024-05-12',
          cliques: '1.000.001',
        },
      });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('O número máximo de cliques é 1.000.000');
      const missing = await call(t, 'PUT', UPDATE(id), 'marketing', {
        object: { periodo_inicio: '2024-05-06', periodo_fim: '2024-05-12' },
      });
      expect(missing.body.message).toBe('Preencha os seguintes campos obrigatórios: Provedor, Canal');
    });

    it('answers 404 for a result that does not exist', async () => {
      const res = await call(t, 'PUT', UPDATE(999_999), 'marketing', result());
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TEXT.resultNotFound);
    });
  });

  it('lists the demo results of every campaign', async () => {
    const res = await call(t, 'POST', LIST, 'admin', null);
    expect(res.status).toBe(200);
    expect(res.body.relatorio_listar_resultado_campanha.length).toBeGreaterThan(300);
  });
});
