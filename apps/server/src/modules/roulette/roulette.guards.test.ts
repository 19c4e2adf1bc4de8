import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveProof } from '@intranet/shared/roulette/proof-of-work';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressKey, guardKey, issueChallenge } from './roulette.guards';

/**
 * The wheel cannot be drained (docs/roulette.md): one person is a CPF or a phone, and each campaign may
 * ask for an SMS code, cap the spins of an internet address per day, ask for a proof of work or a
 * minimum wait. The public answers never say whether a CPF is a customer's.
 */
describe('roulette guards', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1000 });
    marketing = await t.headersFor('marketing');
  });
  afterAll(async () => t?.close());

  /** An open campaign with 4 + 4 prizes (customers' named 'Cliente n', the others 'Visitante n'), with `guards`. */
  async function campaignWith(guards: object = {}, stock = 50) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/roulette',
      headers: marketing,
      payload: {
        object: {
          nome: `Roleta protegida ${++seq}`,
          descricao: 'Gire e ganhe',
          sistema: 'BITCOM',
          data_inicio_campanha: dayFromToday(0),
          data_fim_campanha: dayFromToday(30),
          intervalo_votacao: 1,
          id_usuario_intranet: t.accounts.marketing.usuarioId,
          ...guards,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, url_campanha } = res.json().insert_site_roleta_campanhas_one;
    const objects = [true, false].flatMap((cliente) =>
      [0, 1, 2, 3].map((i) => ({
        id_campanha: id,
        nome: `${cliente ? 'Cliente' : 'Visitante'} ${i}`,
        cliente,
        peso_item: 50,
        quantidade: stock,
        quantidade_minima: 1,
        animacao: false,
      })),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/roulette/prize', headers: marketing, payload: { objects } }))
        .statusCode,
    ).toBe(200);
    return { id: id as number, url: url_campanha as string };
  }

  let person = 0;
  const someone = () => {
    const n = ++person;
    return {
      nome: 'Pessoa Teste',
      telefone: `3197${String(1_000_000 + n).padStart(7, '0')}`,
      cpf: cpfFromBase(610_000_000 + n * 17),
    };
  };
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload });
  const spin = (url: string, who: object, extra: object = {}, address?: string) =>
    post('/v1/roleta/girar', { url_campanha: url, consentimento: true, ...who, ...extra }, address);
  const participants = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/roulette/customers/${id}`, headers: marketing })).json()
      .site_roleta_historico as { cpf: string; telefone: string; cliente: boolean }[];
  async function customerCpf(offset: number): Promise<string> {
    const [row] = await sqlRows<{ cpf: string }>(
      t.database.db,
      sql`select p.cpf from relacionamento_dados_pessoas p join rh_empresa e on e.id = p.sistema where e.nome = 'Bitcom' order by p.id offset ${offset} limit 1`,
    );
    return row.cpf;
  }
  /** The last SMS the outbox holds for a phone. */
  async function lastSms(phone: string): Promise<string | undefined> {
    const [row] = await sqlRows<{ corpo: string }>(
      t.database.db,
      sql`select corpo from outbox_mensagem where canal = 'sms' and destinatario = ${phone} order by id desc limit 1`,
    );
    return row?.corpo;
  }
  /** A challenge of the campaign, solved as the page solves it. */
  async function solved(url: string) {
    const res = await post('/v1/roleta/desafio', { url_campanha: url });
    expect(res.statusCode, res.body).toBe(200);
    const { desafio, bits } = res.json() as { desafio: string; bits: number };
    return { desafio, nonce: await solveProof(desafio, bits) };
  }

  it('counts one person by CPF or by phone: a second spin with the same phone and another CPF is refused like the same CPF', async () => {
    const { id, url } = await campaignWith({ intervalo_votacao: 2 });
    const ana = someone();
    expect((await spin(url, ana)).statusCode).toBe(200);
    const back = `Você já girou esta roleta. Poderá girar novamente a partir de ${formatDate(dayFromToday(2))}.`;
    for (const again of [
      { ...someone(), telefone: ana.telefone },
      {
        ...someone(),
        telefone: `+55 (${ana.telefone.slice(0, 2)}) ${ana.telefone.slice(2, 7)}-${ana.telefone.slice(7)}`,
      },
      { ...someone(), cpf: ana.cpf },
    ]) {
      const res = await spin(url, again);
      expect(res.statusCode, JSON.stringify(again)).toBe(409);
      expect(res.json().message).toBe(back);
    }
    // One phone with ten CPFs: one prize.
    const phone = someone().telefone;
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(url, { ...someone(), telefone: phone })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await participants(id)).filter((p) => p.telefone === phone)).toHaveLength(1);
  });

  it('shows the prize and never whether a CPF is a customer: one wheel of every prize name, and answers without the audience', async () => {
    const { id, url } = await campaignWith();
    const page = (
      await t.app.inject({ method: 'GET', url: `/v1/roleta/publica?url=${encodeURIComponent(url)}` })
    ).json();
    expect(page.premios).toEqual(
      [
        'Cliente 0',
        'Cliente 1',
        'Cliente 2',
        'Cliente 3',
        'Visitante 0',
        'Visitante 1',
        'Visitante 2',
        'Visitante 3',
      ].map((nome) => ({ nome })),
    );
    expect(page).toMatchObject({ confirmar_telefone: false, desafio: false });
    const customer = await spin(url, { ...someone(), cpf: await customerCpf(20) });
    const visitor = await spin(url, someone());
    for (const res of [customer, visitor]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['cupom', 'premio']);
    }
    expect(customer.json().premio.nome).toMatch(/^Cliente \d$/);
    expect(visitor.json().premio.nome).toMatch(/^Visitante \d$/);
    expect((await participants(id)).map((p) => p.cliente).sort()).toEqual([false, true]);
  });

  it('confirms the phone by a 6-digit SMS code before the spin counts: wrong, spent, old and reused codes are refused', async () => {
    const { id, url } = await campaignWith({ confirmar_telefone: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/roleta/publica?url=${encodeURIComponent(url)}` })).json()
        .confirmar_telefone,
    ).toBe(true);
    const bia = someone();
    const noCode = await spin(url, bia);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toEqual([
      { path: 'codigo', message: 'Peça o código de confirmação e digite-o para girar.' },
    ]);

    const landline = await post('/v1/roleta/codigo', {
      url_campanha: url,
      consentimento: true,
      ...bia,
      telefone: '(31) 3222-1100',
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toBe('Informe um celular com DDD para receber o código por SMS.');

    const asked = await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...bia });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ telefone: `(31) 9****-${bia.telefone.slice(-4)}`, minutos: 10 });
    const code = /^(\d{6}) é o seu código para girar a roleta "Roleta protegida \d+"\. Ele vale por 10 minutos\.$/.exec(
      (await lastSms(bia.telefone))!,
    )![1];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await spin(url, bia, { codigo: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: 'codigo', message: 'Código incorreto. Confira o SMS e tente novamente.' },
    ]);
    const ok = await spin(url, bia, { codigo: code });
    expect(ok.statusCode, ok.body).toBe(200);
    // The same code again (another CPF on that phone) meets the person rule first; nothing is sent to someone who already spun.
    expect((await spin(url, { ...someone(), telefone: bia.telefone }, { codigo: code })).statusCode).toBe(409);
    expect((await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...bia })).statusCode).toBe(409);

    // Five guesses spend a code: the right one is refused after them.
    const caio = someone();
    await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...caio });
    const caioCode = /^(\d{6})/.exec((await lastSms(caio.telefone))!)![1];
    const caioWrong = String((Number(caioCode) + 7) % 1_000_000).padStart(6, '0');
    for (let k = 0; k < 5; k++) expect((await spin(url, caio, { codigo: caioWrong })).statusCode).toBe(400);
    const spent = await spin(url, caio, { codigo: caioCode });
    expect(spent.json().fields).toEqual([{ path: 'codigo', message: 'Este código expirou. Peça um novo código.' }]);
    // A new code replaces the old; a fourth code within the hour is refused.
    await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...caio });
    const second = /^(\d{6})/.exec((await lastSms(caio.telefone))!)![1];
    await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...caio });
    const third = /^(\d{6})/.exec((await lastSms(caio.telefone))!)![1];
    const fourth = await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...caio });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Você já pediu 3 códigos na última hora. Tente novamente mais tarde.');
    if (second !== third) expect((await spin(url, caio, { codigo: second })).statusCode).toBe(400);
    expect((await spin(url, caio, { codigo: third })).statusCode).toBe(200);
    // An expired code is refused.
    const duda = someone();
    await post('/v1/roleta/codigo', { url_campanha: url, consentimento: true, ...duda });
    const dudaCode = /^(\d{6})/.exec((await lastSms(duda.telefone))!)![1];
    await t.database.db.execute(
      sql`update site_roleta_codigo set expira_em = now() - interval '1 second' where id_campanha = ${id} and telefone = ${duda.telefone}`,
    );
    expect((await spin(url, duda, { codigo: dudaCode })).json().fields).toEqual([
      { path: 'codigo', message: 'Este código expirou. Peça um novo código.' },
    ]);
    expect(await participants(id)).toHaveLength(2);
  });

  it('caps the spins of an internet address per day (an IPv6 /64 as one): generated CPFs from ten addresses win ten prizes', async () => {
    const { id, url } = await campaignWith({ giros_por_endereco: 1 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, k) => spin(url, someone(), {}, `10.20.0.${k % 10}`)),
    );
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 10, 429: 40 });
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(
      'Limite de participações deste endereço de internet atingido hoje. Tente novamente amanhã.',
    );
    expect(await participants(id)).toHaveLength(10);
    expect((await spin(url, someone(), {}, '2001:db8:1:2::10')).statusCode).toBe(200);
    expect((await spin(url, someone(), {}, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0010')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('asks for a proof of work: a challenge solved once is accepted once, for its campaign only', async () => {
    const { url } = await campaignWith({ prova_trabalho: 16 });
    const other = await campaignWith({ prova_trabalho: 16 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/roleta/publica?url=${encodeURIComponent(url)}` })).json().desafio,
    ).toBe(true);
    const refusal = 'Não foi possível confirmar o seu giro. Recarregue a página e tente novamente.';
    expect((await spin(url, someone())).json().message).toBe(refusal);
    const proof = await solved(url);
    expect((await spin(url, someone(), { ...proof, nonce: proof.nonce === '0' ? '1' : '0' })).json().message).toBe(
      refusal,
    );
    expect((await spin(other.url, someone(), proof)).json().message).toBe(refusal);
    expect(
      (await spin(url, someone(), { desafio: `${proof.desafio.slice(0, -2)}xx`, nonce: proof.nonce })).json().message,
    ).toBe(refusal);
    expect((await spin(url, someone(), proof)).statusCode).toBe(200);
    const reused = await spin(url, someone(), proof);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(refusal);
  });

  it('asks for a minimum wait between opening the page and spinning', async () => {
    const { id, url } = await campaignWith({ espera_minima: 30 });
    const fresh = await post('/v1/roleta/desafio', { url_campanha: url });
    expect(fresh.json()).toMatchObject({ bits: 0, espera: 30 });
    const early = await spin(url, someone(), { desafio: fresh.json().desafio });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Aguarde alguns segundos e tente novamente.');
    const key = guardKey(t.app.config.jwtSecret);
    expect((await spin(url, someone(), { desafio: issueChallenge(key, id, Date.now() - 31_000) })).statusCode).toBe(
      200,
    );
    expect(
      (await spin(url, someone(), { desafio: issueChallenge(key, id, Date.now() - 31 * 60_000) })).statusCode,
    ).toBe(400);
  });

  it('keeps the guards the campaign form sets, and refuses values out of range', async () => {
    const { id } = await campaignWith({
      confirmar_telefone: true,
      giros_por_endereco: 3,
      prova_trabalho: 18,
      espera_minima: 5,
    });
    const saved = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/roulette/user/${id}/${t.accounts.marketing.usuarioId}`,
        headers: marketing,
      })
    ).json().site_roleta_campanhas[0];
    expect(saved).toMatchObject({
      confirmar_telefone: true,
      giros_por_endereco: 3,
      prova_trabalho: 18,
      espera_minima: 5,
    });
    for (const bad of [{ prova_trabalho: 17 }, { giros_por_endereco: -1 }, { espera_minima: 601 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/roulette',
        headers: marketing,
        payload: {
          object: {
            nome: `Roleta inválida ${++seq}`,
            descricao: 'x',
            sistema: 'BITCOM',
            data_inicio_campanha: dayFromToday(0),
            data_fim_campanha: dayFromToday(1),
            id_usuario_intranet: t.accounts.marketing.usuarioId,
            ...bad,
          },
        },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
