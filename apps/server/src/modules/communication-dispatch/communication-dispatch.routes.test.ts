import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { COMMUNICATION_DISPATCH_MSG as MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import { dayAt } from '@intranet/shared/calendar/days';
import { sqlRows } from '../../db/sql';
import { comunicacaoEntrega, empresa } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCampaign, addCustomers, addRule, restrict } from './dispatch.test-kit';

type Who = 'marketing' | 'admin' | 'candidato' | 'colaborador' | null;

describe('dispatcher calls: "Quem recebe", deliveries of a campaign, "Executar turno agora"', () => {
  let t: TestApp;
  let bitcom: number;
  let vetorial: number;
  let campanha: number;
  let rule: number;
  let customers: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    // Providers of their own, and the demo campaigns paused, so that the demo customers and rules
    // do not count here.
    [{ id: bitcom }, { id: vetorial }] = await t.database.db
      .insert(empresa)
      .values([{ nome: 'Provedor Teste Norte' }, { nome: 'Provedor Teste Sul' }])
      .returning({ id: empresa.id });
    await t.database.db.execute(sql`UPDATE campanha_comunicacao SET ativo = false`);
    campanha = await addCampaign(t.database.db, bitcom);
    rule = await addRule(t.database.db, campanha, {
      criterio: 'data_aniversario',
      envio: 'anual',
      turno: 'N',
      email: true,
      whatsapp: true,
      template_whatsapp: 'aniversario',
      sms: true,
      mensagem_sms: 'Parabéns!',
    });
    // 25 customers born on 10 May, codes C01..C25; a few others that must not be counted.
    customers = await addCustomers(
      t.database.db,
      bitcom,
      Array.from({ length: 25 }, (_, i) => ({
        codpessoa: `C${String(25 - i).padStart(2, '0')}`,
        data_nascimento: `19${70 + i}-05-10`,
      })),
    );
    await addCustomers(t.database.db, bitcom, [
      { codpessoa: 'X1', data_nascimento: '1980-05-11' },
      { codpessoa: 'X2', data_nascimento: '1980-05-10', ativo: false },
      { codpessoa: 'X3', data_nascimento: '1980-05-10', email: null, celular: null },
    ]);
    await addCustomers(t.database.db, vetorial, [{ codpessoa: 'C01', data_nascimento: '1980-05-10' }]);
    await restrict(t.database.db, bitcom, 'C01', { email: false, whatsapp: false, sms: false });
    await restrict(t.database.db, bitcom, 'C02', { email: false });
    await restrict(t.database.db, bitcom, 'C03', { sms: false, whatsapp: false });
  });
  afterAll(async () => t?.close());

  const call = async (
    endpoint: { method: string; path: string },
    id: number | null,
    body: unknown,
    who: Who = 'marketing',
  ) =>
    t.app.inject({
      method: endpoint.method as 'POST',
      url: id === null ? endpoint.path : endpoint.path.replace(':id', String(id)),
      payload: body as object,
      headers: who ? await t.headersFor(who) : undefined,
    });

  describe('access and validation', () => {
    it('refuses each call without a token with 401', async () => {
      expect((await call(API.recipients, rule, { data: '2026-05-10' }, null)).statusCode).toBe(401);
      expect((await call(API.deliveries, campanha, {}, null)).statusCode).toBe(401);
      expect((await call(API.runShift, null, { turno: 'M' }, null)).statusCode).toBe(401);
    });

    it('refuses an account without a role of the area with 403, and running a shift to anyone but the superadmin', async () => {
      expect((await call(API.recipients, rule, { data: '2026-05-10' }, 'candidato')).statusCode).toBe(403);
      expect((await call(API.deliveries, campanha, {}, 'colaborador')).statusCode).toBe(403);
      expect((await call(API.runShift, null, { turno: 'M' }, 'marketing')).statusCode).toBe(403);
      expect((await call(API.runShift, null, { turno: 'M' }, 'candidato')).statusCode).toBe(403);
    });

    it('refuses invalid input with 400 "Dados inválidos."', async () => {
      const invalid = [
        await call(API.recipients, rule, { data: '10/05/2026' }),
        await call(API.recipients, rule, { data: '2026-02-30' }),
        await call(API.recipients, rule, {}),
        await call({ ...API.recipients, path: '/v1/campanha/regras/abc/destinatarios' }, null, { data: '2026-05-10' }),
        await call(API.deliveries, campanha, { filtro: { canal: 'fax' } }),
        await call(API.deliveries, campanha, { filtro: { status: 'lida' } }),
        await call(API.deliveries, campanha, { filtro: { de: '2026-13-01' } }),
        await call(API.deliveries, campanha, { filtro: { limit: 101 } }),
        await call(API.deliveries, campanha, { filtro: { regra_id: -1 } }),
        await call(API.runShift, null, { turno: 'X' }, 'admin'),
        await call(API.runShift, null, {}, 'admin'),
      ];
      for (const res of invalid) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Dados inválidos.');
      }
    });

    it('answers 404 for a rule or a campaign that does not exist', async () => {
      const noRule = await call(API.recipients, 999_999, { data: '2026-05-10' });
      expect(noRule.statusCode).toBe(404);
      expect(noRule.json().message).toBe(MSG.ruleNotFound);
      const noCampaign = await call(API.deliveries, 999_999, {});
      expect(noCampaign.statusCode).toBe(404);
      expect(noCampaign.json().message).toBe(MSG.campaignNotFound);
    });
  });

  describe('Quem recebe', () => {
    it('counts the customers per channel after restrictions and lists the first 20 by code, writing nothing', async () => {
      const res = await call(API.recipients, rule, { data: '2026-05-10' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toBe('2026-05-10');
      // 25 born on 10 May; C01 refuses everything, C02 e-mail, C03 WhatsApp and SMS.
      expect(body.contagem).toEqual({ email: 23, whatsapp: 23, sms: 23 });
      expect(body.total).toBe(24);
      expect(body.clientes).toHaveLength(20);
      expect(body.clientes[0]).toEqual({
        id: customers.get('C02'),
        codpessoa: 'C02',
        nome_razaosocial: 'MARIA C02',
        canais: ['whatsapp', 'sms'],
      });
      expect(body.clientes[1]).toMatchObject({ codpessoa: 'C03', canais: ['email'] });
      expect(body.clientes.map((c: { codpessoa: string }) => c.codpessoa)).toEqual(
        Array.from({ length: 20 }, (_, i) => `C${String(i + 2).padStart(2, '0')}`),
      );
      const [{ n }] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM comunicacao_entrega`,
      );
      expect(n).toBe(0);
    });

    it('answers only the customers of that day: another day, another list', async () => {
      const body = (await call(API.recipients, rule, { data: '2026-05-11' })).json();
      expect(body).toEqual({
        data: '2026-05-11',
        contagem: { email: 1, whatsapp: 1, sms: 1 },
        total: 1,
        clientes: [expect.objectContaining({ codpessoa: 'X1', canais: ['email', 'whatsapp', 'sms'] })],
      });
      expect((await call(API.recipients, rule, { data: '2026-05-12' })).json()).toEqual({
        data: '2026-05-12',
        contagem: { email: 0, whatsapp: 0, sms: 0 },
        total: 0,
        clientes: [],
      });
    });
  });

  describe('deliveries of a campaign', () => {
    beforeAll(async () => {
      const id = (code: string) => customers.get(code)!;
      const rows: Array<typeof comunicacaoEntrega.$inferInsert> = [];
      for (let i = 5; i <= 14; i++) {
        const code = `C${String(i).padStart(2, '0')}`;
        rows.push({
          regra_id: rule,
          campanha_id: campanha,
          cliente_id: id(code),
          canal: 'email',
          data_envio: '2026-05-10',
          turno: 'N',
          destino: `${code}@x.com`,
          status: i % 2 ? 'enviada' : 'falhou',
          motivo: i % 2 ? null : 'SMTP 550: caixa inexistente',
          enviado_em: i % 2 ? new Date('2026-05-10T23:00:05Z') : null,
        });
        rows.push({
          regra_id: rule,
          campanha_id: campanha,
          cliente_id: id(code),
          canal: 'sms',
          data_envio: '2026-05-10',
          turno: 'N',
          destino: '31987654321',
          status: 'enviada',
        });
      }
      rows.push({
        regra_id: rule,
        campanha_id: campanha,
        cliente_id: id('C05'),
        canal: 'whatsapp',
        data_envio: '2025-05-10',
        turno: 'N',
        destino: '31987654321',
        status: 'falhou',
        motivo: 'expirada',
      });
      await t.database.db.insert(comunicacaoEntrega).values(rows);
    });

    it('pages the deliveries in SQL, newest day first, with the counts per day and channel', async () => {
      const res = await call(API.deliveries, campanha, { filtro: { limit: 5, offset: 0 } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(21);
      expect(body.comunicacao_entrega).toHaveLength(5);
      expect(body.comunicacao_entrega[0]).toEqual({
        id: expect.any(Number),
        data_envio: '2026-05-10',
        turno: 'N',
        regra_id: rule,
        canal: 'email',
        codpessoa: 'C05',
        cliente: 'MARIA C05',
        destino: 'C05@x.com',
        status: 'enviada',
        motivo: null,
        enviado_em: '2026-05-10T23:00:05.000Z',
      });
      expect(body.por_dia).toEqual([
        { data: '2026-05-10', canal: 'email', quantidade: 10 },
        { data: '2026-05-10', canal: 'sms', quantidade: 10 },
        { data: '2025-05-10', canal: 'whatsapp', quantidade: 1 },
      ]);
      const last = (await call(API.deliveries, campanha, { filtro: { limit: 5, offset: 20 } })).json();
      expect(
        last.comunicacao_entrega.map((d: { data_envio: string; motivo: string }) => [d.data_envio, d.motivo]),
      ).toEqual([['2025-05-10', 'expirada']]);
    });

    it('filters by period, channel, status and rule', async () => {
      const failedEmail = (
        await call(API.deliveries, campanha, { filtro: { canal: 'email', status: 'falhou' } })
      ).json();
      expect(failedEmail.total).toBe(5);
      expect(
        failedEmail.comunicacao_entrega.every((d: { motivo: string }) => d.motivo === 'SMTP 550: caixa inexistente'),
      ).toBe(true);
      const lastYear = (
        await call(API.deliveries, campanha, { filtro: { de: '2025-01-01', ate: '2025-12-31' } })
      ).json();
      expect(lastYear.por_dia).toEqual([{ data: '2025-05-10', canal: 'whatsapp', quantidade: 1 }]);
      const otherRule = (await call(API.deliveries, campanha, { filtro: { regra_id: rule + 1000 } })).json();
      expect(otherRule).toEqual({ total: 0, comunicacao_entrega: [], por_dia: [] });
      const empty = (await call(API.deliveries, await addCampaign(t.database.db, bitcom), {})).json();
      expect(empty).toEqual({ total: 0, comunicacao_entrega: [], por_dia: [] });
    });
  });

  describe('Executar turno agora', () => {
    it("plans and sends today's slot of the shift; a second click sends only a rule saved since, nothing twice", async () => {
      const today = dayAt(new Date());
      const campaign = await addCampaign(t.database.db, vetorial);
      const tarde = await addRule(t.database.db, campaign, {
        data_especifica: today,
        turno: 'T',
        email: true,
        sms: true,
        mensagem_sms: 'Oi, {{primeiro_nome}}',
      });
      await addCustomers(t.database.db, vetorial, [
        { codpessoa: 'E1', email: 'e1@exemplo.com.br', celular: '31955554444' },
        { codpessoa: 'E2', email: 'e2@exemplo.com.br', celular: null },
      ]);

      const first = await call(API.runShift, null, { turno: 'T' }, 'admin');
      expect(first.statusCode).toBe(200);
      // Vetorial's customers: C01 (no restriction there), E1, E2.
      expect(first.json()).toEqual({
        executado: true,
        janela: `${today}T13:00`,
        planejadas: 5,
        enviadas: 5,
        falhas: 0,
      });
      const second = await call(API.runShift, null, { turno: 'T' }, 'admin');
      expect(second.json()).toEqual({
        executado: false,
        janela: `${today}T13:00`,
        planejadas: 0,
        enviadas: 5,
        falhas: 0,
      });

      const sent = await sqlRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM comunicacao_entrega WHERE regra_id = ${tarde} AND status = 'enviada'`,
      );
      expect(sent[0].n).toBe(5);
      const outbox = await sqlRows<{ destinatario: string; corpo: string }>(
        t.database.db,
        sql`SELECT destinatario, corpo FROM outbox_mensagem WHERE destinatario IN ('e1@exemplo.com.br', 'e2@exemplo.com.br', '31955554444') ORDER BY id`,
      );
      expect(outbox.map((m) => m.destinatario).sort()).toEqual([
        '31955554444',
        'e1@exemplo.com.br',
        'e2@exemplo.com.br',
      ]);
      expect(outbox.find((m) => m.destinatario === '31955554444')!.corpo).toBe('Oi, Maria');

      // A rule saved after the shift ran is sent by the next click; the first rule's messages are not sent again.
      const later = await addRule(t.database.db, campaign, { data_especifica: today, turno: 'T', email: true });
      const third = await call(API.runShift, null, { turno: 'T' }, 'admin');
      expect(third.json()).toEqual({
        executado: false,
        janela: `${today}T13:00`,
        planejadas: 3,
        enviadas: 8,
        falhas: 0,
      });
      const laterSent = await sqlRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM comunicacao_entrega WHERE regra_id = ${later} AND status = 'enviada'`,
      );
      expect(laterSent[0].n).toBe(3);
    });
  });
});
