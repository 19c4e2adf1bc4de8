import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import { addDays, today } from '@intranet/shared/calendar/days';
import { sqlRows } from '../../db/sql';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;

/** The next day from `from` (included) that is a weekday other than Sunday, or a Sunday when asked. */
function dayAhead(from: string, sunday: boolean): string {
  for (let i = 1; i < 14; i++) {
    const day = addDays(from, i);
    const isSunday = new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
    if (isSunday === sunday) return day;
  }
  throw new Error('no day');
}

describe('backoffice', () => {
  let t: TestApp;
  let seller: Headers;
  let reader: Headers;
  let outsider: Headers;
  const q = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.database.db, query);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });

  beforeAll(async () => {
    t = await createTestApp();
    seller = await t.headersFor('marketing', 'vendas:gestor');
    reader = await t.headersFor('admin', 'vendas:leitor');
    outsider = await t.headersFor('colaborador');
  });
  afterAll(async () => t?.close());

  /** A seeded sale of a demo customer's second point: pending, its qualification approved. */
  async function secondPointSale(): Promise<{ id: number; sistema: number; cpf: string; customer: number }> {
    const [row] = await q<{ id: number; sistema: number; cpf: string; customer: number }>(
      sql`select v.id, v.sistema, l.cpf, c.id as customer from vendas_venda v join vendas_lead l on l.id = v.id_lead
        join relacionamento_dados_pessoas c on c.cpf = l.cpf and c.sistema = v.sistema
        join backoffice_qualificacao bq on bq.id_venda = v.id and bq.resultado = 'aprovada'
        where v.status = 'pendente' order by v.id desc limit 1`,
    );
    expect(row).toBeDefined();
    return row;
  }

  it('lets vendas roles in, readers only read, and refuses everyone else', async () => {
    expect((await call('GET', '/v1/backoffice/inicio', seller)).statusCode).toBe(200);
    expect((await call('POST', '/v1/backoffice/venda/filtro', reader, {})).statusCode).toBe(200);
    const sale = await secondPointSale();
    expect((await call('POST', `/v1/backoffice/venda/${sale.id}/aprovar`, reader)).statusCode).toBe(403);
    expect((await call('POST', '/v1/backoffice/venda/filtro', outsider, {})).statusCode).toBe(403);
    expect((await call('GET', `/v1/backoffice/cliente/${sale.customer}`, outsider)).statusCode).toBe(403);
    const communication = await t.headersFor('marketing', 'regua_comunicacao:gestor');
    expect((await call('GET', `/v1/backoffice/cliente/${sale.customer}`, communication)).statusCode).toBe(200);
    expect((await call('POST', '/v1/backoffice/venda/filtro', communication, {})).statusCode).toBe(403);
    expect((await call('GET', '/v1/backoffice/inicio', await t.headersFor('candidato'))).statusCode).toBe(403);
  });

  it('pages the sales in SQL with their filters, counted as a plain SQL count counts them', async () => {
    const [{ sistema }] = await q<{ sistema: number }>(
      sql`select sistema from vendas_venda group by sistema order by count(*) desc limit 1`,
    );
    for (const filtro of [
      {},
      { status: 'ativa', sistema },
      { status: 'pendente' },
      { sistema, de: addDays(today(), -30) },
    ]) {
      const res = await call('POST', '/v1/backoffice/venda/filtro', seller, { filtro: { ...filtro, limit: 5 } });
      expect(res.statusCode, res.body).toBe(200);
      const f = filtro as { status?: string; sistema?: number; de?: string };
      const [{ n }] = await q<{ n: number }>(
        sql`select count(*)::int as n from vendas_venda where (${f.status ?? null}::text is null or status = ${f.status ?? null})
          and (${f.sistema ?? null}::int is null or sistema = ${f.sistema ?? null})
          and (${f.de ?? null}::date is null or (vendida_em at time zone 'America/Sao_Paulo')::date >= ${f.de ?? null}::date)`,
      );
      const body = res.json();
      expect(body.total).toBe(Number(n));
      expect(body.vendas_venda.length).toBe(Math.min(5, Number(n)));
      for (const row of body.vendas_venda) {
        if (f.status) expect(row.status).toBe(f.status);
        if (f.sistema) expect(row.sistema).toBe(f.sistema);
      }
    }
    expect(Number((await q<{ n: number }>(sql`select count(*) as n from vendas_venda`))[0].n)).toBeGreaterThan(20);
    const [first] = (await call('POST', '/v1/backoffice/venda/filtro', seller, { filtro: { limit: 1 } })).json()
      .vendas_venda;
    const found = (await call('POST', '/v1/backoffice/venda/filtro', seller, { filtro: { busca: first.cpf } })).json();
    expect(found.vendas_venda.map((s: { id: number }) => s.id)).toContain(first.id);
    const wrong = await call('POST', '/v1/backoffice/venda/filtro', seller, { filtro: { limit: 500 } });
    expect(wrong.statusCode).toBe(400);
    const backwards = await call('POST', '/v1/backoffice/venda/filtro', seller, {
      filtro: { de: '2026-05-02', ate: '2026-05-01' },
    });
    expect(backwards.statusCode).toBe(400);

    const activations = (
      await call('POST', '/v1/backoffice/ativacao/filtro', seller, { filtro: { limit: 100 } })
    ).json();
    const [{ m }] = await q<{ m: number }>(
      sql`select count(*)::int as m from vendas_venda where status in ('instalacao_agendada', 'ativa') and instalacao_inicio is not null`,
    );
    expect(activations.total).toBe(Number(m));
    const starts = activations.vendas_venda.map((s: { instalacao_inicio: string }) => s.instalacao_inicio);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('follows a sale to active: approved, installation scheduled with its order, active with the contract, all in the history', async () => {
    const sale = await secondPointSale();
    const [contract] = await q<{ id: number }>(
      sql`select id from cliente_contrato where id_pessoa = ${sale.customer} and sistema = ${sale.sistema} order by id limit 1`,
    );
    const [other] = await q<{ id: number }>(
      sql`select id from cliente_contrato where id_pessoa <> ${sale.customer} and sistema = ${sale.sistema} order by id limit 1`,
    );
    const url = `/v1/backoffice/venda/${sale.id}`;
    expect((await call('POST', `${url}/ativar`, seller, {})).statusCode).toBe(409);

    const approved = await call('POST', `${url}/aprovar`, seller);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().venda).toMatchObject({ status: 'aprovada', id_pessoa: sale.customer });
    expect(approved.json().contratos.map((c: { id: number }) => c.id)).toContain(contract.id);
    const again = await call('POST', `${url}/aprovar`, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.sale.moveRefused('aprovada'));

    const sunday = dayAhead(today(), true);
    expectInvalidField(
      await call('POST', `${url}/agendar`, seller, { dia: sunday, periodo: 'manha', equipe: 'Equipe Sul 1' }),
      'dia',
      MSG.sale.dayInvalid,
    );
    expectInvalidField(
      await call('POST', `${url}/agendar`, seller, { dia: dayAhead(today(), false), periodo: 'noite', equipe: 'X' }),
      'periodo',
      MSG.sale.periodRequired,
    );
    expectInvalidField(
      await call('POST', `${url}/agendar`, seller, {
        dia: dayAhead(today(), false),
        periodo: 'tarde',
        equipe: 'Equipe Sul 1',
        id_contrato: other.id,
      }),
      'id_contrato',
      MSG.sale.contractInvalid,
    );
    const day = dayAhead(today(), false);
    const scheduled = await call('POST', `${url}/agendar`, seller, {
      dia: day,
      periodo: 'tarde',
      equipe: 'Equipe Sul 1',
      id_contrato: contract.id,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const venda = scheduled.json().venda;
    expect(venda).toMatchObject({ status: 'instalacao_agendada', id_contrato: contract.id, ordem_status: 'agendada' });
    expect(venda.instalacao_inicio).toBe(new Date(`${day}T13:00:00-03:00`).toISOString());
    const [order] = await q<{ tipo: string; origem: string; janela_fim: Date | string; equipe: string }>(
      sql`select tipo, origem, janela_fim, equipe from cliente_ordem_servico where id = ${venda.id_ordem_servico}`,
    );
    expect(order).toMatchObject({ tipo: 'instalacao', origem: 'backoffice', equipe: 'Equipe Sul 1' });
    expect(new Date(order.janela_fim).toISOString()).toBe(new Date(`${day}T18:00:00-03:00`).toISOString());

    const active = await call('POST', `${url}/ativar`, seller, {});
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().venda).toMatchObject({ status: 'ativa', id_contrato: contract.id, ordem_status: 'concluida' });
    expect(active.json().venda.ativada_em).not.toBeNull();
    expect((await call('POST', `${url}/cancelar`, seller, { motivo: 'Cliente desistiu.' })).statusCode).toBe(409);

    const history = await q<{ operacao: string; id_usuario: number; status: string }>(
      sql`select operacao, id_usuario, new_data->>'status' as status from rh_logs_rh
        where tabela = 'vendas_venda' and id_item = ${String(sale.id)} order by id`,
    );
    expect(history.filter((h) => h.operacao === 'UPDATE').map((h) => h.status)).toEqual([
      'aprovada',
      'instalacao_agendada',
      'ativa',
    ]);
    expect(
      history.filter((h) => h.operacao === 'UPDATE').every((h) => h.id_usuario === t.accounts.marketing.usuarioId),
    ).toBe(true);
  });

  it('approves only after the qualification passed, and cancels with a reason', async () => {
    // A sale as the sales area writes it when a lead is sold: pending, not qualified yet.
    const [sale] = await q<{ id: number }>(
      sql`with lead as (
          insert into vendas_lead (nome, telefone, cpf, id_empresa, origem, status, valor_venda, data_venda)
          select 'Renata Vieira', '31999990000', '52998224725', id, 'manual', 'vendido', 1198.80, ${today()}
          from rh_empresa order by id limit 1 returning id, id_empresa)
        insert into vendas_venda (id_lead, sistema, plano_nome, valor_mensal)
        select id, id_empresa, 'Fibra 500 Mega', 99.90 from lead returning id`,
    );
    const url = `/v1/backoffice/venda/${sale.id}`;
    const refused = await call('POST', `${url}/aprovar`, seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.sale.qualificationRequired);

    const bad = await call('POST', '/v1/backoffice/qualificacao', seller, {
      object: { id_venda: sale.id, documentos: 'conferidos', credito: 'aprovado', endereco: 'viavel', score: 1200 },
    });
    expectInvalidField(bad, 'object.score', MSG.qualification.scoreInvalid);
    const created = await call('POST', '/v1/backoffice/qualificacao', seller, {
      object: { id_venda: sale.id, documentos: 'conferidos', credito: 'pendente', endereco: 'viavel', score: 710 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const qid = created.json().insert_backoffice_qualificacao_one.id;
    const read = (await call('GET', `/v1/backoffice/qualificacao/${qid}`, reader)).json().backoffice_qualificacao;
    expect(read).toMatchObject({ id_venda: sale.id, resultado: 'pendente', score: 710 });
    const twice = await call('POST', '/v1/backoffice/qualificacao', seller, {
      object: { id_venda: sale.id, documentos: 'pendente', credito: 'pendente', endereco: 'pendente' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', `${url}/aprovar`, seller)).statusCode).toBe(409);
    const passed = await call('PUT', `/v1/backoffice/qualificacao/${qid}`, seller, { object: { credito: 'aprovado' } });
    expect(passed.json().update_backoffice_qualificacao_by_pk.resultado).toBe('aprovada');
    expect((await call('POST', `${url}/aprovar`, seller)).statusCode).toBe(200);
    const late = await call('PUT', `/v1/backoffice/qualificacao/${qid}`, seller, { object: { credito: 'reprovado' } });
    expect(late.statusCode).toBe(409);

    expectInvalidField(await call('POST', `${url}/cancelar`, seller, { motivo: 'Não' }), 'motivo', MSG.sale.reasonMin);
    const cancelled = await call('POST', `${url}/cancelar`, seller, { motivo: 'Endereço fora da área de cobertura.' });
    expect(cancelled.json().venda).toMatchObject({
      status: 'cancelada',
      motivo_cancelamento: 'Endereço fora da área de cobertura.',
    });
    expect((await call('POST', `${url}/desagendar`, seller)).statusCode).toBe(409);
  });

  it('keeps problems with their owner, stamping when they are resolved', async () => {
    expectInvalidField(
      await call('POST', '/v1/backoffice/problema', seller, {
        object: { tipo: 'instalacao', titulo: 'Sem sinal', prioridade: 'alta', status: 'aberto' },
      }),
      'object.id_venda',
      MSG.problem.subjectRequired,
    );
    const [sale] = await q<{ id: number; sistema: number }>(
      sql`select id, sistema from vendas_venda order by id limit 1`,
    );
    const [foreign] = await q<{ id: number }>(
      sql`select id from relacionamento_dados_pessoas where sistema <> ${sale.sistema} order by id limit 1`,
    );
    const mixed = await call('POST', '/v1/backoffice/problema', seller, {
      object: {
        id_venda: sale.id,
        id_pessoa: foreign.id,
        tipo: 'cadastro',
        titulo: 'CPF divergente',
        prioridade: 'media',
        status: 'aberto',
      },
    });
    expectInvalidField(mixed, 'id_pessoa', MSG.problem.subjectMismatch);
    const created = await call('POST', '/v1/backoffice/problema', seller, {
      object: {
        id_venda: sale.id,
        tipo: 'instalacao',
        titulo: 'Poste sem acesso',
        prioridade: 'alta',
        status: 'aberto',
        id_responsavel: t.accounts.marketing.usuarioId,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().insert_backoffice_problema_one.id;
    const resolved = (
      await call('PUT', `/v1/backoffice/problema/${id}`, seller, { object: { status: 'resolvido' } })
    ).json().update_backoffice_problema_by_pk;
    expect(resolved).toMatchObject({
      sistema: sale.sistema,
      status: 'resolvido',
      id_responsavel: t.accounts.marketing.usuarioId,
    });
    expect(resolved.resolvido_em).not.toBeNull();
    const reopened = (
      await call('PUT', `/v1/backoffice/problema/${id}`, seller, { object: { status: 'aberto' } })
    ).json().update_backoffice_problema_by_pk;
    expect(reopened.resolvido_em).toBeNull();

    const own = await call('POST', '/v1/backoffice/problema', seller, {
      object: {
        id_pessoa: foreign.id,
        tipo: 'financeiro',
        titulo: 'Cobrança em duplicidade',
        prioridade: 'baixa',
        status: 'aberto',
      },
    });
    const ownId = own.json().insert_backoffice_problema_one.id;
    const owned = (await call('GET', `/v1/backoffice/problema/${ownId}`, reader)).json().backoffice_problema;
    expect(owned).toMatchObject({
      id_responsavel: t.accounts.marketing.usuarioId,
      id_venda: null,
      id_pessoa: foreign.id,
    });

    const list = (
      await call('POST', '/v1/backoffice/problema/filtro', reader, {
        filtro: { status: 'aberto', prioridade: 'alta', limit: 100 },
      })
    ).json();
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from backoffice_problema where status = 'aberto' and prioridade = 'alta'`,
    );
    expect(list.total).toBe(Number(n));
    expect(list.backoffice_problema.map((p: { id: number }) => p.id)).toContain(id);
    expect(
      (await call('PUT', `/v1/backoffice/problema/${id}`, reader, { object: { status: 'resolvido' } })).statusCode,
    ).toBe(403);
  });

  it('returns at most what was paid of an invoice, moving a chargeback only along its way', async () => {
    const [paid] = await q<{ id: number; valor_pago: string; id_pessoa: number }>(
      sql`select id, valor_pago, id_pessoa from cliente_fatura f where status = 'paga' and valor_pago > 10
        and not exists (select 1 from backoffice_estorno s where s.id_fatura = f.id) order by id limit 1`,
    );
    const [open] = await q<{ id: number }>(
      sql`select id from cliente_fatura where status = 'aberta' order by id limit 1`,
    );
    const object = (values: Record<string, unknown>) => ({
      object: { motivo: 'Pagamento em duplicidade da fatura.', forma: 'pix', ...values },
    });
    const notPaid = await call('POST', '/v1/backoffice/estorno', seller, object({ id_fatura: open.id, valor: 10 }));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(MSG.chargeback.invoiceNotPaid);
    expectInvalidField(
      await call(
        'POST',
        '/v1/backoffice/estorno',
        seller,
        object({ id_fatura: paid.id, valor: Number(paid.valor_pago) + 1 }),
      ),
      'valor',
      MSG.chargeback.valueAbovePaid,
    );
    const half = Math.floor(Number(paid.valor_pago) * 50) / 100;
    const created = await call('POST', '/v1/backoffice/estorno', seller, object({ id_fatura: paid.id, valor: half }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().insert_backoffice_estorno_one.id;
    expectInvalidField(
      await call(
        'POST',
        '/v1/backoffice/estorno',
        seller,
        object({ id_fatura: paid.id, valor: Number(paid.valor_pago) - half + 0.01 }),
      ),
      'valor',
      MSG.chargeback.valueAboveLeft,
    );
    const edit = (object: Record<string, unknown>) => call('PUT', `/v1/backoffice/estorno/${id}`, seller, { object });
    expect((await edit({ status: 'estornado' })).statusCode).toBe(409);
    expect((await edit({ status: 'aprovado' })).statusCode).toBe(200);
    const done = (await edit({ status: 'estornado' })).json().update_backoffice_estorno_by_pk;
    expect(done).toMatchObject({ status: 'estornado', valor: half, id_pessoa: paid.id_pessoa });
    expect(done.estornado_em).not.toBeNull();
    expect((await edit({ status: 'recusado' })).statusCode).toBe(409);
    const list = (
      await call('POST', '/v1/backoffice/estorno/filtro', reader, { filtro: { status: 'estornado', limit: 1 } })
    ).json();
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from backoffice_estorno where status = 'estornado'`,
    );
    expect(list.total).toBe(Number(n));
  });

  it("shows one customer's whole account, the client panel's visit requests among the orders", async () => {
    const sale = await secondPointSale();
    const [contract] = await q<{ id: number }>(
      sql`select id from cliente_contrato where id_pessoa = ${sale.customer} order by id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into cliente_ordem_servico (sistema, id_contrato, id_pessoa, tipo, status, observacoes, origem)
        values (${sale.sistema}, ${contract.id}, ${sale.customer}, 'reparo', 'aberta', 'Internet cai toda noite.', 'painel')`,
    );
    const res = await call('GET', `/v1/backoffice/cliente/${sale.customer}`, seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cliente).toMatchObject({ id: sale.customer, cpf: sale.cpf });
    expect(body.contratos.map((c: { id: number }) => c.id)).toContain(contract.id);
    expect(body.faturas.length).toBeGreaterThan(0);
    expect(body.conexoes.length).toBeGreaterThan(0);
    expect(body.ordens).toEqual(
      expect.arrayContaining([expect.objectContaining({ origem: 'painel', observacoes: 'Internet cai toda noite.' })]),
    );
    expect(body.leads.length).toBeGreaterThan(0);
    expect(body.vendas.map((v: { id: number }) => v.id)).toContain(sale.id);
    expect((await call('GET', '/v1/backoffice/cliente/999999999', seller)).statusCode).toBe(404);
    const search = (await call('POST', '/v1/backoffice/cliente/busca', seller, { busca: sale.cpf })).json();
    expect(search.clientes.map((c: { id: number }) => c.id)).toContain(sale.customer);
    expectInvalidField(
      await call('POST', '/v1/backoffice/cliente/busca', seller, { busca: 'ab' }),
      'busca',
      MSG.customer.searchMin,
    );
  });

  it('opens on counts per status and the day of installations', async () => {
    const home = (await call('GET', '/v1/backoffice/inicio', reader)).json();
    const counts = await q<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from vendas_venda group by status`,
    );
    for (const c of counts) expect(home.vendas).toContainEqual({ status: c.status, total: Number(c.n) });
    expect(home.dia).toBe(today());
    for (const s of home.instalacoes_hoje)
      expect(new Date(s.instalacao_inicio).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })).toBe(
        today(),
      );
  });
});
