import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { type MetricSums, computeMetrics } from '@intranet/shared/campaign-results/report-metrics';
import { vendasCampanha, vendasLead } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/hr-fixtures';

const BASE = '/v1/leads/relatorio';
const sums = (s: Partial<MetricSums>): MetricSums => ({
  investimento: 0,
  impressoes: 0,
  cliques: 0,
  conversas_iniciadas: 0,
  leads: 0,
  vendas: 0,
  faturamento: 0,
  ...s,
});

/**
 * One campaign with results chosen by hand, read as of 20 March 2024:
 *   R1 Bitcom Facebook 04–10 Mar: 1000 invested, 50 000 impressions, 1000 clicks, 20 conversations; leads L1 (sold 1200), L3, L5 (sold 800)
 *   R2 Bitcom Google 04–10 Mar: 500, 20 000, 0 clicks; lead L7
 *   R3 Bitcom Facebook 05–11 Feb: 300, 0 impressions, 10 clicks; no lead
 *   R4 Vetorial Facebook 11–17 Mar: 200, 10 000, 100, 5; leads L8 (sold 500), L9
 *   R5 Bitcom Facebook 04–10 Dec 2023: 999, 1 lead sold 100 (before the three months; the sixth latest week)
 *   R6 Bitcom Facebook 25–31 Mar: 5000 (after the reference day)
 *   R7, R8 Bitcom Facebook 08–14 and 15–21 Jan: 100, 1000, 50 each; no lead
 * plus leads the report must not count: a second before 04 Mar in São Paulo, a second after 10 Mar.
 */
