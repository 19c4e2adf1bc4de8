import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, fillPath } from '@intranet/shared/api/endpoint';
import {
  SALES_REPORTS_API as API,
  SALES_REPORT_CALLS as CALLS,
} from '@intranet/shared/sales-reports/sales-reports.contract';
import type { SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { withActor } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The sales reports' figures against SQL written here independently (days read with PostgreSQL's own
 * `at time zone`, sums per key), on a provider, campaigns and channels of their own so the demo data
 * does not count.
 */
describe('sales reports', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  let company: number;
  const campaigns: number[] = [];
  const channels: number[] = [];
  const period = { de: '2026-10-01', ate: '2026-10-31' };

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.headersFor('marketing');
    await withActor(t.database.db, t.accounts.admin.usuarioId, async (tx) => {
      const one = async <T>(q: ReturnType<typeof sql>) => (await sqlRows<T>(tx as never, q))[0];
      ({ id: company } = await one<{ id: number }>(
        sql`insert into rh_empresa (nome) values ('Provedor dos Relatórios de Vendas') returning id`,
      ));
      for (const name of ['Campanha Relatório A', 'Campanha Relatório B'])
        campaigns.push(
          (await one<{ id: number }>(sql`insert into vendas_campanha (nome) values (${name}) returning id`)).id,
        );
      for (const name of ['Canal Relatório X', 'Canal Relatório Y'])
        channels.push(
          (await one<{ id: number }>(sql`insert into vendas_canal (nome) values (${name}) returning id`)).id,
        );
      // 240 leads over October (São Paulo days), campaign/channel/status by their number; one in three sold.
      // Kinds, two sellers (one in five without), first contacts after some hours, three cities with their
      // streets, feasibility (one in six outside coverage, one in ten not serviceable) and birth dates.
      const sellers = [t.accounts.marketing.usuarioId, t.accounts.admin.usuarioId];
      await tx.execute(sql`
        insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, origem, status, valor_venda, created_at,
          tipo, id_vendedor, primeiro_contato_em, cidade, uf, bairro, logradouro, viabilidade, data_nascimento)
        select 'Lead ' || g, '31999990000', lpad((900000000 + g)::text, 11, '0'), ${company},
          case when g % 7 = 0 then null when g % 2 = 0 then ${campaigns[0]}::int else ${campaigns[1]}::int end,
          case when g % 3 = 0 then ${channels[0]}::int else ${channels[1]}::int end,
          case when g % 4 = 0 then 'roleta' else 'manual' end,
          (array['vendido', 'perdido', 'em_contato'])[g % 3 + 1],
          case when g % 3 = 0 then 100 + g end,
          at,
          (array['novo', 'upgrade', 'downgrade', 'novo'])[g % 4 + 1],
          case when g % 5 = 0 then null when g % 2 = 0 then ${sellers[0]}::int else ${sellers[1]}::int end,
          case when g % 4 <> 1 then at + (g % 9) * interval '1 hour' end,
          case when g % 11 = 0 then null else (array['Uberlândia', 'Cuiabá', 'Belo Horizonte'])[g % 3 + 1] end,
          case when g % 11 = 0 then null else (array['MG', 'MT', 'MG'])[g % 3 + 1] end,
          (array['Centro', 'Santa Mônica', 'Jardim'])[g % 5 % 3 + 1],
          'Rua ' || (g % 4),
          case when g % 6 = 0 then 'sem_cobertura' when g % 10 = 1 then 'inviavel' else 'viavel' end,
          case when g % 8 = 0 then null else date '1950-06-15' + (g * 97) % 20000 end
        from generate_series(1, 240) g
        cross join lateral (select ('2026-10-01'::timestamp at time zone 'America/Sao_Paulo') + (g * interval '3 hours') as at) x`);
      // The sold ones have their sale: a plan by their number (one cancelled sale is not a product sold).
      await tx.execute(sql`
        insert into vendas_venda (id_lead, sistema, plano_nome, valor_mensal, status, motivo_cancelamento)
        select l.id, l.id_empresa, (array['Fibra 300', 'Fibra 600', 'Fibra 1 Giga'])[l.id % 3 + 1], l.valor_venda,
          case when l.nome = 'Lead 3' then 'cancelada' else 'pendente' end,
          case when l.nome = 'Lead 3' then 'Desistência' end
        from vendas_lead l where l.id_empresa = ${company} and l.status = 'vendido'`);
      // The edges of the period: 23:00 of 30 September and 23:30 of 31 October in São Paulo (02:00 and
      // 02:30 UTC of the next day): the first is out, the second in.
      await tx.execute(sql`
        insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, origem, status, valor_venda, created_at)
        values ('Antes', '31999990000', '98765432100', ${company}, ${campaigns[0]}, ${channels[0]}, 'manual', 'vendido', 500, '2026-10-01T02:00:00Z'),
               ('Último dia', '31999990000', '98765432101', ${company}, ${campaigns[0]}, ${channels[0]}, 'manual', 'vendido', 700, '2026-11-01T02:30:00Z')`);
      // Investment: two weeks of campaign A on channel X, one of B on Y; one in November (out).
      await tx.execute(sql`
        insert into vendas_campanha_resultado (periodo, periodo_inicio, periodo_fim, id_campanha, id_canal, id_empresa, investimento)
        values ('05 - 11/Out', '2026-10-05', '2026-10-11', ${campaigns[0]}, ${channels[0]}, ${company}, 1000),
               ('12 - 18/Out', '2026-10-12', '2026-10-18', ${campaigns[0]}, ${channels[0]}, ${company}, 500.5),
               ('19 - 25/Out', '2026-10-19', '2026-10-25', ${campaigns[1]}, ${channels[1]}, ${company}, 800),
               ('02 - 08/Nov', '2026-11-02', '2026-11-08', ${campaigns[1]}, ${channels[1]}, ${company}, 9999)`);
    });
  });
  afterAll(async () => t?.close());

  const get = async (e: Endpoint, query: Record<string, string | number>, headers = manager, params = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ method: 'GET', url: `${fillPath(e.path, params)}?${qs}`, headers });
  };
  const json = async (e: Endpoint, query: Record<string, string | number>, params = {}) => {
    const res = await get(e, query, manager, params);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const scope = { id_empresa: 0, ...period };
  const q = () => ({ ...scope, id_empresa: company });

  /** The leads of the provider in October, São Paulo days, grouped by `key`: written here, apart from the server. */
  const expected = (key: string) =>
    sqlRows<{ k: string; leads: number; vendas: number; faturamento: number }>(
      t.database.db,
      sql`select ${sql.raw(key)}::text as k, count(*)::int as leads,
          sum(case when status = 'vendido' then 1 else 0 end)::int as vendas,
          coalesce(sum(case when status = 'vendido' then valor_venda end), 0)::float8 as faturamento
        from vendas_lead
        where id_empresa = ${company}
          and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'
        group by 1 order by 1`,
    );
  const round = (v: number | null) => (v === null ? null : Math.round(v * 1e6) / 1e6);
  const figuresOf = (rows: SalesReportRow[], key: (r: SalesReportRow) => string) =>
    rows
      .map((r) => ({ k: key(r), leads: r.leads, vendas: r.vendas, faturamento: r.faturamento }))
      .sort((a, b) => a.k.localeCompare(b.k));

  describe('who may read them', () => {
    it('refuses a call without a token (401), an employee and HR (403); sales and the superadmin read', async () => {
      expect((await get(CALLS.campaigns.page, {}, {})).statusCode).toBe(401);
      for (const key of ['colaborador', 'rhGestor'] as const)
        for (const call of [CALLS.campaigns.page, CALLS.channels.all, API.dashboard])
          expect((await get(call, {}, await t.headersFor(key))).statusCode, `${key} ${call.path}`).toBe(403);
      for (const key of ['marketing', 'admin'] as const)
        expect((await get(CALLS.campaigns.page, {}, await t.headersFor(key))).statusCode, key).toBe(200);
    });

    it('refuses a period that ends before it starts, and one longer than a year, naming the field', async () => {
      const res = await get(CALLS.campaigns.page, { de: '2026-10-01', ate: '2026-09-01' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('A data final deve ser igual ou posterior à inicial.');
      const long = await get(CALLS.channels.page, { de: '2025-01-01', ate: '2026-10-01' });
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain('Escolha um período de até 366 dias.');
    });
  });

  it('campaigns: leads, sales and revenue per campaign equal the SQL count; ROAS from the period’s investment', async () => {
    const page = await json(CALLS.campaigns.page, q());
    const want = await expected(`coalesce(id_campanha, 0)`);
    expect(figuresOf(page.dados, (r) => String(r.id_campanha ?? 0))).toEqual(want);
    expect(page.total).toBe(3);
    const a = page.dados.find((r: SalesReportRow) => r.id_campanha === campaigns[0]);
    expect(a.investimento).toBe(1500.5);
    expect(a.roas).toBeCloseTo(a.faturamento / 1500.5, 10);
    expect(a.conversao).toBeCloseTo(a.vendas / a.leads, 10);
    const b = page.dados.find((r: SalesReportRow) => r.id_campanha === campaigns[1]);
    expect(b.investimento).toBe(800);
    const none = page.dados.find((r: SalesReportRow) => r.id_campanha === null);
    expect(none.rotulo).toBe('Sem campanha');
    expect(none.investimento).toBe(0);
    expect(none.roas).toBeNull();
    // The total line: sums of the whole filter; the edge leads counted as São Paulo reads them.
    expect(page.soma.leads).toBe(want.reduce((n, r) => n + r.leads, 0));
    expect(page.soma.leads).toBe(241);
    expect(page.soma.investimento).toBe(2300.5);
  });

  it('channels and the campaigns’ details group as the SQL does, and page in SQL', async () => {
    const channelsPage = await json(CALLS.channels.page, q());
    expect(figuresOf(channelsPage.dados, (r) => String(r.id_canal))).toEqual(await expected('id_canal'));
    const details = await json(CALLS.campaignsDetails.all, q());
    expect(figuresOf(details.dados, (r) => `${r.id_campanha ?? ''}-${r.id_canal}`)).toEqual(
      await expected(`concat_ws('-', coalesce(id_campanha::text, ''), id_canal)`),
    );
    expect(details.truncado).toBe(false);
    const first = await json(CALLS.campaignsDetails.page, { ...q(), limit: 2, offset: 0 });
    const second = await json(CALLS.campaignsDetails.page, { ...q(), limit: 2, offset: 2 });
    expect(first.total).toBe(details.total);
    expect([...first.dados, ...second.dados].map((r: SalesReportRow) => r.chave)).toEqual(
      details.dados.slice(0, 4).map((r: SalesReportRow) => r.chave),
    );
  });

  it('conversion history: per São Paulo week, equal to the SQL count', async () => {
    const page = await json(CALLS.historyConversion.all, q());
    const want = await expected(`date_trunc('week', created_at at time zone 'America/Sao_Paulo')::date`);
    expect(figuresOf(page.dados, (r) => r.chave)).toEqual(want);
    expect(page.dados.map((r: SalesReportRow) => r.chave)).toEqual([...want.map((w) => w.k)]);
  });

  it('campaign details: figures, ROAS and leads of a campaign in a channel and provider', async () => {
    const ids = { id_campanha: campaigns[0], id_canal: channels[0], id_empresa: company };
    const d = await json(API.campaignDetails, period, ids);
    const [want] = await sqlRows<{ leads: number; vendas: number; faturamento: number }>(
      t.database.db,
      sql`select count(*)::int as leads, count(*) filter (where status = 'vendido')::int as vendas,
          coalesce(sum(valor_venda) filter (where status = 'vendido'), 0)::float8 as faturamento
        from vendas_lead where id_empresa = ${company} and id_campanha = ${campaigns[0]} and id_canal = ${channels[0]}
          and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'`,
    );
    expect({ leads: d.soma.leads, vendas: d.soma.vendas, faturamento: d.soma.faturamento }).toEqual(want);
    expect(d.campanha).toBe('Campanha Relatório A');
    expect(d.soma.roas).toBeCloseTo(want.faturamento / 1500.5, 10);
    expect(d.semanas.reduce((n: number, w: SalesReportRow) => n + w.leads, 0)).toBe(want.leads);
    const leads = await json(API.campaignLeads, { ...period, limit: 5 }, ids);
    expect(leads.total).toBe(want.leads);
    expect(leads.dados).toHaveLength(5);
    expect(leads.dados[0].nome).toBe('Último dia');
    const missing = await get(API.campaignDetails, period, manager, { ...ids, id_campanha: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('sellers: leads, contacts, sales and the mean hours to the first contact per seller, as SQL computes them', async () => {
    const page = await json(CALLS.sellers.all, q());
    const want = await expected('coalesce(id_vendedor, 0)');
    expect(figuresOf(page.dados, (r) => String(r.id_vendedor ?? 0))).toEqual(want);
    const contacts = await sqlRows<{ k: string; contatados: number; horas: number | null }>(
      t.database.db,
      sql`select coalesce(id_vendedor, 0)::text as k, count(primeiro_contato_em)::int as contatados,
          (avg(extract(epoch from primeiro_contato_em - created_at)) / 3600)::float8 as horas
        from vendas_lead where id_empresa = ${company}
          and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'
        group by 1 order by 1`,
    );
    expect(
      page.dados
        .map((r: SalesReportRow) => ({
          k: String(r.id_vendedor ?? 0),
          contatados: r.contatados,
          horas: r.horas_primeiro_contato,
        }))
        .sort((a: { k: string }, b: { k: string }) => a.k.localeCompare(b.k)),
    ).toEqual(contacts.map((c) => ({ ...c, horas: round(c.horas) })));
    expect(page.dados.find((r: SalesReportRow) => r.id_vendedor === null).rotulo).toBe('Sem vendedor');
    const [all] = await sqlRows<{ contatados: number; horas: number }>(
      t.database.db,
      sql`select count(primeiro_contato_em)::int as contatados,
          (avg(extract(epoch from primeiro_contato_em - created_at)) / 3600)::float8 as horas
        from vendas_lead where id_empresa = ${company}
          and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'`,
    );
    expect(page.soma.contatados).toBe(all.contatados);
    expect(page.soma.horas_primeiro_contato).toBeCloseTo(all.horas, 9);
    const weeks = await json(CALLS.sellersDetails.all, { ...q(), id_vendedor: t.accounts.marketing.usuarioId });
    expect(weeks.soma.leads).toBe(want.find((w) => w.k === String(t.accounts.marketing.usuarioId))!.leads);
  });

  it('cities and their neighbourhoods; the conversion history of one kind', async () => {
    const cities = await json(CALLS.city.all, q());
    expect(figuresOf(cities.dados, (r) => r.cidade ?? '')).toEqual(await expected(`coalesce(cidade, '')`));
    expect(cities.dados.map((r: SalesReportRow) => r.rotulo)).toContain('Uberlândia/MG');
    expect(cities.dados.map((r: SalesReportRow) => r.rotulo)).toContain('Cidade não informada');
    const hoods = await json(CALLS.cityDetails.all, { ...q(), cidade: 'Cuiabá' });
    expect(figuresOf(hoods.dados, (r) => r.bairro ?? '')).toEqual(
      await expected(`case when cidade = 'Cuiabá' then bairro end`).then((rows) => rows.filter((r) => r.k !== null)),
    );
    const upgrades = await json(CALLS.historyConversion.all, { ...q(), tipo: 'upgrade' });
    const [n] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_lead where id_empresa = ${company} and tipo = 'upgrade'
        and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'`,
    );
    expect(upgrades.soma.leads).toBe(n.n);
  });

  it('without coverage and unfeasible: by city, and down to the street', async () => {
    for (const [report, details, feasibility] of [
      [CALLS.withoutCoverage, CALLS.withoutCoverageDetails, 'sem_cobertura'],
      [CALLS.unfeasibility, CALLS.unfeasibilityDetails, 'inviavel'],
    ] as const) {
      const byCity = await json(report.all, q());
      const want = (await expected(`case when viabilidade = '${feasibility}' then coalesce(cidade, '') end`)).filter(
        (r) => r.k !== null,
      );
      expect(figuresOf(byCity.dados, (r) => r.cidade ?? '')).toEqual(want);
      const streets = await json(details.all, { ...q(), cidade: 'Uberlândia' });
      const wantStreets = (
        await expected(
          `case when viabilidade = '${feasibility}' and cidade = 'Uberlândia' then concat_ws('|', bairro, logradouro) end`,
        )
      ).filter((r) => r.k !== null);
      expect(wantStreets.length).toBeGreaterThan(0);
      expect(figuresOf(streets.dados, (r) => `${r.bairro}|${r.rua}`)).toEqual(wantStreets);
      expect(streets.dados.every((r: SalesReportRow) => r.cidade === 'Uberlândia')).toBe(true);
      const [bairro, rua] = wantStreets[0].k.split('|');
      const one = await json(details.page, { ...q(), cidade: 'Uberlândia', bairro, rua });
      expect(one.soma.leads).toBe(wantStreets[0].leads);
    }
  });

  it('best-selling plans: sales not cancelled per plan, with their revenue', async () => {
    const page = await json(CALLS.productsBestSellers.all, q());
    const want = await sqlRows<{ k: string; vendas: number; faturamento: number }>(
      t.database.db,
      sql`select v.plano_nome as k, count(*)::int as vendas, sum(l.valor_venda)::float8 as faturamento
        from vendas_lead l join vendas_venda v on v.id_lead = l.id
        where l.id_empresa = ${company} and l.status = 'vendido' and v.status <> 'cancelada'
          and (l.created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'
        group by 1 order by 1`,
    );
    expect(
      page.dados
        .map((r: SalesReportRow) => ({ k: r.rotulo, vendas: r.vendas, faturamento: r.faturamento }))
        .sort((a: { k: string }, b: { k: string }) => a.k.localeCompare(b.k)),
    ).toEqual(want);
    expect(page.dados[0].vendas).toBeGreaterThanOrEqual(page.dados.at(-1).vendas);
  });

  it('profile: each dimension adds up to the period’s leads; age bands from the birth date', async () => {
    const page = await json(CALLS.profile.all, q());
    const byDimension = new Map<string, number>();
    for (const r of page.dados as SalesReportRow[])
      byDimension.set(r.dimensao!, (byDimension.get(r.dimensao!) ?? 0) + r.leads);
    expect([...byDimension.keys()]).toEqual(['Origem', 'Provedor', 'Plano', 'Faixa etária']);
    for (const total of byDimension.values()) expect(total).toBe(page.soma.leads);
    const origins = page.dados.filter((r: SalesReportRow) => r.dimensao === 'Origem');
    expect(figuresOf(origins, (r) => (r.rotulo === 'Roleta' ? 'roleta' : 'manual'))).toEqual(await expected('origem'));
    const [unknown] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_lead where id_empresa = ${company} and data_nascimento is null
        and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-01' and '2026-10-31'`,
    );
    expect(
      page.dados.find((r: SalesReportRow) => r.dimensao === 'Faixa etária' && r.rotulo === 'Não informada').leads,
    ).toBe(unknown.n);
  });

  it('dashboard: the week from its Monday against the previous one, per day and the last 12 weeks', async () => {
    const d = await json(API.dashboard, { id_empresa: company, ate: '2026-10-21' });
    expect(d.semana).toEqual({ de: '2026-10-19', ate: '2026-10-21' });
    expect(d.dias.map((x: { dia: string }) => x.dia)).toEqual(['2026-10-19', '2026-10-20', '2026-10-21']);
    const [week] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_lead where id_empresa = ${company}
        and (created_at at time zone 'America/Sao_Paulo')::date between '2026-10-19' and '2026-10-21'`,
    );
    expect(d.atual.leads).toBe(week.n);
    expect(d.dias.reduce((n: number, x: { leads: number }) => n + x.leads, 0)).toBe(week.n);
    expect(d.semanas).toHaveLength(12);
    expect(d.semanas.at(-1).semana).toBe('2026-10-19');
    expect(d.atual.investimento).toBe(800);
  });
});
