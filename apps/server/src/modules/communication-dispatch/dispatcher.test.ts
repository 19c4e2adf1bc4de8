import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { slotOf } from '@intranet/shared/communication-dispatch/shift-clock';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { campanhaComunicacao, campanhaRegra, comunicacaoEntrega } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { smsHttpChannel } from './channels/sms-http';
import { outboxChannel } from './channels/outbox-channel';
import {
  addCampaign,
  addCustomers,
  addProvider,
  addRule,
  clockFrom,
  deliveriesOf,
  dispatcherOn,
  fakeProvider,
  outboxOf,
  restrict,
  silentLog,
} from './dispatch.test-kit';
import { Dispatcher, MAX_ATTEMPTS } from './dispatcher';
import * as dispatchRepository from './communication-dispatch.repository';
import { runShiftNow } from './communication-dispatch.service';
import { eq } from 'drizzle-orm';

describe('the communication-scale dispatcher', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('migrated'));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  const db = () => database.db;
  const rowsOfRule = async (ruleId: number) => (await deliveriesOf(db())).filter((d) => d.regra_id === ruleId);
  const outboxTo = async (to: string) => (await outboxOf(db())).filter((m) => m.destinatario === to);

  it('sends a rule at its shift to the matching active customers of its provider, on each channel it enables, through the outbox', async () => {
    const sistema = await addProvider(db(), 'Bitcom Régua');
    const other = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      criterio: 'data_aniversario',
      envio: 'no_dia',
      turno: 'M',
      email: true,
      whatsapp: true,
      template_whatsapp: 'feliz_aniversario',
      sms: true,
      mensagem_sms: 'Parabens, {{primeiro_nome}}! {{provedor}}',
    });
    const ids = await addCustomers(db(), sistema, [
      {
        codpessoa: 'A1',
        data_nascimento: '2026-01-05',
        nome_razaosocial: 'JOÃO DA SILVA',
        email: 'joao@exemplo.com.br',
        celular: '31988887777',
        cpf: '52998224725',
      },
      { codpessoa: 'A2', data_nascimento: '2026-01-06' },
      { codpessoa: 'A3', data_nascimento: '2026-01-05', ativo: false },
    ]);
    await addCustomers(db(), other, [
      { codpessoa: 'A1', data_nascimento: '2026-01-05', email: 'outro@exemplo.com.br' },
    ]);
    const dispatcher = dispatcherOn(db(), { now: clockFrom('2026-01-05T10:00:00Z') });

    const run = await dispatcher.runSlot(slotOf('2026-01-05', 'M'));

    expect(run).toEqual({ executado: true, janela: '2026-01-05T07:00', planejadas: 3, enviadas: 3, falhas: 0 });
    const rows = await rowsOfRule(rule);
    expect(rows.map((r) => [r.cliente_id, r.canal, r.status, r.turno, r.data_envio])).toEqual([
      [ids.get('A1'), 'email', 'enviada', 'M', '2026-01-05'],
      [ids.get('A1'), 'whatsapp', 'enviada', 'M', '2026-01-05'],
      [ids.get('A1'), 'sms', 'enviada', 'M', '2026-01-05'],
    ]);
    const [email] = await outboxTo('joao@exemplo.com.br');
    expect(email).toMatchObject({ canal: 'email', assunto: 'Olá, João' });
    expect(email.corpo).toBe('<p>Olá, <b>João</b>! Seu código na Bitcom Régua é A1.</p>');
    const phone = await outboxTo('31988887777');
    expect(phone.map((m) => m.corpo).sort()).toEqual([
      'Parabens, João! Bitcom Régua',
      'template feliz_aniversario (pt_BR): João',
    ]);
    expect(await outboxTo('outro@exemplo.com.br')).toEqual([]);
  });

  /** A dispatcher whose SMS go to a fake provider (reserved and sent by the drain), the rest to the outbox. */
  async function withSmsProvider(now: string) {
    const provider = await fakeProvider(() => ({ status: 200, body: { id: 'sms' } }));
    const dispatcher = new Dispatcher({
      db: db(),
      log: silentLog,
      leaseSeconds: 60,
      now: clockFrom(now),
      channels: {
        email: outboxChannel(db(), 'email'),
        whatsapp: outboxChannel(db(), 'whatsapp'),
        sms: smsHttpChannel({
          url: provider.url,
          token: null,
          ratePerSecond: 1000,
          retry: { attempts: 2, baseMs: 1, maxWaitMs: 10 },
        }),
      },
    });
    return { dispatcher, provider, smsTo: () => provider.requests.map((r) => String(r.body.to)).sort() };
  }

  it('never sends on a channel the customer restricted, even when restricted between planning and sending', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-01-07',
      email: true,
      whatsapp: true,
      template_whatsapp: 'aviso',
      sms: true,
      mensagem_sms: 'Aviso',
    });
    const ids = await addCustomers(db(), sistema, [
      { codpessoa: 'R1', email: 'r1@exemplo.com.br', celular: '31900000001' },
      { codpessoa: 'R2', email: 'r2@exemplo.com.br', celular: '31900000002' },
      { codpessoa: 'R3', email: 'r3@exemplo.com.br', celular: '31900000003' },
      { codpessoa: 'R4', email: 'r4@exemplo.com.br', celular: '31900000004' },
    ]);
    await restrict(db(), sistema, 'R2', { email: false });
    await restrict(db(), sistema, 'R3', { email: false, whatsapp: false, sms: false });
    await restrict(db(), sistema, 'R4', { whatsapp: false, email: true, sms: true });
    const { dispatcher, provider, smsTo } = await withSmsProvider('2026-01-07T10:30:00Z');
    const slot = slotOf('2026-01-07', 'M');
    expect(await dispatcher.claim(slot)).toBe(true);

    expect(await dispatcher.planSlot(slot)).toBe(7);
    const planned = (await rowsOfRule(rule)).map(
      (r) => `${[...ids].find(([, id]) => id === r.cliente_id)![0]}:${r.canal}`,
    );
    expect(planned.sort()).toEqual(
      ['R1:email', 'R1:sms', 'R1:whatsapp', 'R2:sms', 'R2:whatsapp', 'R4:email', 'R4:sms'].sort(),
    );

    // R1 refuses SMS after the shift was planned, before its SMS is sent.
    await restrict(db(), sistema, 'R1', { sms: false });
    await dispatcher.drain();

    const r1sms = (await rowsOfRule(rule)).find((r) => r.cliente_id === ids.get('R1') && r.canal === 'sms')!;
    expect(r1sms).toMatchObject({ status: 'falhou', motivo: 'canal restrito pelo cliente' });
    expect(smsTo()).toEqual(['5531900000002', '5531900000004']);
    expect((await outboxTo('31900000001')).map((m) => m.canal)).toEqual(['whatsapp']);
    expect(await outboxTo('r2@exemplo.com.br')).toEqual([]);
    expect(await outboxTo('r3@exemplo.com.br')).toEqual([]);
    expect(await outboxTo('31900000003')).toEqual([]);
    expect(await outboxTo('31900000004')).toEqual([]);
    expect((await outboxTo('r4@exemplo.com.br')).map((m) => m.canal)).toEqual(['email']);
    await provider.close();
  });

  it('skips a channel the customer has no address for (no e-mail, no or a short mobile number)', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-01-08',
      email: true,
      sms: true,
      mensagem_sms: 'Oi',
    });
    const ids = await addCustomers(db(), sistema, [
      { codpessoa: 'S1', email: null, celular: '31911112222' },
      { codpessoa: 'S2', email: 's2@exemplo.com.br', celular: null },
      { codpessoa: 'S3', email: 'sem-arroba', celular: '12345' },
      { codpessoa: 'S4', email: '', celular: '' },
    ]);
    const run = await dispatcherOn(db(), { now: clockFrom('2026-01-08T10:30:00Z') }).runSlot(slotOf('2026-01-08', 'M'));
    expect(run).toMatchObject({ executado: true, planejadas: 2, enviadas: 2, falhas: 0 });
    expect(
      (await rowsOfRule(rule))
        .map((r) => [r.cliente_id, r.canal, r.destino])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [ids.get('S1'), 'sms', '31911112222'],
      [ids.get('S2'), 'email', 's2@exemplo.com.br'],
    ]);
  });

  it('plans and sends each rule × customer × channel × day once, however often and by however many dispatchers it is run', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, { data_especifica: '2026-01-09', turno: 'T', email: true });
    await addCustomers(
      db(),
      sistema,
      Array.from({ length: 7 }, (_, i) => ({ codpessoa: `O${i}`, email: `o${i}@exemplo.com.br` })),
    );
    const clock = clockFrom('2026-01-09T17:00:00Z');
    const a = dispatcherOn(db(), { now: clock, planBatch: 2 });
    const b = dispatcherOn(db(), { now: clock, planBatch: 3 });
    const slot = slotOf('2026-01-09', 'T');

    const runs = await Promise.all([a.runSlot(slot), b.runSlot(slot)]);
    expect(runs.filter((r) => r.executado)).toHaveLength(1);
    expect(runs.find((r) => r.executado)).toMatchObject({ planejadas: 7, enviadas: 7 });
    // Planning again and draining again, from both, write and send nothing more.
    expect(await a.planSlot(slot)).toBe(0);
    await Promise.all([a.drain(), b.drain(), a.resume(), b.resume()]);
    expect(await rowsOfRule(rule)).toHaveLength(7);
    for (let i = 0; i < 7; i++) expect(await outboxTo(`o${i}@exemplo.com.br`)).toHaveLength(1);
  });

  it('a server started after its shift runs that slot once and nothing of earlier days; pending rows of earlier days expire unsent', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const today = await addRule(db(), campanha, { data_especifica: '2026-02-10', turno: 'M', email: true });
    const yesterday = await addRule(db(), campanha, { data_especifica: '2026-02-09', turno: 'M', email: true });
    const afternoon = await addRule(db(), campanha, { data_especifica: '2026-02-10', turno: 'T', email: true });
    const ids = await addCustomers(db(), sistema, [{ codpessoa: 'L1', email: 'l1@exemplo.com.br' }]);
    // A delivery of yesterday that was never sent.
    await db()
      .insert(comunicacaoEntrega)
      .values({
        regra_id: yesterday,
        campanha_id: campanha,
        cliente_id: ids.get('L1')!,
        canal: 'email',
        data_envio: '2026-02-09',
        turno: 'M',
        destino: 'l1@exemplo.com.br',
      });

    // 09:00 in São Paulo.
    const first = dispatcherOn(db(), { now: clockFrom('2026-02-10T12:00:00Z'), soleInstance: true });
    const runs = await first.catchUpToday();

    expect(runs.map((r) => [r.janela, r.executado])).toEqual([['2026-02-10T07:00', true]]);
    expect((await rowsOfRule(today)).map((r) => r.status)).toEqual(['enviada']);
    expect((await rowsOfRule(yesterday)).map((r) => [r.data_envio, r.status, r.motivo])).toEqual([
      ['2026-02-09', 'falhou', 'expirada'],
    ]);
    expect(await rowsOfRule(afternoon)).toEqual([]);
    expect(await outboxTo('l1@exemplo.com.br')).toHaveLength(1);

    // Restarted at 10:00: the morning slot is not run again.
    const restarted = dispatcherOn(db(), { now: clockFrom('2026-02-10T13:00:00Z'), soleInstance: true });
    expect((await restarted.catchUpToday()).map((r) => [r.janela, r.executado])).toEqual([['2026-02-10T07:00', false]]);
    expect(await outboxTo('l1@exemplo.com.br')).toHaveLength(1);

    // Started again at 14:00: the afternoon slot runs, once.
    const later = dispatcherOn(db(), { now: clockFrom('2026-02-10T17:00:00Z'), soleInstance: true });
    expect((await later.catchUpToday()).map((r) => [r.janela, r.executado])).toEqual([
      ['2026-02-10T07:00', false],
      ['2026-02-10T13:00', true],
    ]);
    expect((await rowsOfRule(afternoon)).map((r) => r.status)).toEqual(['enviada']);
    expect(await outboxTo('l1@exemplo.com.br')).toHaveLength(2);
  });

  it('never runs a slot of an earlier day nor sends its pending rows, even when asked after midnight', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, { data_especifica: '2026-02-19', turno: 'N', email: true });
    const ids = await addCustomers(db(), sistema, [{ codpessoa: 'M1', email: 'm1@exemplo.com.br' }]);
    await db()
      .insert(comunicacaoEntrega)
      .values({
        regra_id: rule,
        campanha_id: campanha,
        cliente_id: ids.get('M1')!,
        canal: 'email',
        data_envio: '2026-02-19',
        turno: 'N',
        destino: 'm1@exemplo.com.br',
      });
    // 00:30 of the 20th in São Paulo: the 19th's evening slot is over.
    const dispatcher = dispatcherOn(db(), { now: clockFrom('2026-02-20T03:30:00Z') });
    expect(await dispatcher.runSlot(slotOf('2026-02-19', 'N'))).toEqual({
      executado: false,
      janela: '2026-02-19T20:00',
      planejadas: 0,
      enviadas: 0,
      falhas: 0,
    });
    await dispatcher.drain('2026-02-19');
    expect((await rowsOfRule(rule)).map((r) => r.status)).toEqual(['pendente']);
    const claims = await sqlRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM agendamento_execucao WHERE janela = '2026-02-19T20:00'`,
    );
    expect(claims[0].n).toBe(0);
    await dispatcher.resume();
    expect((await rowsOfRule(rule)).map((r) => [r.status, r.motivo])).toEqual([['falhou', 'expirada']]);
    expect(await outboxTo('m1@exemplo.com.br')).toEqual([]);
  });

  it('plans again a slot whose planner died before finishing, and resumes its pending deliveries', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, { data_especifica: '2026-02-11', turno: 'M', email: true });
    await addCustomers(db(), sistema, [
      { codpessoa: 'P1', email: 'p1@exemplo.com.br' },
      { codpessoa: 'P2', email: 'p2@exemplo.com.br' },
    ]);
    const clock = clockFrom('2026-02-11T12:00:00Z');
    // A process that claimed the slot and died: the claim is there, the planning never marked complete.
    const dead = dispatcherOn(db(), { now: clock });
    expect(await dead.claim(slotOf('2026-02-11', 'M'))).toBe(true);

    const next = dispatcherOn(db(), { now: clock, soleInstance: true });
    const runs = await next.catchUpToday();
    expect(runs).toEqual([expect.objectContaining({ executado: false })]);
    expect((await rowsOfRule(rule)).map((r) => r.status)).toEqual(['enviada', 'enviada']);
    expect(await outboxTo('p1@exemplo.com.br')).toHaveLength(1);
  });

  it('does not send what stopped being due after planning: a deactivated rule, an inactive customer', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-02-12',
      email: false,
      sms: true,
      mensagem_sms: 'Oi',
    });
    const other = await addRule(db(), campanha, {
      data_especifica: '2026-02-12',
      email: false,
      sms: true,
      mensagem_sms: 'Olá',
    });
    const ids = await addCustomers(db(), sistema, [
      { codpessoa: 'D1', celular: '31966660001' },
      { codpessoa: 'D2', celular: '31966660002' },
    ]);
    const { dispatcher, provider, smsTo } = await withSmsProvider('2026-02-12T12:00:00Z');
    const slot = slotOf('2026-02-12', 'M');
    await dispatcher.claim(slot);
    expect(await dispatcher.planSlot(slot)).toBe(4);
    await db().update(campanhaRegra).set({ ativo: false }).where(eq(campanhaRegra.id, rule));
    await db().execute(sql`UPDATE relacionamento_dados_pessoas SET ativo = false WHERE id = ${ids.get('D2')!}`);
    await dispatcher.drain();
    expect((await rowsOfRule(rule)).map((r) => [r.status, r.motivo])).toEqual([
      ['falhou', 'regra ou campanha desativada'],
      ['falhou', 'regra ou campanha desativada'],
    ]);
    expect((await rowsOfRule(other)).map((r) => [r.cliente_id, r.status, r.motivo])).toEqual([
      [ids.get('D1'), 'enviada', null],
      [ids.get('D2'), 'falhou', 'cliente inativo'],
    ]);
    expect(smsTo()).toEqual(['5531966660001']);
    await provider.close();
  });

  it('plans nothing for an inactive campaign or rule, or a rule of another shift', async () => {
    const sistema = await addProvider(db());
    const inactive = await addCampaign(db(), sistema, { ativo: false });
    const active = await addCampaign(db(), sistema);
    const r1 = await addRule(db(), inactive, { data_especifica: '2026-02-13', email: true });
    const r2 = await addRule(db(), active, { data_especifica: '2026-02-13', email: true, ativo: false });
    const r3 = await addRule(db(), active, { data_especifica: '2026-02-13', email: true, turno: 'N' });
    await addCustomers(db(), sistema, [{ codpessoa: 'I1', email: 'i1@exemplo.com.br' }]);
    const run = await dispatcherOn(db(), { now: clockFrom('2026-02-13T12:00:00Z') }).runSlot(slotOf('2026-02-13', 'M'));
    expect(run.planejadas).toBe(0);
    for (const rule of [r1, r2, r3]) expect(await rowsOfRule(rule)).toEqual([]);
    await db().update(campanhaComunicacao).set({ ativo: true }).where(eq(campanhaComunicacao.id, inactive));
  });

  it('sends yearly rules on the day and month; a 29 February birthday on 28 February of a common year', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      criterio: 'data_aniversario',
      envio: 'anual',
      turno: 'N',
      email: true,
    });
    const ids = await addCustomers(db(), sistema, [
      { codpessoa: 'B1', data_nascimento: '2000-02-29' },
      { codpessoa: 'B2', data_nascimento: '1990-02-28' },
      { codpessoa: 'B3', data_nascimento: '1990-03-01' },
      { codpessoa: 'B4', data_nascimento: null },
    ]);
    const run = await dispatcherOn(db(), { now: clockFrom('2027-03-01T00:00:00Z') }).runSlot(slotOf('2027-02-28', 'N'));
    expect(run).toMatchObject({ executado: true, planejadas: 2 });
    expect((await rowsOfRule(rule)).map((r) => r.cliente_id).sort()).toEqual([ids.get('B1'), ids.get('B2')].sort());
  });

  it('puts off a delivery while the provider is busy or down, tries it again later, and records it failed after the last attempt', async () => {
    const seen = new Map<string, number>();
    // 5531933334444 is never accepted; 5531933335555 is accepted from its second request on.
    const provider = await fakeProvider((req) => {
      const to = String(req.body.to);
      seen.set(to, (seen.get(to) ?? 0) + 1);
      if (to === '5531933335555' && seen.get(to)! > 2) return { status: 200, body: { id: 'sms-1' } };
      return { status: 503, body: { message: 'manutenção' } };
    });
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-02-14',
      email: false,
      sms: true,
      mensagem_sms: 'Oi {{primeiro_nome}}',
    });
    await addCustomers(db(), sistema, [
      { codpessoa: 'T1', celular: '31933334444' },
      { codpessoa: 'T2', celular: '31933335555' },
    ]);
    const dispatcher = new Dispatcher({
      db: db(),
      log: silentLog,
      leaseSeconds: 60,
      now: clockFrom('2026-02-14T12:00:00Z'),
      channels: {
        email: outboxChannel(db(), 'email'),
        whatsapp: outboxChannel(db(), 'whatsapp'),
        sms: smsHttpChannel({
          url: `${provider.url}/sms`,
          token: 'segredo',
          ratePerSecond: 1000,
          retry: { attempts: 2, baseMs: 1, maxWaitMs: 50 },
        }),
      },
    });
    const run = await dispatcher.runSlot(slotOf('2026-02-14', 'M'));
    expect(run).toMatchObject({ planejadas: 2, enviadas: 0, falhas: 0 });
    expect((await rowsOfRule(rule)).map((r) => [r.status, r.tentativas, r.motivo])).toEqual([
      ['pendente', 1, 'SMS 503: manutenção'],
      ['pendente', 1, 'SMS 503: manutenção'],
    ]);
    // Put off for a minute: a drain now sends nothing.
    await dispatcher.drain();
    expect((await rowsOfRule(rule)).map((r) => r.tentativas)).toEqual([1, 1]);
    const aMinuteLater = async () => {
      await db().execute(
        sql`UPDATE comunicacao_entrega SET reservado_ate = now() - interval '1 second' WHERE regra_id = ${rule} AND status = 'pendente'`,
      );
      await dispatcher.drain();
    };
    await aMinuteLater();
    expect((await rowsOfRule(rule)).map((r) => [r.status, r.tentativas, r.motivo])).toEqual([
      ['pendente', 2, 'SMS 503: manutenção'],
      ['enviada', 2, null],
    ]);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) await aMinuteLater();
    expect((await rowsOfRule(rule)).map((r) => [r.status, r.tentativas, r.motivo])).toEqual([
      ['falhou', MAX_ATTEMPTS, 'SMS 503: manutenção'],
      ['enviada', 2, null],
    ]);
    expect(seen.get('5531933335555')).toBe(3);
    await provider.close();
  });

  it('sends on a channel that has no provider configured nothing but the outbox, and an unsent rule without a template fails with its reason', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-02-15',
      email: false,
      whatsapp: true,
      template_whatsapp: null,
    });
    await addCustomers(db(), sistema, [{ codpessoa: 'W1', celular: '31977776666' }]);
    const run = await dispatcherOn(db(), { now: clockFrom('2026-02-15T12:00:00Z') }).runSlot(slotOf('2026-02-15', 'M'));
    expect(run).toMatchObject({ planejadas: 1, enviadas: 0, falhas: 1 });
    expect((await rowsOfRule(rule)).map((r) => r.motivo)).toEqual(['regra sem template de WhatsApp']);
  });

  it('"Quem recebe" answers what the planning of that day writes: one selection for both', async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const ruleId = await addRule(db(), campanha, {
      criterio: 'data_ativacao',
      envio: 'dia_seguinte',
      tempo: 2,
      turno: 'T',
      email: true,
      sms: true,
      mensagem_sms: 'Oi',
    });
    await addCustomers(db(), sistema, [
      { codpessoa: 'Q1', data_ativacao: '2026-02-14' },
      { codpessoa: 'Q2', data_ativacao: '2026-02-14', email: null },
      { codpessoa: 'Q3', data_ativacao: '2026-02-14', celular: null },
      { codpessoa: 'Q4', data_ativacao: '2026-02-15' },
      { codpessoa: 'Q5', data_ativacao: '2026-02-14' },
    ]);
    await restrict(db(), sistema, 'Q5', { sms: false });
    const rule = (await dispatchRepository.rule(db(), ruleId))!;
    const preview = await dispatchRepository.recipients(db(), rule, '2026-02-16', 20);
    expect(preview.contagem).toEqual({ email: 3, whatsapp: 0, sms: 2 });
    const run = await dispatcherOn(db(), { now: clockFrom('2026-02-16T17:00:00Z') }).runSlot(slotOf('2026-02-16', 'T'));
    const rows = await rowsOfRule(ruleId);
    expect(run.planejadas).toBe(5);
    expect({
      email: rows.filter((r) => r.canal === 'email').length,
      whatsapp: 0,
      sms: rows.filter((r) => r.canal === 'sms').length,
    }).toEqual(preview.contagem);
    expect(new Set(rows.map((r) => r.cliente_id))).toEqual(new Set(preview.clientes.map((c) => c.id)));
  });

  it('"Executar turno agora" answers the counts so far when the shift takes longer than it waits, and the sending goes on', async () => {
    // A provider that answers nothing until the shift has been answered, and a wait far longer than
    // planning two rows, however loaded the machine.
    let answered!: () => void;
    const provider = await fakeProvider(
      () => ({ status: 200, body: { id: 'x' } }),
      new Promise<void>((resolve) => (answered = resolve)),
    );
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, {
      data_especifica: '2026-02-17',
      turno: 'N',
      email: false,
      sms: true,
      mensagem_sms: 'Oi',
    });
    await addCustomers(db(), sistema, [
      { codpessoa: 'V1', celular: '31944440001' },
      { codpessoa: 'V2', celular: '31944440002' },
    ]);
    const dispatcher = new Dispatcher({
      db: db(),
      log: silentLog,
      leaseSeconds: 60,
      now: clockFrom('2026-02-17T23:30:00Z'),
      channels: {
        email: outboxChannel(db(), 'email'),
        whatsapp: outboxChannel(db(), 'whatsapp'),
        sms: smsHttpChannel({
          url: provider.url,
          token: null,
          ratePerSecond: 1000,
          retry: { attempts: 1, baseMs: 1, maxWaitMs: 10 },
        }),
      },
      sendBatch: 1,
    });
    const answer = await runShiftNow(dispatcher, 'N', 700);
    expect(answer).toEqual({ executado: true, janela: '2026-02-17T20:00', planejadas: 2, enviadas: 0, falhas: 0 });
    expect(await runShiftNow(dispatcher, 'N', 10)).toMatchObject({ executado: false });
    answered();
    const deadline = Date.now() + 10_000;
    while ((await rowsOfRule(rule)).some((r) => r.status === 'pendente') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rowsOfRule(rule)).map((r) => r.status)).toEqual(['enviada', 'enviada']);
    await dispatcher.stop();
    await provider.close();
  });

  it("keeps a deleted rule's deliveries without their rule, and takes a deleted customer's along", async () => {
    const sistema = await addProvider(db());
    const campanha = await addCampaign(db(), sistema);
    const rule = await addRule(db(), campanha, { data_especifica: '2026-03-03', email: true });
    const ids = await addCustomers(db(), sistema, [{ codpessoa: 'K1' }, { codpessoa: 'K2' }]);
    await dispatcherOn(db(), { now: clockFrom('2026-03-03T10:30:00Z') }).runSlot(slotOf('2026-03-03', 'M'));
    expect(await rowsOfRule(rule)).toHaveLength(2);
    const ofCustomers = async () =>
      (await deliveriesOf(db())).filter((d) => d.cliente_id === ids.get('K1') || d.cliente_id === ids.get('K2'));

    await db().delete(campanhaRegra).where(eq(campanhaRegra.id, rule));
    expect((await ofCustomers()).map((d) => [d.regra_id, d.status])).toEqual([
      [null, 'enviada'],
      [null, 'enviada'],
    ]);
    await db().execute(sql`DELETE FROM relacionamento_dados_pessoas WHERE id = ${ids.get('K1')!}`);
    expect((await ofCustomers()).map((d) => d.cliente_id)).toEqual([ids.get('K2')]);
  });

  it('counts the slot sent and failed on the day and shift only', async () => {
    const rows = await sqlRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM comunicacao_entrega WHERE data_envio = '2026-01-05'`,
    );
    expect(rows[0].n).toBe(3);
  });
});