describe('results report', () => {
  let t: TestApp;
  let campaign: number;
  let bitcom: number;
  let vetorial: number;
  let razao: number;
  const q = () => `?idCampaign=${campaign}&referencia=2024-03-20`;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [{ id: campaign }] = await db
      .insert(vendasCampanha)
      .values({ nome: 'Campanha do relatório', bitcom: true, vetorial: true })
      .returning({ id: vendasCampanha.id });
    const idOf = async (table: string, nome: string) =>
      (await sqlRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where nome = ${nome}`))[0].id;
    [bitcom, vetorial, razao] = await Promise.all(
      ['Bitcom', 'Vetorial', 'RazãoInfo'].map((n) => idOf('rh_empresa', n)),
    );
    const [facebook, google] = await Promise.all(['Facebook', 'Google'].map((n) => idOf('vendas_canal', n)));
    const results: [number, number, string, string, number, number, number, number][] = [
      [bitcom, facebook, '2024-03-04', '2024-03-10', 1000, 50_000, 1000, 20],
      [bitcom, google, '2024-03-04', '2024-03-10', 500, 20_000, 0, 0],
      [bitcom, facebook, '2024-02-05', '2024-02-11', 300, 0, 10, 0],
      [vetorial, facebook, '2024-03-11', '2024-03-17', 200, 10_000, 100, 5],
      [bitcom, facebook, '2023-12-04', '2023-12-10', 999, 1000, 10, 0],
      [bitcom, facebook, '2024-03-25', '2024-03-31', 5000, 1000, 10, 0],
      [bitcom, facebook, '2024-01-08', '2024-01-14', 100, 1000, 50, 0],
      [bitcom, facebook, '2024-01-15', '2024-01-21', 100, 1000, 50, 0],
    ];
    for (const [
      id_empresa,
      id_canal,
      periodo_inicio,
      periodo_fim,
      investimento,
      impressoes,
      cliques,
      conversas_iniciadas,
    ] of results) {
      const res = await call(t, 'POST', '/v1/vendas/campanha/resultado/insert', 'marketing', {
        object: {
          id_campanha: campaign,
          id_empresa,
          id_canal,
          periodo_inicio,
          periodo_fim,
          investimento,
          impressoes,
          cliques,
          conversas_iniciadas,
        },
      });
      expect(res.status).toBe(200);
    }
    let n = 0;
    const lead = (id_empresa: number, id_canal: number, at: string, sold?: number) => ({
      nome: `Lead ${++n}`,
      telefone: '31999990000',
      cpf: String(80_000_000_000 + n),
      id_empresa,
      id_campanha: campaign,
      id_canal,
      origem: 'manual' as const,
      status: sold ? ('vendido' as const) : ('perdido' as const),
      valor_venda: sold ? sold.toFixed(2) : null,
      created_at: new Date(at),
    });
    await db.insert(vendasLead).values([
      lead(bitcom, facebook, '2024-03-04T03:00:00Z', 1200), // L1: 00:00 of 04 Mar in São Paulo
      lead(bitcom, facebook, '2024-03-04T02:59:59Z', 700), // 23:59:59 of 03 Mar: not counted
      lead(bitcom, facebook, '2024-03-11T02:59:59Z'), // L3: 23:59:59 of 10 Mar
      lead(bitcom, facebook, '2024-03-11T03:00:00Z', 700), // 11 Mar, no Bitcom result then: not counted
      lead(bitcom, facebook, '2024-03-06T12:00:00Z', 800), // L5
      lead(bitcom, google, '2024-03-06T12:00:00Z'), // L7
      lead(vetorial, facebook, '2024-03-12T15:00:00Z', 500), // L8
      lead(vetorial, facebook, '2024-03-13T15:00:00Z'), // L9
      lead(bitcom, facebook, '2023-12-05T15:00:00Z', 100), // of R5
    ]);
  });
  afterAll(async () => t?.close());

  const march = sums({
    investimento: 1700,
    impressoes: 80_000,
    cliques: 1100,
    conversas_iniciadas: 25,
    leads: 6,
    vendas: 3,
    faturamento: 2500,
  });
  const january = sums({ investimento: 200, impressoes: 2000, cliques: 100 });
  const february = sums({ investimento: 300, cliques: 10 });

  describe('access and input', () => {
    const reads = ['sintetico', 'semanal/consolidado/v2', 'comparativo', 'graficos'];
    it.each(reads.flatMap((path) => [`${BASE}/${path}`, `${BASE}/${path}/1`]))(
      'GET %s: 401 without a token, 403 without a sales role, 400 on bad input',
      async (url) => {
        expect((await call(t, 'GET', url, null)).status).toBe(401);
        expect((await call(t, 'GET', url, 'candidato')).status).toBe(403);
        expect((await call(t, 'GET', url, 'colaborador')).status).toBe(403);
        expect((await call(t, 'GET', `${url}?idCampaign=abc`, 'marketing')).status).toBe(400);
        const badDay = await call(t, 'GET', `${url}?referencia=31/02/2024`, 'marketing');
        expect(badDay.status).toBe(400);
        expect(badDay.body.message).toBe('Data inválida no formato esperado (dd/MM/yyyy)');
      },
    );

    it.each([`${BASE}/semanal/detalhado/v2`, `${BASE}/semanal/detalhado/v2/empresa`])(
      'POST %s: 401, 403, and 400 for a channel other than Facebook or Google',
      async (url) => {
        const body = { canal: 'Facebook', empresa: bitcom };
        expect((await call(t, 'POST', url, null, body)).status).toBe(401);
        expect((await call(t, 'POST', url, 'candidato', body)).status).toBe(403);
        expect((await call(t, 'POST', url, 'colaborador', body)).status).toBe(403);
        expect((await call(t, 'POST', url, 'marketing', { ...body, canal: 'Instagram' })).status).toBe(400);
      },
    );

    it('needs the provider of the per-provider detail, and a provider that exists', async () => {
      expect(
        (await call(t, 'POST', `${BASE}/semanal/detalhado/v2/empresa`, 'marketing', { canal: 'Google' })).status,
      ).toBe(400);
      expect((await call(t, 'GET', `${BASE}/sintetico/abc`, 'marketing')).status).toBe(400);
      const unknown = await call(t, 'GET', `${BASE}/sintetico/99999`, 'marketing');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(TEXT.providerNotFound);
    });
  });

  it('SINTÉTICO: the months up to the reference day, each from its sums, and a total of the sums', async () => {
    const res = await call(t, 'GET', `${BASE}/sintetico${q()}`, 'marketing');
    expect(res.status).toBe(200);
    const { colunas, total } = res.body.relatorio_sintetico;
    expect(colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual(['Jan/2024', 'Fev/2024', 'Mar/2024']);
    expect(colunas[0].metricas).toEqual(computeMetrics(january));
    expect(colunas[1].metricas).toEqual(computeMetrics(february));
    expect(colunas[2].metricas).toEqual(computeMetrics(march));
    // By hand: 1700 / 6 leads, 2500 / 1700, 1100 / 80000.
    expect(colunas[2].metricas.cpl).toBeCloseTo(283.3333, 4);
    expect(colunas[2].metricas.roas).toBeCloseTo(1.470588, 6);
    expect(colunas[2].metricas.ctr).toBeCloseTo(0.01375, 8);
    expect(colunas[1].metricas.ctr).toBeNull();
    expect(colunas[0].metricas.cpl).toBeNull();
    expect(total).toEqual(
      computeMetrics(
        sums({
          investimento: 2200,
          impressoes: 82_000,
          cliques: 1210,
          conversas_iniciadas: 25,
          leads: 6,
          vendas: 3,
          faturamento: 2500,
        }),
      ),
    );
  });

  it('SINTÉTICO of a provider reads its results only', async () => {
    const res = await call(t, 'GET', `${BASE}/sintetico/${bitcom}${q()}`, 'marketing');
    const last = res.body.relatorio_sintetico.colunas.at(-1);
    expect(last.metricas).toEqual(
      computeMetrics(
        sums({
          investimento: 1500,
          impressoes: 70_000,
          cliques: 1000,
          conversas_iniciadas: 20,
          leads: 4,
          vendas: 2,
          faturamento: 2000,
        }),
      ),
    );
    const none = await call(t, 'GET', `${BASE}/sintetico/${razao}${q()}`, 'marketing');
    expect(none.body.relatorio_sintetico).toEqual({ colunas: [], total: null });
  });

  it('SEMANAL CONSOLIDADO: the five latest weeks up to the reference day', async () => {
    const res = await call(t, 'GET', `${BASE}/semanal/consolidado/v2${q()}`, 'marketing');
    const { colunas } = res.body.relatorio_semanal_consolidado;
    expect(colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual([
      '08 - 14/Jan',
      '15 - 21/Jan',
      '05 - 11/Fev',
      '04 - 10/Mar',
      '11 - 17/Mar',
    ]);
    expect(colunas[3].metricas).toEqual(
      computeMetrics(
        sums({
          investimento: 1500,
          impressoes: 70_000,
          cliques: 1000,
          conversas_iniciadas: 20,
          leads: 4,
          vendas: 2,
          faturamento: 2000,
        }),
      ),
    );
    expect(colunas[4].metricas).toEqual(
      computeMetrics(
        sums({
          investimento: 200,
          impressoes: 10_000,
          cliques: 100,
          conversas_iniciadas: 5,
          leads: 2,
          vendas: 1,
          faturamento: 500,
        }),
      ),
    );
    const vetorialOnly = await call(t, 'GET', `${BASE}/semanal/consolidado/v2/${vetorial}${q()}`, 'marketing');
    expect(vetorialOnly.body.relatorio_semanal_consolidado.colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual([
      '11 - 17/Mar',
    ]);
  });

  it('SEMANAL DETALHADO: each channel on its own, for every provider or one', async () => {
    const facebook = await call(t, 'POST', `${BASE}/semanal/detalhado/v2`, 'marketing', {
      canal: 'Facebook',
      idCampaign: campaign,
      referencia: '2024-03-20',
    });
    expect(facebook.status).toBe(200);
    const fb = facebook.body.relatorio_semanal_detalhado;
    expect(fb.canal).toBe('Facebook');
    expect(fb.colunas).toHaveLength(5);
    expect(fb.colunas[3].metricas).toEqual(
      computeMetrics(
        sums({
          investimento: 1000,
          impressoes: 50_000,
          cliques: 1000,
          conversas_iniciadas: 20,
          leads: 3,
          vendas: 2,
          faturamento: 2000,
        }),
      ),
    );
    const google = await call(t, 'POST', `${BASE}/semanal/detalhado/v2`, 'marketing', {
      canal: 'Google',
      idCampaign: campaign,
      referencia: '20/03/2024',
    });
    const gg = google.body.relatorio_semanal_detalhado;
    expect(gg.colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual(['04 - 10/Mar']);
    // Zero clicks: the ratios over clicks are null ('—').
    expect(gg.colunas[0].metricas).toMatchObject({
      leads: 1,
      cpc: null,
      taxa_clique_lead: null,
      taxa_clique_venda: null,
      cpl: 500,
    });
    const vetorialGoogle = await call(t, 'POST', `${BASE}/semanal/detalhado/v2/empresa`, 'marketing', {
      canal: 'Google',
      empresa: vetorial,
      idCampaign: campaign,
      referencia: '2024-03-20',
    });
    expect(vetorialGoogle.body.relatorio_semanal_detalhado).toEqual({ canal: 'Google', colunas: [], total: null });
  });

  it('the comparison table: Facebook against Google over the weeks of the consolidated table', async () => {
    const res = await call(t, 'GET', `${BASE}/comparativo${q()}`, 'marketing');
    const { colunas, total } = res.body.relatorio_comparativo;
    expect(colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual(['Facebook', 'Google']);
    expect(colunas[0].metricas).toEqual(
      computeMetrics(
        sums({
          investimento: 1700,
          impressoes: 62_000,
          cliques: 1210,
          conversas_iniciadas: 25,
          leads: 5,
          vendas: 3,
          faturamento: 2500,
        }),
      ),
    );
    expect(colunas[1].metricas).toEqual(computeMetrics(sums({ investimento: 500, impressoes: 20_000, leads: 1 })));
    expect(total.cpl).toBeCloseTo(2200 / 6, 8);
  });

  it('the charts: each week of the three months, per provider and in total', async () => {
    const res = await call(t, 'GET', `${BASE}/graficos${q()}`, 'marketing');
    const data = res.body.relatorio_graficos;
    expect(data.periodos.map((p: { rotulo: string }) => p.rotulo)).toEqual([
      '08 - 14/Jan',
      '15 - 21/Jan',
      '05 - 11/Fev',
      '04 - 10/Mar',
      '11 - 17/Mar',
    ]);
    expect(data.provedores.map((p: { nome: string }) => p.nome)).toEqual(['Bitcom', 'Vetorial']);
    const vetorialWeeks = data.provedores[1].metricas;
    expect(vetorialWeeks[0]).toEqual(computeMetrics(sums({})));
    expect(vetorialWeeks[4]).toMatchObject({ investimento: 200, faturamento: 500, roas: 2.5, cpl: 100 });
    expect(data.total[3]).toMatchObject({ investimento: 1500, faturamento: 2000, leads: 4 });
    const ofProvider = await call(t, 'GET', `${BASE}/graficos/${vetorial}${q()}`, 'marketing');
    expect(ofProvider.body.relatorio_graficos.provedores.map((p: { nome: string }) => p.nome)).toEqual(['Vetorial']);
  });

  it('reads the demo data of every campaign as of today', async () => {
    for (const path of ['sintetico', 'semanal/consolidado/v2', 'comparativo', 'graficos']) {
      const res = await call(t, 'GET', `${BASE}/${path}`, 'marketing');
      expect(res.status, path).toBe(200);
    }
    const consolidated = await call(t, 'GET', `${BASE}/semanal/consolidado/v2`, 'marketing');
    expect(consolidated.body.relatorio_semanal_consolidado.colunas).toHaveLength(5);
    expect(consolidated.body.relatorio_semanal_consolidado.total.leads).toBeGreaterThan(0);
  });
});
