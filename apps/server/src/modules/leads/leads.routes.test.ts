import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { LEADS_MSG as MSG } from '@intranet/shared/leads/leads.messages';
import { MSG as FIELD_MSG } from '@intranet/shared/validation/messages';
import { empresa, vendasCampanha, vendasCanal, vendasDestino, vendasLead } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { LEAD_SUBMISSIONS_PER_MINUTE } from './leads.routes';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('leads', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  let bitcom: number;
  let razao: number;
  let campaign: number;
  let google: number;
  let form: number;
  let address = 0;
  let cpfs = 900_000_000;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing', 'marketing:gestor');
    const db = t.database.db;
    const id = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
    bitcom = await id(db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nome, 'Bitcom')));
    razao = await id(db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nome, 'RazãoInfo')));
    campaign = await id(
      db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.nome, 'Black Friday Fibra')),
    );
    google = await id(db.select({ id: vendasCanal.id }).from(vendasCanal).where(eq(vendasCanal.nome, 'Google')));
    form = await id(
      db
        .select({ id: vendasDestino.id })
        .from(vendasDestino)
        .where(and(eq(vendasDestino.id_empresa, bitcom), eq(vendasDestino.nome, 'Formulário de interesse'))),
    );
  });
  afterAll(async () => t?.close());

  /** Each submission from its own address unless one is given: the per-address limit is tested on its own. */
  const submit = (payload: unknown, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
    t.app.inject({ method: 'POST', url: API.submit.path, payload: payload as object, remoteAddress });
  const person = (extra: Record<string, unknown> = {}) => ({
    nome: 'Maria da Silva',
    telefone: '(31) 98765-4321',
    cpf: cpfFromBase(++cpfs),
    cep: '30130-010',
    email: 'maria@exemplo.com.br',
    consentimento: true,
    id_empresa: bitcom,
    ...extra,
  });
  const list = (filtro: Record<string, unknown> = {}, headers = marketing) =>
    t.app.inject({ method: 'POST', url: API.list.path, headers, payload: { filtro } });
  const edit = (id: number, object: unknown, headers = marketing) =>
    t.app.inject({ method: 'PUT', url: `/v1/vendas/lead/${id}`, headers, payload: { object } });
  const leadsOf = (cpf: string) =>
    t.database.db
      .select()
      .from(vendasLead)
      .where(eq(vendasLead.cpf, cpf.replace(/\D/g, '')));

  describe('access', () => {
    it('refuses the staff calls without a token with 401', async () => {
      for (const res of [await list({}, {}), await edit(1, { status: 'novo' }, {})]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Sessão expirada ou inválida. Entre novamente.');
      }
    });

    it('refuses the staff calls to accounts without a marketing or sales role with 403, and editing to a reader', async () => {
      for (const key of ['colaborador', 'candidato'] as const) {
        const headers = await t.headersFor(key);
        expect((await list({}, headers)).statusCode).toBe(403);
        expect((await edit(1, { status: 'novo' }, headers)).statusCode).toBe(403);
      }
      const reader = await t.headersFor('admin', 'vendas:leitor');
      expect((await list({}, reader)).statusCode).toBe(200);
      const refused = await edit(1, { status: 'em_contato' }, reader);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Este usuário não tem autorização para realizar esta operação.');
    });

    it('opens the public form calls to anyone, signed in or not', async () => {
      expect((await t.app.inject({ method: 'GET', url: API.origin.path })).statusCode).toBe(200);
      expect((await submit(person())).statusCode).toBe(200);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: API.submit.path,
        headers: await t.headersFor('candidato'),
        payload: person(),
        remoteAddress: '10.9.9.9',
      });
      expect(signedIn.statusCode).toBe(200);
    });
  });

  describe('the public lead form', () => {
    it('names the provider of the link or destination it came from, and the providers to choose from', async () => {
      const plain = (await t.app.inject({ method: 'GET', url: API.origin.path })).json();
      expect(plain.id_empresa).toBeNull();
      expect(plain.provedores.map((p: { nome: string }) => p.nome)).toEqual(['Bitcom', 'RazãoInfo', 'Vetorial']);
      expect((await t.app.inject({ method: 'GET', url: `${API.origin.path}?dst=${form}` })).json().id_empresa).toBe(
        bitcom,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: `${API.origin.path}?dst=abc&lnk=-3` })).json().id_empresa,
      ).toBeNull();
    });

    it('checks every field with its pt-BR text', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ nome: '' }, 'nome', FIELD_MSG.required],
        [{ nome: 'M' }, 'nome', MSG.nameMin],
        [{ nome: 'x'.repeat(121) }, 'nome', MSG.nameMax],
        [{ telefone: '' }, 'telefone', FIELD_MSG.required],
        [{ telefone: '(31) 1234' }, 'telefone', FIELD_MSG.phone],
        [{ telefone: '(31) 3222-1234' }, 'telefone', FIELD_MSG.phone],
        [{ cpf: '529.982.247-24' }, 'cpf', MSG.cpfInvalid],
        [{ cpf: '111.111.111-11' }, 'cpf', MSG.cpfInvalid],
        [{ cep: '3013' }, 'cep', FIELD_MSG.cep],
        [{ cep: '00000-000' }, 'cep', FIELD_MSG.cep],
        [{ cep: '00999-999' }, 'cep', FIELD_MSG.cep],
        [{ cep: '11111-111' }, 'cep', FIELD_MSG.cep],
        [{ email: 'maria@' }, 'email', FIELD_MSG.email],
        [{ consentimento: false }, 'consentimento', MSG.consentRequired],
        [{ id_empresa: undefined }, 'id_empresa', MSG.providerRequired],
      ];
      for (const [change, path, message] of cases) {
        const res = await submit(person(change));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields).toContainEqual({ path, message });
      }
      const unknown = await submit(person({ id_empresa: 99999 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: MSG.providerUnknown,
        fields: [{ path: 'id_empresa', message: MSG.providerUnknown }],
      });
    });

    it('stores the digits of phone, CPF and CEP, the consent instant, and no e-mail when none was given', async () => {
      const data = person({ email: '' });
      expect((await submit(data)).json()).toEqual({ ok: true });
      const [row] = await leadsOf(data.cpf);
      expect(row).toMatchObject({
        nome: 'Maria da Silva',
        telefone: '31987654321',
        cep: '30130010',
        email: null,
        id_empresa: bitcom,
        status: 'novo',
        origem: 'link',
      });
      expect(row.consentimento_em).toBeInstanceOf(Date);
    });

    it('takes a phone written with the country code, stored without it', async () => {
      for (const telefone of ['+55 (31) 99999-8888', '55 31 99999 8888', '+55 31 999998888']) {
        const data = person({ telefone });
        const res = await submit(data);
        expect(res.statusCode, telefone).toBe(200);
        const [row] = await leadsOf(data.cpf);
        expect(row.telefone, telefone).toBe('31999998888');
      }
      const cep = person({ cep: '01000-000' });
      expect((await submit(cep)).statusCode).toBe(200);
      expect((await leadsOf(cep.cpf))[0].cep).toBe('01000000');
    });

    it('answers a filled honeypot as a success and stores nothing, even with nothing else valid', async () => {
      const before = await t.database.db.$count(vendasLead);
      const data = person({ website: 'https://spam.example' });
      const res = await submit(data);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await submit({ website: 'x', nome: 1 })).json()).toEqual({ ok: true });
      expect(await t.database.db.$count(vendasLead)).toBe(before);
      expect((await submit(person({ website: '' }))).statusCode).toBe(200);
      expect(await t.database.db.$count(vendasLead)).toBe(before + 1);
    });

    it(`limits each address to ${LEAD_SUBMISSIONS_PER_MINUTE} submissions a minute`, async () => {
      for (let i = 0; i < LEAD_SUBMISSIONS_PER_MINUTE; i++)
        expect((await submit(person(), '10.77.0.1')).statusCode).toBe(200);
      const limited = await submit(person(), '10.77.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Foram realizadas muitas solicitações.');
      expect((await submit(person(), '10.77.0.2')).statusCode).toBe(200);
    });

    it('keeps one open lead per CPF and provider, answering a second submission the same way', async () => {
      const data = person();
      expect((await submit(data)).json()).toEqual({ ok: true });
      expect((await submit({ ...data, nome: 'Maria S.' })).json()).toEqual({ ok: true });
      expect(await leadsOf(data.cpf)).toHaveLength(1);
      expect((await submit({ ...data, id_empresa: razao })).statusCode).toBe(200);
      expect(await leadsOf(data.cpf)).toHaveLength(2);

      // Once sold, the person may become a lead again.
      const [open] = (await leadsOf(data.cpf)).filter((l) => l.id_empresa === bitcom);
      expect((await edit(open.id, { status: 'vendido', valor_venda: 99.9, data_venda: '2026-01-05' })).statusCode).toBe(
        200,
      );
      expect((await submit(data)).statusCode).toBe(200);
      expect((await leadsOf(data.cpf)).filter((l) => l.id_empresa === bitcom)).toHaveLength(2);
    });

    it('attributes a lead that came through a link to its campaign, channel, provider and link: the list counts 1 click and 1 lead', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/vendas/tracking/url',
        headers: marketing,
        payload: { params: { chn: google, cmp: campaign, dst: form }, id_empresa: bitcom },
      });
      const link = created.json().insert_vendas_tracking_url_one as { id: number; codigo: string };
      const followed = await t.app.inject({
        method: 'GET',
        url: `/t/${link.codigo}`,
        headers: { 'user-agent': BROWSER },
      });
      expect(followed.statusCode).toBe(302);
      const location = new URL(followed.headers.location as string);
      expect(location.pathname).toBe('/leads/external/register');
      const carried = Object.fromEntries([...location.searchParams].map(([k, v]) => [k, Number(v)]));
      expect(carried).toEqual({ chn: google, cmp: campaign, dst: form, lnk: link.id });

      const origin = (await t.app.inject({ method: 'GET', url: `${API.origin.path}${location.search}` })).json();
      expect(origin.id_empresa).toBe(bitcom);
      // The provider the person might pick does not override the link's.
      const data = person({ ...carried, id_empresa: razao });
      expect((await submit(data)).json()).toEqual({ ok: true });
      const [lead] = await leadsOf(data.cpf);
      expect(lead).toMatchObject({
        id_empresa: bitcom,
        id_campanha: campaign,
        id_canal: google,
        id_destino: form,
        id_link: link.id,
      });

      const listed = await t.app.inject({
        method: 'POST',
        url: '/v1/vendas/tracking/url/filtro',
        headers: marketing,
        payload: { filtro: { id: link.id } },
      });
      expect(listed.json().vendas_tracking_url[0]).toMatchObject({ cliques: 1, cliques_bot: 0, leads: 1 });
    });

    it('without a link keeps the campaign and channel it arrived with when they exist, and the destination gives the provider', async () => {
      const data = person({ cmp: campaign, chn: 999999, dst: form, id_empresa: razao });
      expect((await submit(data)).statusCode).toBe(200);
      const [lead] = await leadsOf(data.cpf);
      expect(lead).toMatchObject({
        id_empresa: bitcom,
        id_campanha: campaign,
        id_canal: null,
        id_destino: form,
        id_link: null,
      });
      const unknownLink = person({ lnk: 999999 });
      expect((await submit(unknownLink)).statusCode).toBe(200);
      expect((await leadsOf(unknownLink.cpf))[0]).toMatchObject({ id_empresa: bitcom, id_link: null });
    });
  });

  describe('the sellers list', () => {
    it('pages leads newest first with their total and names', async () => {
      const res = await list({ limit: 2 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.vendas_lead).toHaveLength(2);
      expect(body.total).toBeGreaterThan(2);
      const next = (await list({ limit: 2, offset: 2 })).json();
      expect(next.total).toBe(body.total);
      expect(next.vendas_lead[0].id).not.toBe(body.vendas_lead[0].id);
      const seeded = (await list({ limit: 100 })).json().vendas_lead as {
        campanha: unknown;
        canal: unknown;
        empresa: { nome: string };
        origem: string;
      }[];
      expect(seeded.some((l) => l.campanha && l.canal && l.origem === 'link')).toBe(true);
    });

    it('filters by campaign, channel, provider, status and period', async () => {
      const data = person({ lnk: undefined, cmp: campaign, chn: google, id_empresa: razao });
      await submit(data);
      const [mine] = await leadsOf(data.cpf);
      const all = (
        await list({ id_campanha: campaign, id_canal: google, id_empresa: razao, status: 'novo', limit: 100 })
      ).json();
      expect(all.vendas_lead.map((l: { id: number }) => l.id)).toContain(mine.id);
      expect(
        all.vendas_lead.every(
          (l: { id_campanha: number; id_canal: number; id_empresa: number; status: string }) =>
            l.id_campanha === campaign && l.id_canal === google && l.id_empresa === razao && l.status === 'novo',
        ),
      ).toBe(true);
      const today = todayInSaoPaulo();
      expect(
        (await list({ de: today, ate: today, limit: 100 })).json().vendas_lead.map((l: { id: number }) => l.id),
      ).toContain(mine.id);
      expect((await list({ ate: '2000-01-01' })).json()).toEqual({ total: 0, vendas_lead: [] });
    });

    it('refuses a bad filter with its text', async () => {
      const period = await list({ de: '2026-02-10', ate: '2026-02-01' });
      expect(period.statusCode).toBe(400);
      expect(period.json().message).toBe(MSG.periodInvalid);
      for (const filtro of [{ status: 'fechado' }, { limit: 101 }, { de: '10/02/2026' }, { id_campanha: 0 }]) {
        const res = await list(filtro);
        expect(res.statusCode, JSON.stringify(filtro)).toBe(400);
        expect(res.json().message).toBe(FIELD_MSG.invalidData);
      }
    });
  });

  describe('a seller moves a lead on', () => {
    const fresh = async () => {
      const data = person();
      await submit(data);
      return (await leadsOf(data.cpf))[0];
    };

    it('records a sale with its value and day, and clears them for any other status', async () => {
      const lead = await fresh();
      expect((await edit(lead.id, { status: 'em_contato' })).json().update_vendas_lead_by_pk).toMatchObject({
        status: 'em_contato',
        valor_venda: null,
        data_venda: null,
      });
      const sold = await edit(lead.id, { status: 'vendido', valor_venda: 129.905, data_venda: '2026-01-15' });
      expect(sold.statusCode).toBe(200);
      expect(sold.json().update_vendas_lead_by_pk).toMatchObject({
        id: lead.id,
        status: 'vendido',
        valor_venda: 129.91,
        data_venda: '2026-01-15',
        empresa: { nome: 'Bitcom' },
      });
      expect(
        (await edit(lead.id, { status: 'perdido', valor_venda: 10, data_venda: '2026-01-15' })).json()
          .update_vendas_lead_by_pk,
      ).toMatchObject({ status: 'perdido', valor_venda: null, data_venda: null });
    });

    it('requires the value and day of a sale, a positive value and a day not in the future', async () => {
      const lead = await fresh();
      const missing = await edit(lead.id, { status: 'vendido' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual(
        expect.arrayContaining([
          { path: 'object.valor_venda', message: MSG.saleValueRequired },
          { path: 'object.data_venda', message: MSG.saleDateRequired },
        ]),
      );
      expect(
        (await edit(lead.id, { status: 'vendido', valor_venda: 0, data_venda: '2026-01-15' })).json().message,
      ).toBe(MSG.saleValuePositive);
      expect(
        (await edit(lead.id, { status: 'vendido', valor_venda: 1e12, data_venda: '2026-01-15' })).json().message,
      ).toBe(MSG.saleValueMax);
      const future = await edit(lead.id, { status: 'vendido', valor_venda: 10, data_venda: '2999-01-01' });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({
        message: MSG.saleDateFuture,
        fields: [{ path: 'data_venda', message: MSG.saleDateFuture }],
      });
      expect((await edit(lead.id, { status: 'ganho' })).json().message).toBe(FIELD_MSG.required);
      expect((await edit(lead.id, {})).json().message).toBe(FIELD_MSG.required);
    });

    it('refuses reopening a lead while the person has another open lead at the provider (409), and answers 404 for an unknown lead', async () => {
      const data = person();
      await submit(data);
      const [first] = await leadsOf(data.cpf);
      await edit(first.id, { status: 'perdido' });
      await submit(data);
      const reopened = await edit(first.id, { status: 'novo' });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().message).toBe(MSG.openLeadExists);
      const unknown = await edit(999999, { status: 'novo' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MSG.notFound);
      expect((await edit(0, { status: 'novo' })).statusCode).toBe(400);
    });
  });
});
