import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLIENT_PANEL_API as API, CLIENT_PANEL_OWNED_CALLS } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { visitDays } from '@intranet/shared/client-panel/client-panel.rules';
import { today } from '@intranet/shared/calendar/days';
import { fillPath } from '@intranet/shared/api/endpoint';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

type Customer = { cpf: string; pessoa: number; contrato: number; email: string };

describe('the client panel', () => {
  let t: TestApp;
  let a: Customer;
  let b: Customer;
  let tokenA: Record<string, string>;
  let address = 0;
  /** Each sign-in call from an address of its own: the per-address limit is tested on its own. */
  const nextAddress = () => `10.24.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.database.db, query);
  const lastOutboxId = async () =>
    (await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from outbox_mensagem`))[0].id;
  const outboxAfter = (id: number) =>
    rows<{ canal: string; destinatario: string; corpo: string }>(
      sql`select canal, destinatario, corpo from outbox_mensagem where id > ${id} order by id`,
    );
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextAddress() });

  async function codeFor(cpf: string, canal: 'email' | 'sms' = 'email') {
    const before = await lastOutboxId();
    const res = await post(API.requestCode.path, { cpf, canal });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await outboxAfter(before);
    return { message, code: /\b(\d{6})\b/.exec(message?.corpo ?? '')?.[1] ?? '' };
  }

  async function signIn(cpf: string) {
    const { code } = await codeFor(cpf);
    const res = await post(API.signIn.path, { cpf, codigo: code });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().idToken as string}` };
  }

  async function customerWith(condition: ReturnType<typeof sql>, not?: string): Promise<Customer> {
    const [row] = await rows<Customer>(sql`
      select p.cpf, p.id as pessoa, c.id as contrato, p.email from relacionamento_dados_pessoas p
      join cliente_contrato c on c.id_pessoa = p.id and c.status <> 'cancelado'
      where p.email like '%@%' and p.cpf <> ${not ?? ''}
        and (select count(*) from relacionamento_dados_pessoas o where o.cpf = p.cpf) = 1
        and (select count(*) from cliente_contrato o where o.id_pessoa = p.id) = 1
        and ${condition}
      order by p.id limit 1`);
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await customerWith(
      sql`exists (select 1 from cliente_fatura f where f.id_contrato = c.id and f.status = 'aberta' and f.vencimento < ${today()}::date - 3)`,
    );
    b = await customerWith(sql`true`, a.cpf);
    tokenA = await signIn(a.cpf);
  });
  afterAll(async () => t?.close());

  describe("the customer's sign-in", () => {
    it('answers the same to a CPF that is no customer, and sends nothing then', async () => {
      const before = await lastOutboxId();
      const stranger = await post(API.requestCode.path, { cpf: '529.982.247-25', canal: 'email' });
      const customer = await post(API.requestCode.path, { cpf: b.cpf, canal: 'email' });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json()).toEqual(customer.json());
      const sent = await outboxAfter(before);
      expect(sent.map((m) => m.destinatario)).toEqual([b.email]);
    });

    it('refuses a CPF with a bad check digit with a field message', async () => {
      const res = await post(API.requestCode.path, { cpf: '123.456.789-00', canal: 'email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ path: 'cpf', message: 'CPF inválido.' });
    });

    it('opens a session with the code once, keeps the code hashed, and gives the account the customer role only', async () => {
      const { code } = await codeFor(b.cpf);
      const stored = await rows<{ codigo_hash: string }>(
        sql`select codigo_hash from cliente_acesso_codigo where cpf = ${b.cpf} order by created_at desc limit 1`,
      );
      expect(stored[0].codigo_hash).not.toContain(code);
      const first = await post(API.signIn.path, { cpf: b.cpf, codigo: code });
      expect(first.statusCode, first.body).toBe(200);
      const again = await post(API.signIn.path, { cpf: b.cpf, codigo: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(CLIENT_PANEL_MSG.signIn.refused);
      const [account] = await rows<{ roles: string[]; funcionario: boolean; primeiro: boolean }>(sql`
        select array(select pr.role from rh_usuario_perfil up join rh_perfil_role pr on pr.id_perfil = up.id_perfil
                     where up.id_usuario = u.id) as roles, u.funcionario, a.primeiro_acesso_em is not null as primeiro
        from cliente_acesso a join rh_usuario u on u.id = a.id_usuario where a.cpf = ${b.cpf}`);
      expect(account).toEqual({ roles: ['cliente'], funcionario: false, primeiro: true });
    });

    it('gives the same refusal to a wrong code, to an unknown CPF, and to the right code after five wrong ones', async () => {
      const unknown = await post(API.signIn.path, { cpf: '529.982.247-25', codigo: '123456' });
      expect(unknown.statusCode).toBe(400);
      const { code } = await codeFor(b.cpf);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) {
        const res = await post(API.signIn.path, { cpf: b.cpf, codigo: wrong });
        expect(res.json().message).toBe(unknown.json().message);
      }
      const right = await post(API.signIn.path, { cpf: b.cpf, codigo: code });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(CLIENT_PANEL_MSG.signIn.refused);
    });

    it('voids the previous code when a new one is sent', async () => {
      const first = await codeFor(b.cpf);
      const second = await codeFor(b.cpf);
      if (first.code !== second.code)
        expect((await post(API.signIn.path, { cpf: b.cpf, codigo: first.code })).statusCode).toBe(400);
      expect((await post(API.signIn.path, { cpf: b.cpf, codigo: second.code })).statusCode).toBe(200);
    });

    it('limits the sign-in calls per client address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: API.signIn.path,
              payload: { cpf: '529.982.247-25', codigo: '000000' },
              remoteAddress: '10.99.0.1',
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      const other = await t.app.inject({
        method: 'POST',
        url: API.signIn.path,
        payload: { cpf: '529.982.247-25', codigo: '000000' },
        remoteAddress: '10.99.0.2',
      });
      expect(other.statusCode).toBe(400);
    });
  });

  describe("a customer's session", () => {
    it('is refused by staff calls and by the calls of any signed-in user, whatever role it names', async () => {
      for (const [url, headers] of [
        ['/v1/auth/me', tokenA],
        ['/v1/companies', tokenA],
        ['/v1/auth/me', { ...tokenA, 'x-role': 'user' }],
        ['/v1/companies', { ...tokenA, 'x-role': 'users:superadmin' }],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${headers['x-role' as keyof typeof headers] ?? ''}`).toBe(403);
      }
    });

    it('is the only one the panel accepts: staff, the superadmin included, are refused', async () => {
      for (const key of ['admin', 'marketing', 'candidato'] as const) {
        const res = await t.app.inject({ method: 'GET', url: API.account.path, headers: await t.headersFor(key) });
        expect(res.statusCode, key).toBe(403);
      }
    });

    it("shows the customer's own records and contracts on the home", async () => {
      const res = await t.app.inject({ method: 'GET', url: API.account.path, headers: tokenA });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.cadastros.map((c: { cpf: string }) => c.cpf)).toEqual([a.cpf]);
      expect(body.contratos.map((c: { id: number }) => c.id)).toEqual([a.contrato]);
      expect(body.contratos[0].vencidas).toBeGreaterThan(0);
    });
  });

  describe("another customer's id is not found", () => {
    const payloads: Record<(typeof CLIENT_PANEL_OWNED_CALLS)[number], unknown> = {
      editIdentification: { nome_razaosocial: 'Outra Pessoa', data_nascimento: '1980-01-01' },
      editContact: { email: 'intruso@example.com', celular: '' },
      contract: undefined,
      connections: undefined,
      invoices: undefined,
      orders: undefined,
      requestVisit: {
        tipo: 'reparo',
        dia: visitDays(today())[0],
        periodo: 'manha',
        observacoes: 'Sem internet desde ontem.',
      },
      negotiation: undefined,
      acceptOffer: { oferta: 'a_vista', faturas: [1] },
    };

    for (const name of CLIENT_PANEL_OWNED_CALLS) {
      it(`by ${API[name].method} ${API[name].path}, and nothing changes`, async () => {
        const endpoint = API[name];
        const id = endpoint.path.includes('/cadastros/') ? b.pessoa : b.contrato;
        const before = await rows<Record<string, unknown>>(sql`
          select (select row_to_json(p) from relacionamento_dados_pessoas p where p.id = ${b.pessoa})::text as pessoa,
            (select count(*) from cliente_ordem_servico where id_contrato = ${b.contrato})::int as ordens,
            (select count(*) from cliente_acordo where id_contrato = ${b.contrato})::int as acordos`);
        const res = await t.app.inject({
          method: endpoint.method,
          url: fillPath(endpoint.path, { id }),
          headers: tokenA,
          ...(payloads[name] === undefined ? {} : { payload: payloads[name] as object }),
        });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().message).toBe(CLIENT_PANEL_MSG.notFound);
        const after = await rows<Record<string, unknown>>(sql`
          select (select row_to_json(p) from relacionamento_dados_pessoas p where p.id = ${b.pessoa})::text as pessoa,
            (select count(*) from cliente_ordem_servico where id_contrato = ${b.contrato})::int as ordens,
            (select count(*) from cliente_acordo where id_contrato = ${b.contrato})::int as acordos`);
        expect(after).toEqual(before);
      });
    }
  });

  describe('identification and contact', () => {
    it("edits the customer's contact under their own user, in the history", async () => {
      const url = fillPath(API.editContact.path, { id: a.pessoa });
      const bad = await t.app.inject({
        method: 'PUT',
        url,
        headers: tokenA,
        payload: { email: 'sem-arroba', celular: '3199' },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .fields.map((f: { path: string }) => f.path)
          .sort(),
      ).toEqual(['celular', 'email']);
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: tokenA,
        payload: { email: 'novo.email@example.com', celular: '(31) 99876-5432' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cadastro).toMatchObject({ email: 'novo.email@example.com', celular: '31998765432' });
      const [log] = await rows<{ id_usuario: number }>(sql`
        select l.id_usuario from rh_logs_rh l where l.tabela = 'relacionamento_dados_pessoas' and l.id_item = ${String(a.pessoa)}
        order by l.id desc limit 1`);
      const [account] = await rows<{ id_usuario: number }>(
        sql`select id_usuario from cliente_acesso where cpf = ${a.cpf}`,
      );
      expect(log.id_usuario).toBe(account.id_usuario);
      a.email = 'novo.email@example.com';
    });

    it('edits the name and birth date, and refuses an impossible date', async () => {
      const url = fillPath(API.editIdentification.path, { id: a.pessoa });
      const bad = await t.app.inject({
        method: 'PUT',
        url,
        headers: tokenA,
        payload: { nome_razaosocial: 'Maria', data_nascimento: '31/02/1980' },
      });
      expect(bad.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: tokenA,
        payload: { nome_razaosocial: 'Maria das Dores Silva', data_nascimento: '12/03/1980' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cadastro).toMatchObject({
        nome_razaosocial: 'Maria das Dores Silva',
        data_nascimento: '1980-03-12',
      });
    });
  });

  describe('contract screens', () => {
    it('answers the contract, its connections, its open invoices with PIX and boleto, and its paid ones', async () => {
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: tokenA });
      const contract = await get(fillPath(API.contract.path, { id: a.contrato }));
      expect(contract.statusCode, contract.body).toBe(200);
      expect(contract.json().contrato.id).toBe(a.contrato);
      const connections = await get(fillPath(API.connections.path, { id: a.contrato }));
      expect(connections.json().conexoes.length).toBeGreaterThan(0);
      const open = (await get(fillPath(API.invoices.path, { id: a.contrato }))).json().faturas;
      expect(open.length).toBeGreaterThan(0);
      expect(open.every((f: { status: string }) => f.status === 'aberta')).toBe(true);
      expect(open[0].pix_copia_cola).toMatch(/^000201/);
      expect(open[0].linha_digitavel).toMatch(/^\d{47}$/);
      expect(open[0].dias_atraso).toBeGreaterThan(0);
      const paid = (await get(`${fillPath(API.invoices.path, { id: a.contrato })}?situacao=pagas`)).json().faturas;
      expect(paid.every((f: { status: string }) => f.status === 'paga')).toBe(true);
    });
  });

  describe('visit requests', () => {
    it('opens a service order of origin painel in the chosen window, one open per contract', async () => {
      const url = fillPath(API.requestVisit.path, { id: a.contrato });
      const day = visitDays(today())[0];
      const tooSoon = await t.app.inject({
        method: 'POST',
        url,
        headers: tokenA,
        payload: { tipo: 'reparo', dia: today(), periodo: 'manha', observacoes: 'A internet cai toda noite.' },
      });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().fields[0].path).toBe('dia');
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: tokenA,
        payload: { tipo: 'reparo', dia: day, periodo: 'tarde', observacoes: 'A internet cai toda noite.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().ordem).toMatchObject({ origem: 'painel', status: 'aberta', tipo: 'reparo' });
      expect(new Date(res.json().ordem.janela_inicio).toISOString()).toBe(
        new Date(`${day}T13:00:00-03:00`).toISOString(),
      );
      const orders = await t.app.inject({
        method: 'GET',
        url: fillPath(API.orders.path, { id: a.contrato }),
        headers: tokenA,
      });
      expect(orders.json().ordens[0].id).toBe(res.json().ordem.id);
      const twice = await t.app.inject({
        method: 'POST',
        url,
        headers: tokenA,
        payload: { tipo: 'visita_tecnica', dia: day, periodo: 'manha', observacoes: 'Outra visita, por favor.' },
      });
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('negotiation', () => {
    it('offers what the debt rules allow and records the accepted one as an agreement, once', async () => {
      const url = fillPath(API.negotiation.path, { id: a.contrato });
      const offers = (await t.app.inject({ method: 'GET', url, headers: tokenA })).json();
      expect(offers.faturas.length).toBeGreaterThan(0);
      expect(offers.ofertas[0]).toMatchObject({ id: 'a_vista', parcelas: 1, total: offers.principal });
      expect(offers.devido).toBeCloseTo(offers.principal + offers.multa + offers.juros, 2);
      const accept = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: fillPath(API.acceptOffer.path, { id: a.contrato }),
          headers: tokenA,
          payload,
        });
      const ids = offers.faturas.map((f: { id: number }) => f.id);
      const stale = await accept({ oferta: 'a_vista', faturas: [...ids, 999_999] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(CLIENT_PANEL_MSG.negotiation.changed);
      const res = await accept({ oferta: 'a_vista', faturas: ids });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().acordo).toMatchObject({
        status: 'solicitado',
        origem: 'painel',
        parcelas: 1,
        valor_acordo: offers.principal,
      });
      expect(res.json().acordo.faturas.sort()).toEqual([...ids].sort());
      const again = await accept({ oferta: 'a_vista', faturas: ids });
      expect(again.statusCode).toBe(409);
      const after = (await t.app.inject({ method: 'GET', url, headers: tokenA })).json();
      expect(after.ofertas).toEqual([]);
      expect(after.acordos).toHaveLength(1);
    });
  });

  describe('invitations', () => {
    it("are sent by staff who deal with customers, to the customer's e-mail with the panel's link", async () => {
      const [c] = await rows<{ id: number; cpf: string; email: string }>(sql`
        select p.id, p.cpf, p.email from relacionamento_dados_pessoas p
        where p.email like '%@%' and not exists (select 1 from cliente_acesso a where a.cpf = p.cpf) order by p.id desc limit 1`);
      const refused = await t.app.inject({
        method: 'POST',
        url: API.invite.path,
        headers: await t.headersFor('colaborador'),
        payload: { id_pessoa: c.id },
      });
      expect(refused.statusCode).toBe(403);
      const before = await lastOutboxId();
      const res = await t.app.inject({
        method: 'POST',
        url: API.invite.path,
        headers: await t.headersFor('marketing', 'vendas:gestor'),
        payload: { id_pessoa: c.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ canal: 'email' });
      expect(res.json().destino).not.toBe(c.email);
      const [message] = await outboxAfter(before);
      expect(message).toMatchObject({ canal: 'email', destinatario: c.email });
      expect(message.corpo).toContain(`${t.app.config.publicUrl}/client-panel`);
      const [account] = await rows<{ convidado: boolean }>(
        sql`select convidado_em is not null and convidado_por is not null as convidado from cliente_acesso where cpf = ${c.cpf}`,
      );
      expect(account.convidado).toBe(true);
      const missing = await t.app.inject({
        method: 'POST',
        url: API.invite.path,
        headers: await t.headersFor('marketing', 'vendas:gestor'),
        payload: { id_pessoa: 99_999_999 },
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
