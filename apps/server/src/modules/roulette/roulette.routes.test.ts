import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import { ROULETTE_PUBLIC_API as PUBLIC } from '@intranet/shared/roulette/roulette-public.contract';
import { pickPrize } from '@intranet/shared/roulette/roulette.rules';
import type { Participant } from '@intranet/shared/roulette/roulette.schemas';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';

type Headers = Record<string, string>;

describe('roulette', () => {
  let t: TestApp;
  let marketing: Headers;
  let admin: Headers;
  let owner: number;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1000 });
    marketing = await t.headersFor('marketing');
    admin = await t.headersFor('admin');
    owner = t.accounts.marketing.usuarioId;
  });
  afterAll(async () => t?.close());

  const call = (method: string, url: string, headers: Headers = marketing, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload && { payload }) });
  const campaign = (over: object = {}) => ({
    nome: `Campanha de teste ${++seq}`,
    descricao: 'Gire e ganhe',
    motivo_aplicacao: 'Fidelização',
    sistema: 'BITCOM',
    data_inicio_campanha: dayFromToday(0),
    data_fim_campanha: dayFromToday(30),
    intervalo_votacao: 1,
    api_erp: false,
    id_usuario_intranet: owner,
    ...over,
  });
  const prize = (id_campanha: number, cliente: boolean, i: number, over: object = {}) => ({
    id_campanha,
    nome: `Prêmio ${cliente ? 'C' : 'N'}${i}`,
    descricao: `Você ganhou o prêmio ${i}`,
    cliente,
    peso_item: [1, 10, 20, 50][i % 4],
    quantidade: 10,
    quantidade_minima: 1,
    animacao: i === 0,
    consumivel: true,
    ...over,
  });
  const theme = (id_campanha: number, over: object = {}) => ({
    id_campanha,
    color_item: '#FF69B4',
    color_item_2: '#1E90FF',
    color_text: '#000000',
    color_text2: '#FFFFFF',
    base_background: '#8B0000',
    base_html_content: 'Girar!',
    ...over,
  });

  /** A campaign with theme and 4 + 4 prizes; `prizes` overrides each prize. */
  async function fullCampaign(over: object = {}, prizeOver: (cliente: boolean, i: number) => object = () => ({})) {
    const res = await call('POST', '/v1/roulette', marketing, { object: campaign(over) });
    expect(res.statusCode, res.body).toBe(200);
    const { id, url_campanha } = res.json().insert_site_roleta_campanhas_one;
    expect((await call('POST', '/v1/roulette/theme', marketing, { objects: [theme(id)] })).statusCode).toBe(200);
    const objects = [true, false].flatMap((cliente) =>
      [0, 1, 2, 3].map((i) => prize(id, cliente, i, prizeOver(cliente, i))),
    );
    const saved = await call('POST', '/v1/roulette/prize', marketing, { objects });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, url: url_campanha as string };
  }
  const spin = (url: string, person: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/roleta/girar',
      remoteAddress,
      payload: { url_campanha: url, consentimento: true, ...person },
    });
  let cpfSeq = 0;
  /** A new person: a CPF and a phone of their own. */
  const visitor = () => {
    const n = ++cpfSeq;
    return {
      nome: 'Visitante Teste',
      telefone: `(31) 9${String(80_000_000 + n).slice(0, 4)}-${String(80_000_000 + n).slice(4)}`,
      cpf: cpfFromBase(555_000_000 + n * 13),
    };
  };
  async function customerCpf(): Promise<string> {
    const [row] = await sqlRows<{ cpf: string }>(
      t.database.db,
      sql`select p.cpf from relacionamento_dados_pessoas p join rh_empresa e on e.id = p.sistema where e.nome = 'Bitcom' order by p.id offset 10 limit 1`,
    );
    return row.cpf;
  }

  it('keeps the spec paths and methods, each with its action', () => {
    expect(Object.values(API).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /v1/roulette',
      'GET /v1/roulette/admin',
      'GET /v1/roulette/user/:id/:idOwner',
      'POST /v1/roulette',
      'PATCH /v1/roulette/:ownerId/:campaignId',
      'POST /v1/roulette/campaign',
      'DELETE /v1/roulette/:campaignId/:ownerId',
      'DELETE /v1/history/:campaignId',
      'GET /v1/campanha/configuracao/:campaignId',
      'POST /v1/roulette/theme',
      'PUT /v1/roulette/theme/:campaignId',
      'GET /v1/roulette/prize/:campaignId',
      'POST /v1/roulette/prize',
      'PATCH /v1/roulette/campaign/update/prize',
      'DELETE /v1/roulette/prizes',
      'GET /v1/roulette/draw/:campaignId',
      'POST /v1/roulette/draw',
      'GET /v1/roulette/customers/:campaignId',
      'GET /v1/roulette/customers/:campaignId/:isCustomer',
    ]);
  });

  const everyCall = (id: number) =>
    [
      ['GET', '/v1/roulette'],
      ['GET', '/v1/roulette/admin'],
      ['GET', `/v1/roulette/user/${id}/${owner}`],
      ['POST', '/v1/roulette', { object: campaign() }],
      ['PATCH', `/v1/roulette/${owner}/${id}`, { object: campaign() }],
      ['POST', '/v1/roulette/campaign', { id_campanha: id, ativo: false }],
      ['DELETE', `/v1/roulette/${id}/${owner}`],
      ['DELETE', `/v1/history/${id}`],
      ['GET', `/v1/campanha/configuracao/${id}`],
      ['POST', '/v1/roulette/theme', { objects: [theme(id)] }],
      ['PUT', `/v1/roulette/theme/${id}`, { objects: [theme(id)] }],
      ['GET', `/v1/roulette/prize/${id}`],
      ['POST', '/v1/roulette/prize', { objects: [prize(id, true, 0)] }],
      ['PATCH', '/v1/roulette/campaign/update/prize', { objects: [{ ...prize(id, true, 0), id: 1 }] }],
      ['DELETE', '/v1/roulette/prizes', { ids: [1], id_campanha: id }],
      ['GET', `/v1/roulette/draw/${id}`],
      ['POST', '/v1/roulette/draw', { id_campanha: id, cliente: true, id_premio: 1 }],
      ['GET', `/v1/roulette/customers/${id}`],
      ['GET', `/v1/roulette/customers/${id}/true`],
    ] as const;

  it('refuses every staff call without a token with 401, and to employees without a roulette or marketing role with 403', async () => {
    for (const [method, url, payload] of everyCall(1)) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const key of ['colaborador', 'candidato', 'rhGestor'] as const) {
      const headers = await t.headersFor(key);
      for (const [method, url, payload] of everyCall(1)) {
        expect((await call(method, url, headers, payload)).statusCode, `${key} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets a roulette reader list, a roulette requester register but not pick another owner, and only the superadmin reset', async () => {
    const reader = await t.headersFor('admin', 'roulette:leitor');
    expect((await call('GET', '/v1/roulette', reader)).statusCode).toBe(200);
    expect((await call('POST', '/v1/roulette', reader, { object: campaign() })).statusCode).toBe(403);
    const requester = await t.headersFor('admin', 'roulette:solicitante');
    expect((await call('GET', '/v1/roulette/admin', requester)).statusCode).toBe(403);
    const { id } = await fullCampaign();
    expect((await call('DELETE', `/v1/history/${id}`, marketing)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/history/${id}`, admin)).statusCode).toBe(200);
  });

  it('answers 400 with the spec texts to bad input on every call that takes one', async () => {
    const bad = async (method: string, url: string, payload: object, message?: string) => {
      const res = await call(method, url, marketing, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      if (message) expect(res.body).toContain(message);
      return res;
    };
    const { id } = await fullCampaign();
    await bad('POST', '/v1/roulette', { object: campaign({ nome: 'Curta' }) }, 'Mínimo de 8 caracteres. (5/8)');
    await bad(
      'POST',
      '/v1/roulette',
      { object: campaign({ motivo_aplicacao: 'x'.repeat(141) }) },
      'Utilize no máximo 140 caracteres.',
    );
    await bad(
      'POST',
      '/v1/roulette',
      { object: campaign({ data_inicio_campanha: dayFromToday(-1) }) },
      'A data de publicação da campanha não pode ser anterior ao dia de hoje!',
    );
    await bad('POST', '/v1/roulette', { object: campaign({ descricao: '' }) }, 'Campo obrigatório');
    await bad(
      'PATCH',
      `/v1/roulette/${owner}/${id}`,
      { object: campaign({ data_inicio_campanha: dayFromToday(5), data_fim_campanha: dayFromToday(4) }) },
      'A data de fim da campanha deve ser maior ou igual à data de início.',
    );
    await bad('POST', '/v1/roulette/campaign', { id_campanha: id });
    await bad(
      'POST',
      '/v1/roulette/theme',
      { objects: [theme(id, { color_item: '' })] },
      'Ops... preencha os dados e tente novamente!',
    );
    await bad('PUT', `/v1/roulette/theme/${id}`, { objects: [] }, 'Ops... preencha os dados e tente novamente!');
    await bad(
      'POST',
      '/v1/roulette/prize',
      { objects: [prize(id, true, 0, { quantidade: 0 })] },
      'Este valor não pode ser menor que 1!',
    );
    await bad(
      'POST',
      '/v1/roulette/prize',
      { objects: [prize(id, true, 0, { quantidade: 2, quantidade_minima: 3 })] },
      'Ops... A quantidade não pode ser menor que a quantidade minima!',
    );
    await bad(
      'POST',
      '/v1/roulette/prize',
      { objects: [prize(id, true, 0, { nome: 'x'.repeat(25) })] },
      'Utilize no máximo 24 caracteres.',
    );
    await bad(
      'POST',
      '/v1/roulette/prize',
      { objects: [prize(id, true, 0, { descricao: 'x'.repeat(201) })] },
      'Utilize no máximo 200 caracteres.',
    );
    await bad('POST', '/v1/roulette/prize', { objects: [prize(id, true, 0, { peso_item: 7 })] });
    await bad('POST', '/v1/roulette/prize', { objects: [prize(id, true, 0, { animacao: undefined })] });
    await bad(
      'POST',
      '/v1/roulette/prize',
      { objects: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => prize(id, true, i)) },
      'Ops... Você não pode ter 12 prêmios para clientes e 4 para não clientes',
    );
    await bad(
      'PATCH',
      '/v1/roulette/campaign/update/prize',
      { objects: [prize(id, true, 0)] },
      'Ops! Verifique todos os campos',
    );
    await bad('DELETE', '/v1/roulette/prizes', { ids: [], id_campanha: id });
    await bad('POST', '/v1/roulette/draw', { id_campanha: id, cliente: true });
    await bad('GET', `/v1/roulette/customers/${id}/talvez`, {});
    const taken = (await call('GET', `/v1/roulette/user/${id}/${owner}`)).json().site_roleta_campanhas[0]
      .nome as string;
    const dup = await call('POST', '/v1/roulette', marketing, { object: campaign({ nome: taken.toUpperCase() }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('O nome da campanha já existe! Por favor digite outro nome...');
  });

  it('registers a campaign with its slug, edits it, and shows it only to its owner and the superadmin', async () => {
    const res = await call('POST', '/v1/roulette', marketing, { object: campaign({ nome: 'Promoção de Verão Já!' }) });
    expect(res.statusCode, res.body).toBe(200);
    const { id, url_campanha } = res.json().insert_site_roleta_campanhas_one;
    expect(url_campanha).toBe('/promocao-de-verao-ja');
    const one = (await call('GET', `/v1/roulette/user/${id}/${owner}`)).json().site_roleta_campanhas[0];
    expect(one).toMatchObject({
      nome: 'Promoção de Verão Já!',
      sistema: 'bitcom',
      ativo: true,
      clientes: 0,
      nao_clientes: 0,
      id_configuracao: null,
    });
    const other = await t.headersFor('admin', 'roulette:gestor');
    expect((await call('GET', `/v1/roulette/user/${id}/${owner}`, other)).statusCode).toBe(200); // superadmin token
    const edited = await call('PATCH', `/v1/roulette/${owner}/${id}`, marketing, {
      object: campaign({ nome: 'Promoção de Inverno', data_inicio_campanha: dayFromToday(-3) }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().update_site_roleta_campanhas_by_pk.url_campanha).toBe('/promocao-de-inverno');
    const owners = (await call('GET', '/v1/roulette/admin')).json().usuarios as { id: number }[];
    expect(owners.map((o) => o.id)).toContain(owner);
    expect(
      (await call('GET', '/v1/roulette')).json().site_roleta_campanhas.some((c: { id: number }) => c.id === id),
    ).toBe(true);
  });

  it('creates the theme once (POST), then updates it (PUT), and says when there is none', async () => {
    const res = await call('POST', '/v1/roulette', marketing, { object: campaign() });
    const { id } = res.json().insert_site_roleta_campanhas_one;
    expect((await call('GET', `/v1/campanha/configuracao/${id}`)).json().site_roleta_configuracao_tema).toEqual([]);
    expect((await call('PUT', `/v1/roulette/theme/${id}`, marketing, { objects: [theme(id)] })).statusCode).toBe(404);
    expect((await call('POST', '/v1/roulette/theme', marketing, { objects: [theme(id)] })).statusCode).toBe(200);
    expect((await call('POST', '/v1/roulette/theme', marketing, { objects: [theme(id)] })).json().message).toBe(
      'Ops... Verifique os dados e tente novamente!',
    );
    const put = await call('PUT', `/v1/roulette/theme/${id}`, marketing, {
      objects: [theme(id, { color_item: '#00FF00', url_background: '/v1/files/abc' })],
    });
    expect(put.json().site_roleta_configuracao_tema[0]).toMatchObject({
      color_item: '#00FF00',
      url_background: '/v1/files/abc',
    });
    expect(
      (await call('GET', `/v1/roulette/user/${id}/${owner}`)).json().site_roleta_campanhas[0].id_configuracao,
    ).toBe(put.json().site_roleta_configuracao_tema[0].id);
  });

  it('spins a non-customer into a lead and a customer into a ticket, with a coupon each and a draw that recomputes', async () => {
    const { id, url } = await fullCampaign();
    const person = visitor();
    const first = await spin(url, person);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ cupom: expect.stringMatching(/^CUPOM-[0-9A-Z]{13}$/) });
    const cpf = await customerCpf();
    const second = await spin(url, { ...visitor(), cpf });
    expect(second.statusCode, second.body).toBe(200);

    const all = (await call('GET', `/v1/roulette/customers/${id}`)).json().site_roleta_historico as Participant[];
    expect(all).toHaveLength(2);
    const lead = all.find((p) => !p.cliente)!;
    expect(lead.codigo).toMatch(/^CodigoLead:\d+$/);
    const [stored] = await sqlRows<{ origem: string; cpf: string }>(
      t.database.db,
      sql`select origem, cpf from vendas_lead where id = ${Number(lead.codigo.split(':')[1])}`,
    );
    expect(stored).toEqual({ origem: 'roleta', cpf: person.cpf.replace(/\D/g, '') });
    const customer = all.find((p) => p.cliente)!;
    expect(customer.codigo).toMatch(/^CodigoAtendimento:\d+$/);
    expect(customer.erro).toBe(false);
    for (const p of all) {
      const picked = pickPrize(p.sorteio.premios, p.sorteio.aleatorio);
      expect(picked?.id).toBe(p.id_premio);
    }
    expect((await call('GET', `/v1/roulette/customers/${id}/true`)).json().site_roleta_historico).toHaveLength(1);
    expect(
      (await call('GET', `/v1/roulette/customers/${id}/false?erro=true`)).json().site_roleta_historico,
    ).toHaveLength(0);
    const list = (await call('GET', '/v1/roulette'))
      .json()
      .site_roleta_campanhas.find((c: { id: number }) => c.id === id);
    expect(list).toMatchObject({ clientes: 1, nao_clientes: 1 });
  });

  it('records the ERP failure on a customer spin of a campaign that opens tickets in the ERP', async () => {
    const { id, url } = await fullCampaign({ api_erp: true });
    expect((await spin(url, { ...visitor(), cpf: await customerCpf() })).statusCode).toBe(200);
    const [p] = (await call('GET', `/v1/roulette/customers/${id}?erro=true`)).json()
      .site_roleta_historico as Participant[];
    expect(p).toMatchObject({ erro: true, codigo: expect.stringContaining('ERP') });
  });

  it('refuses a second spin of the same CPF inside the interval with the day it may return', async () => {
    const { url } = await fullCampaign({ intervalo_votacao: 3 });
    const person = visitor();
    expect((await spin(url, person)).statusCode).toBe(200);
    const again = await spin(url, { ...person, nome: 'Outro Nome' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Você já girou esta roleta. Poderá girar novamente a partir de ${formatDate(dayFromToday(3))}.`,
    );
  });

  it('checks the visitor data and consent, and closes a paused campaign or one outside its period', async () => {
    const { id, url } = await fullCampaign();
    const badCpf = await spin(url, { ...visitor(), cpf: '123.456.789-00' });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.body).toContain('CPF inválido');
    expect((await spin(url, { ...visitor(), consentimento: false })).statusCode).toBe(400);
    const open = await t.app.inject({ method: 'GET', url: `/v1/roleta/publica?url=${encodeURIComponent(url)}` });
    expect(open.json()).toMatchObject({ aberta: true, tema: { base_html_content: 'Girar!' } });
    expect(open.json().premios).toHaveLength(8);
    expect((await call('POST', '/v1/roulette/campaign', marketing, { id_campanha: id, ativo: false })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/roleta/publica?url=${encodeURIComponent(url)}` })).json(),
    ).toMatchObject({ aberta: false, premios: [] });
    expect((await spin(url, visitor())).statusCode).toBe(404);
    expect((await call('POST', '/v1/roulette/campaign', marketing, { id_campanha: id, ativo: true })).statusCode).toBe(
      200,
    );
    expect((await spin(url, visitor())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/roleta/publica?url=/nao-existe' })).statusCode).toBe(404);
    expect(PUBLIC.spin.path).toBe('/v1/roleta/girar');
  });

  it('leaves an exhausted consumable prize out, answers sold out when nothing is left, and notifies the owner at the minimum stock', async () => {
    const { id, url } = await fullCampaign({}, (cliente, i) => ({
      quantidade: 2,
      quantidade_minima: 1,
      peso_item: 50,
      consumivel: !(cliente && i === 0),
    }));
    for (let k = 0; k < 8; k++) expect((await spin(url, visitor())).statusCode).toBe(200);
    const prizes = (await call('GET', `/v1/roulette/prize/${id}`)).json().site_roleta_premios as {
      cliente: boolean;
      quantidade: number;
    }[];
    expect(prizes.filter((p) => !p.cliente).every((p) => p.quantidade === 0)).toBe(true);
    const soldOut = await spin(url, visitor());
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Os prêmios desta campanha se esgotaram. Obrigado por participar!');
    const notes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notificacao_usuario nu join notificacao_mensagem m on m.id = nu.id_mensagem where nu.id_usuario = ${owner} and m.data->>'id_campanha' = ${String(id)}`,
    );
    expect(Number(notes[0].n)).toBe(4);
  });

  it('raffles uniformly among the matching participants not yet drawn, then says there are none', async () => {
    const { id, url } = await fullCampaign({}, () => ({ peso_item: 50 }));
    for (let k = 0; k < 3; k++) await spin(url, visitor());
    const participants = (await call('GET', `/v1/roulette/customers/${id}/false`)).json()
      .site_roleta_historico as Participant[];
    const prizeId = participants[0].id_premio;
    const matching = participants.filter((p) => p.id_premio === prizeId);
    const drawn = new Set<number>();
    for (let k = 0; k < matching.length; k++) {
      const res = await call('POST', '/v1/roulette/draw', marketing, {
        id_campanha: id,
        cliente: false,
        id_premio: prizeId,
      });
      expect(res.statusCode, res.body).toBe(200);
      drawn.add(res.json().insert_site_roleta_sorteio_interno_one.id_cliente_historico);
    }
    expect([...drawn].sort()).toEqual(matching.map((p) => p.id).sort());
    const none = await call('POST', '/v1/roulette/draw', marketing, {
      id_campanha: id,
      cliente: false,
      id_premio: prizeId,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Não há participantes correspondentes');
    expect((await call('GET', `/v1/roulette/draw/${id}`)).json().site_roleta_sorteio_interno).toHaveLength(
      matching.length,
    );
  });

  it('deletes a campaign nobody spun, refuses one with participants with the server text, and reset gives the stock back', async () => {
    const empty = await fullCampaign();
    const gone = await call('DELETE', `/v1/roulette/${empty.id}/${owner}`);
    expect(gone.json()).toEqual({ ok: true, message: 'Campanha excluída com sucesso' });
    const { id, url } = await fullCampaign({}, () => ({ quantidade: 5 }));
    for (let k = 0; k < 4; k++) await spin(url, visitor());
    const refused = await call('DELETE', `/v1/roulette/${id}/${owner}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('CAMPANHA COM PREMIOS JA DISTRIBUIDOS');
    const participant = (await call('GET', `/v1/roulette/customers/${id}`)).json()
      .site_roleta_historico[0] as Participant;
    await call('POST', '/v1/roulette/draw', marketing, {
      id_campanha: id,
      cliente: false,
      id_premio: participant.id_premio,
    });
    const stock = async () =>
      ((await call('GET', `/v1/roulette/prize/${id}`)).json().site_roleta_premios as { quantidade: number }[]).reduce(
        (s, p) => s + p.quantidade,
        0,
      );
    expect(await stock()).toBe(40 - 4);
    const reset = await call('DELETE', `/v1/history/${id}`, admin);
    expect(reset.json()).toEqual({ ok: true, message: 'Campanha resetada com sucesso', participantes: 4 });
    expect(await stock()).toBe(40);
    expect((await call('GET', `/v1/roulette/customers/${id}`)).json().site_roleta_historico).toEqual([]);
    expect((await call('GET', `/v1/roulette/draw/${id}`)).json().site_roleta_sorteio_interno).toEqual([]);
    expect((await call('DELETE', `/v1/roulette/${id}/${owner}`)).statusCode).toBe(200);
  });

  it('updates and deletes prizes, and keeps a prize someone won', async () => {
    const { id, url } = await fullCampaign({}, () => ({ peso_item: 50 }));
    const prizes = (await call('GET', `/v1/roulette/prize/${id}`)).json().site_roleta_premios as ({
      id: number;
    } & Record<string, unknown>)[];
    const patched = await call('PATCH', '/v1/roulette/campaign/update/prize', marketing, {
      objects: [{ ...prizes[0], nome: 'Novo nome' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().site_roleta_premios[0].nome).toBe('Novo nome');
    await spin(url, visitor());
    const won = (await call('GET', `/v1/roulette/customers/${id}`)).json().site_roleta_historico[0].id_premio as number;
    expect((await call('DELETE', '/v1/roulette/prizes', marketing, { ids: [won], id_campanha: id })).statusCode).toBe(
      409,
    );
    const other = prizes.find((p) => p.id !== won)!.id;
    expect((await call('DELETE', '/v1/roulette/prizes', marketing, { ids: [other], id_campanha: id })).json()).toEqual({
      affected_rows: 1,
      message: 'Prêmios excluidos com sucesso!',
    });
  });

  it('has a live demo campaign per provider with participants', async () => {
    const all = (await call('GET', '/v1/roulette', admin)).json().site_roleta_campanhas as {
      nome: string;
      sistema: string;
      clientes: number;
      nao_clientes: number;
    }[];
    for (const sistema of ['bitcom', 'razao', 'vetorial']) {
      const demo = all.find((c) => c.sistema === sistema && c.nome.startsWith('Roleta de Prêmios'));
      expect(demo, sistema).toBeDefined();
      expect(demo!.clientes).toBeGreaterThan(0);
      expect(demo!.nao_clientes).toBeGreaterThan(0);
    }
  });
});
