import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { computeMetrics, EMPTY_SUMS } from '@intranet/shared/campaign-results/report-metrics';
import { LEAD_FORM_API } from '@intranet/shared/leads/lead-form.contract';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import { SPONSORSHIP_PUBLIC_API as PUBLIC_API } from '@intranet/shared/sponsorship/sponsorship-public.contract';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { loadConfig } from '../../config';
import { empresa, outbox, patrocinio, logsRh, usuarioRole, vendasLead } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REQUESTS_PER_MINUTE } from './sponsorship.routes';
import { PDF, PNG, multipartOf, requestOf } from './sponsorship.test-kit';

type Headers = Record<string, string>;
const BALANCER = '10.0.0.1';

describe('sponsorship', () => {
  let t: TestApp;
  let marketing: Headers;
  let writer: Headers;
  let bitcom: number;
  let client = 0;
  /** A call from a new client behind the balancer (the real address is the one it forwards). */
  const fromClient = (address = `172.20.${Math.floor(++client / 250)}.${client % 250}`) => ({
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': address },
  });

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: '1' }).trustProxy });
    marketing = await t.headersFor('marketing');
    // A marketing writer who is not its manager: runs the steps, may not approve.
    await t.database.db
      .insert(usuarioRole)
      .values({ id_usuario: t.accounts.colaborador.usuarioId, role: 'marketing:solicitante' });
    writer = await t.headersFor('colaborador', 'marketing:solicitante');
    const [row] = await t.database.db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nome, 'Bitcom'));
    bitcom = row.id;
  });
  afterAll(async () => t?.close());

  const send = (
    data: object | string,
    file: { name: string; body: Buffer } | null = { name: 'apresentacao.pdf', body: PDF },
    from = fromClient(),
  ) => {
    const body = multipartOf(
      { dados: typeof data === 'string' ? data : JSON.stringify(data) },
      file ? [{ field: 'apresentacao', ...file }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: PUBLIC_API.request.path,
      payload: body.payload,
      remoteAddress: from.remoteAddress,
      headers: { ...body.headers, ...from.headers },
    });
  };
  const requested = async (over = {}) => {
    const res = await send(requestOf(bitcom, over));
    expect(res.statusCode, res.body).toBe(200);
    const { protocolo } = res.json() as { protocolo: string };
    const [row] = await t.database.db.select().from(patrocinio).where(eq(patrocinio.protocolo, protocolo));
    return row;
  };
  const call = (method: string, url: string, headers: Headers = marketing, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, headers, ...(payload && { payload }) });
  const step = (id: number, path: string, payload?: object, headers: Headers = marketing, method = 'POST') =>
    call(method, `/v1/marketing/patrocinio/${id}/${path}`, headers, payload);
  const detail = async (id: number) => {
    const res = await call('GET', `/v1/marketing/patrocinio/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().marketing_patrocinio_by_pk;
  };
  const upload = async (body: Buffer, name: string) => {
    const form = multipartOf({}, [{ field: 'file', name, body }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/files/patrocinios',
      payload: form.payload,
      headers: { ...marketing, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const justification = {
    aderencia_publico: 'Público rural, sem fibra na região.',
    estrategia_regiao: 'Expansão para Sete Lagoas em 2027.',
  };
  const viability = {
    custo: 12000,
    alcance_esperado: 8000,
    leads_esperados: 150,
    parecer: 'Custo por lead esperado de R$ 80.',
  };
  const negotiation = (id_contrato?: string) => ({
    contrapartidas_acordadas: 'Dois banners e menções do locutor.',
    valor: 10000,
    data_inicio: '2026-12-01',
    data_fim: '2026-12-31',
    ...(id_contrato && { id_contrato }),
  });

  it('keeps its paths, each with its action', () => {
    expect(
      [...Object.values(PUBLIC_API), ...Object.values(API)].map((e) => `${e.method} ${e.path} ${e.access}`),
    ).toEqual([
      'GET /v1/patrocinio/provedores sponsorship.request',
      'POST /v1/patrocinio sponsorship.request',
      'POST /v1/marketing/patrocinio/filtro sponsorship.list',
      'GET /v1/marketing/patrocinio/:id sponsorship.list',
      'POST /v1/marketing/patrocinio/:id/triagem sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/recusa sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/justificativa sponsorship.write',
      'PUT /v1/marketing/patrocinio/:id/justificativa sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/viabilidade sponsorship.write',
      'PUT /v1/marketing/patrocinio/:id/viabilidade sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/negociacao sponsorship.write',
      'PUT /v1/marketing/patrocinio/:id/negociacao sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/aprovacao sponsorship.approve',
      'POST /v1/marketing/patrocinio/:id/pos-evento sponsorship.write',
      'PUT /v1/marketing/patrocinio/:id/pos-evento sponsorship.write',
      'POST /v1/marketing/patrocinio/:id/pos-evento/midia sponsorship.write',
      'DELETE /v1/marketing/patrocinio/:id/pos-evento/midia/:idMidia sponsorship.write',
      'GET /v1/marketing/patrocinio/orcamento sponsorship.list',
      'PUT /v1/marketing/patrocinio/orcamento sponsorship.approve',
    ]);
  });

  it('answers the staff calls 401 without a token and 403 to who has no marketing role', async () => {
    expect((await call('POST', API.list.path, {}, {})).statusCode).toBe(401);
    expect((await call('GET', '/v1/marketing/patrocinio/1', {})).statusCode).toBe(401);
    for (const key of ['candidato', 'rhGestor'] as const) {
      const headers = await t.headersFor(key);
      expect((await call('POST', API.list.path, headers, {})).statusCode).toBe(403);
      expect((await step(1, 'triagem', undefined, headers)).statusCode).toBe(403);
    }
  });

  it('lists the providers an organizer may ask, with the flag of their address', async () => {
    const res = await t.app.inject({ method: 'GET', url: PUBLIC_API.providers.path, ...fromClient() });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .provedores.map((p: { flag: string }) => p.flag)
        .sort(),
    ).toEqual(['bitcom', 'razao', 'vetorial']);
  });

  it('stores a public request with its presentation and protocol, and e-mails the organizer through the outbox', async () => {
    const email = 'organizador.confirmacao@festa.example.com';
    const row = await requested({ email });
    expect(row.protocolo).toMatch(/^PAT-\d{4}-\d{6}$/);
    expect(row.status).toBe('recebida');
    expect(row.telefone).toBe('31988887777');
    const d = await detail(row.id);
    expect(d.apresentacao).toMatchObject({ nome: 'apresentacao.pdf', mime: 'application/pdf' });
    expect(d.valor_pedido).toBe(15000);
    const file = await t.app.inject({ method: 'GET', url: `/v1/files/${d.apresentacao.id}`, headers: marketing });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.destinatario, email));
    expect(mail.assunto).toContain(row.protocolo);
    expect(mail.corpo).toContain('Festa do Peão de Sete Lagoas');
  });

  it('accepts an image as the presentation and refuses a file that is not one by its content', async () => {
    expect((await send(requestOf(bitcom), { name: 'cartaz.png', body: PNG })).statusCode).toBe(200);
    const fake = await send(requestOf(bitcom), { name: 'apresentacao.pdf', body: Buffer.from('<html>oi</html>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual([
      { path: 'apresentacao', message: 'A apresentação precisa ser um PDF ou uma imagem PNG, JPEG ou WebP.' },
    ]);
    const big = await send(requestOf(bitcom), {
      name: 'grande.pdf',
      body: Buffer.concat([PDF, Buffer.alloc(10_485_760)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A apresentação tem mais de 10 MB. Envie um arquivo menor.');
  });

  it('refuses a request with every wrong field under its name, and keeps nothing', async () => {
    const before = await t.database.db.$count(patrocinio);
    const res = await send(
      requestOf(bitcom, { evento: '', publico_esperado: 0, pedidos: [], email: 'x', valor_pedido: null }),
      null,
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['evento', 'publico_esperado', 'pedidos', 'email', 'apresentacao']));
    const money = await send(requestOf(bitcom, { pedidos: ['dinheiro'], valor_pedido: null }));
    expect(money.json().fields).toEqual([{ path: 'valor_pedido', message: 'Informe o valor pedido.' }]);
    const past = await send(requestOf(bitcom, { data_evento: '2020-01-10' }));
    expect(past.json().fields).toEqual([
      { path: 'data_evento', message: 'A data do evento não pode estar no passado.' },
    ]);
    expect((await send('{not json')).statusCode).toBe(400);
    const unknown = await send(requestOf(999_999));
    expect(unknown.json().fields).toEqual([{ path: 'id_empresa', message: 'Provedor não encontrado.' }]);
    expect(await t.database.db.$count(patrocinio)).toBe(before);
  });

  it('answers a filled honeypot as a success and stores or sends nothing', async () => {
    const before = await t.database.db.$count(patrocinio);
    const mails = await t.database.db.$count(outbox);
    const res = await send({ ...requestOf(bitcom), website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().protocolo).toMatch(/^PAT-\d{4}-\d{6}$/);
    expect(await t.database.db.$count(patrocinio)).toBe(before);
    expect(await t.database.db.$count(outbox)).toBe(mails);
  });

  it(`limits each real client to ${REQUESTS_PER_MINUTE} requests a minute, whatever address it forges`, async () => {
    const real = '172.31.9.9';
    for (let i = 1; i <= REQUESTS_PER_MINUTE; i++) {
      const forged = { remoteAddress: BALANCER, headers: { 'x-forwarded-for': `1.2.3.${i}, ${real}` } };
      expect((await send(requestOf(bitcom), undefined, forged)).statusCode).toBe(200);
    }
    const flood = await send(requestOf(bitcom), undefined, {
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': real },
    });
    expect(flood.statusCode).toBe(429);
    expect((await send(requestOf(bitcom), undefined, fromClient())).statusCode).toBe(200);
  });

  it('refuses each step out of order with 409, and leaves the request where it was', async () => {
    const { id } = await requested();
    expect((await step(id, 'justificativa', justification)).statusCode).toBe(409);
    expect((await step(id, 'viabilidade', viability)).statusCode).toBe(409);
    expect((await step(id, 'negociacao', negotiation())).statusCode).toBe(409);
    expect((await step(id, 'aprovacao')).statusCode).toBe(409);
    const early = await step(id, 'pos-evento', { publico_real: 10, relato: 'Evento muito bom mesmo.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('não está na etapa de pós-evento');
    expect((await step(id, 'triagem')).statusCode).toBe(200);
    expect((await step(id, 'triagem')).statusCode).toBe(409);
    expect((await step(id, 'viabilidade', viability)).statusCode).toBe(409);
    expect((await detail(id)).status).toBe('em_justificativa');
  });

  it('refuses with a reason the organizer is told, and a refused request takes no further step', async () => {
    const email = 'recusa@festa.example.com';
    const { id, protocolo } = await requested({ email });
    expect((await step(id, 'recusa', { motivo: 'curto' })).statusCode).toBe(400);
    const res = await step(id, 'recusa', { motivo: 'O orçamento de patrocínios do ano já foi usado.' }, writer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'recusado' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.destinatario, email)))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.assunto).toContain(protocolo);
    expect(mail.corpo).toContain('O orçamento de patrocínios do ano já foi usado.');
    expect((await step(id, 'triagem')).statusCode).toBe(409);
    expect((await step(id, 'recusa', { motivo: 'De novo, por outro motivo.' })).statusCode).toBe(409);
  });

  it('runs the whole path: the manager approves, the link brings leads, and post-event shows their return', async () => {
    const year = new Date().getFullYear() + 1;
    const { id } = await requested({ data_evento: `${year}-03-15` });
    // The provider's budget for the event's year: only the manager keeps it.
    const budget = { id_empresa: bitcom, ano: year, valor: 50000 };
    expect((await call('PUT', API.setBudget.path, writer, budget)).statusCode).toBe(403);
    expect((await call('PUT', API.setBudget.path, marketing, budget)).statusCode).toBe(200);

    expect((await step(id, 'triagem', undefined, writer)).json()).toEqual({ id, status: 'em_justificativa' });
    expect((await step(id, 'justificativa', justification, writer)).json().status).toBe('em_viabilidade');
    expect((await step(id, 'viabilidade', viability, writer)).json().status).toBe('em_negociacao');
    const before = await detail(id);
    expect(before.orcamento).toMatchObject({ ano: year, orcamento: 50000, restante: 50000 });
    expect(before.viabilidade).toMatchObject({ custo: 12000, leads_esperados: 150 });

    const bad = await step(id, 'negociacao', { ...negotiation(), data_fim: '2026-11-01' }, writer);
    expect(bad.json().fields).toEqual([
      { path: 'data_fim', message: 'A data de fim deve ser igual ou posterior à de início.' },
    ]);
    expect((await step(id, 'negociacao', negotiation(), writer)).json().status).toBe('em_negociacao');
    // No contract yet: the manager cannot approve; a writer never can.
    expect((await step(id, 'aprovacao')).statusCode).toBe(409);
    const contract = await upload(PDF, 'contrato.pdf');
    expect((await step(id, 'negociacao', negotiation(contract), writer, 'PUT')).statusCode).toBe(200);
    expect((await step(id, 'aprovacao', undefined, writer)).statusCode).toBe(403);
    expect((await step(id, 'aprovacao')).json()).toEqual({ id, status: 'aprovado' });
    // Steps already passed are no longer edited.
    expect((await step(id, 'justificativa', justification, writer, 'PUT')).statusCode).toBe(409);

    const approved = await detail(id);
    expect(approved.negociacao).toMatchObject({ valor: 10000, contrato: { nome: 'contrato.pdf' } });
    expect(approved.negociacao.aprovado_por).toBeTruthy();
    expect(approved.orcamento).toMatchObject({ comprometido: 10000, restante: 40000 });
    expect(approved.link.url).toMatch(/^http:\/\/intranet\.test\/t\/[A-Za-z0-9]+$/);
    expect(approved.link.formulario).toBe(`http://intranet.test/leads/external/register?lnk=${approved.link.id}`);
    expect(approved.retorno).toMatchObject({ investimento: 10000, leads: 0, vendas: 0, cpl: null, roas: 0 });

    // Three people leave their data through the sponsorship's lead form; one buys.
    const leadIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: LEAD_FORM_API.submit.path,
        ...fromClient(),
        payload: {
          nome: `Visitante ${i}`,
          telefone: `(31) 9${String(8000_0000 + i)}`,
          cpf: cpfFromBase(777_000_100 + i),
          cep: '35700-000',
          email: '',
          consentimento: true,
          id_empresa: bitcom,
          lnk: approved.link.id,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const row of await t.database.db
      .select({ id: vendasLead.id })
      .from(vendasLead)
      .where(eq(vendasLead.id_link, approved.link.id)))
      leadIds.push(row.id);
    expect(leadIds).toHaveLength(3);
    const sale = await t.app.inject({
      method: 'PUT',
      url: `/v1/vendas/lead/${leadIds[0]}`,
      headers: marketing,
      payload: { object: { status: 'vendido', valor_venda: 25000, data_venda: dayFromToday(0) } },
    });
    expect(sale.statusCode, sale.body).toBe(200);

    const post = { publico_real: 9500, relato: 'Arena cheia nos três dias; estande com fila.' };
    expect((await step(id, 'pos-evento', post, writer)).json()).toEqual({ id, status: 'realizado' });
    const photo = await upload(PNG, 'arena.png');
    expect(
      (await step(id, 'pos-evento/midia', { id_arquivo: photo, tipo: 'foto', legenda: 'Arena' }, writer)).statusCode,
    ).toBe(200);
    const pdf = await upload(PDF, 'relatorio.pdf');
    const notPhoto = await step(id, 'pos-evento/midia', { id_arquivo: pdf, tipo: 'foto' }, writer);
    expect(notPhoto.json().fields).toEqual([
      { path: 'id_arquivo', message: 'A foto precisa ser uma imagem PNG, JPEG ou WebP.' },
    ]);
    expect((await step(id, 'pos-evento/midia', { id_arquivo: pdf, tipo: 'arquivo' }, writer)).statusCode).toBe(200);

    const done = await detail(id);
    expect(done.status).toBe('realizado');
    expect(done.pos_evento.midias.map((m: { tipo: string }) => m.tipo)).toEqual(['arquivo', 'foto']);
    const expected = computeMetrics({ ...EMPTY_SUMS, investimento: 10000, leads: 3, vendas: 1, faturamento: 25000 });
    expect(done.retorno).toEqual({
      investimento: 10000,
      leads: 3,
      vendas: 1,
      faturamento: 25000,
      cpl: expected.cpl,
      roas: expected.roas,
    });
    expect(done.retorno.roas).toBe(2.5);

    const media = done.pos_evento.midias[0].id;
    expect((await step(id, `pos-evento/midia/${media}`, undefined, writer, 'DELETE')).statusCode).toBe(200);
    expect((await detail(id)).pos_evento.midias).toHaveLength(1);

    // Each step's record has its history.
    const logs = await t.database.db
      .select({ tabela: logsRh.tabela })
      .from(logsRh)
      .where(eq(logsRh.id_item, String(done.justificativa.id)));
    expect(logs.map((l) => l.tabela)).toContain('marketing_patrocinio_justificativa');
  });

  it('lists the requests paged in SQL, by status, step, provider and text', async () => {
    const { protocolo } = await requested({ evento: 'Copa Regional de Futsal' });
    const page = await call('POST', API.list.path, marketing, { filtro: { busca: 'futsal', limit: 20, offset: 0 } });
    expect(page.statusCode).toBe(200);
    expect(page.json().marketing_patrocinio.map((r: { protocolo: string }) => r.protocolo)).toContain(protocolo);
    const received = await call('POST', API.list.path, marketing, {
      filtro: { status: 'recebida', id_empresa: bitcom, limit: 2 },
    });
    expect(received.json().marketing_patrocinio.length).toBeLessThanOrEqual(2);
    expect(received.json().total).toBeGreaterThanOrEqual(received.json().marketing_patrocinio.length);
    for (const r of received.json().marketing_patrocinio)
      expect(r).toMatchObject({ status: 'recebida', empresa: { id: bitcom } });
    const postEvent = await call('POST', API.list.path, marketing, { filtro: { etapa: 'postEvent' } });
    for (const r of postEvent.json().marketing_patrocinio) expect(['aprovado', 'realizado']).toContain(r.status);
    expect((await call('POST', API.list.path, marketing, { filtro: { limit: 500 } })).statusCode).toBe(400);
  });

  it('has demo requests at every step, and realized ones with the leads their links brought', async () => {
    const statuses = await t.database.db
      .selectDistinct({ status: patrocinio.status })
      .from(patrocinio)
      .where(like(patrocinio.protocolo, 'PAT-%-D%'));
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['aprovado', 'em_justificativa', 'em_negociacao', 'em_viabilidade', 'realizado', 'recebida', 'recusado'].sort(),
    );
    const [realized] = await t.database.db
      .select({ id: patrocinio.id })
      .from(patrocinio)
      .where(and(eq(patrocinio.status, 'realizado'), like(patrocinio.protocolo, 'PAT-%-D%')))
      .limit(1);
    const d = await detail(realized.id);
    expect(d.pos_evento).not.toBeNull();
    expect(d.retorno.leads).toBeGreaterThan(0);
    expect(d.retorno.investimento).toBe(d.negociacao.valor);
  });
});
