import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BLOCKLIST_API,
  COVERAGE_API,
  PIPELINE_API as API,
  PRICING_API,
} from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import { SALES_LISTS, type SalesList } from '@intranet/shared/sales/pipeline.rules';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Each list's filter written again, apart from the server's: what an analyst would count by hand. */
const BY_HAND: Record<SalesList, string> = {
  leads: `tipo = 'novo' and motivo is null`,
  upgrade: `tipo = 'upgrade' and motivo is null`,
  downgrade: `tipo = 'downgrade' and motivo is null`,
  overdue: `status = 'novo' and primeiro_contato_em is null and motivo is null and prazo < $now`,
  excluded: `motivo = 'excluido'`,
  inactivated: `motivo = 'inativado'`,
  unfeasible: `motivo = 'inviavel'`,
  'without-coverage': `motivo = 'sem_cobertura'`,
  wrong: `motivo = 'errado'`,
  blocklist: `motivo = 'bloqueado'`,
};

describe('sales pipeline', () => {
  let t: TestApp;
  let bitcom: number;
  let vetorial: number;
  let marketingId: number;
  let colaboradorId: number;
  let cpfs = 777_000_000;

  const json = <T = ReturnType<typeof JSON.parse>>(res: { statusCode: number; body: string }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body) as T;
  };
  const get = async (
    path: string,
    query: Record<string, unknown> = {},
    key: 'marketing' | 'colaborador' = 'marketing',
  ) =>
    t.app.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: await t.headersFor(key),
    });
  const post = async (path: string, payload: object, key: 'marketing' | 'colaborador' = 'marketing') =>
    t.app.inject({ method: 'POST', url: path, payload, headers: await t.headersFor(key) });
  const list = async (lista: SalesList, query: Record<string, unknown> = {}) =>
    json<{ total: number; leads: { id: number; atrasado: boolean; logradouro: string | null }[] }>(
      await get(API.list.path, { lista, ...query }),
    );
  const counts = async (query: Record<string, unknown> = {}) =>
    json<{ contagens: Record<SalesList, number> }>(await get(API.counts.path, query)).contagens;
  const byHand = async (list: SalesList, now: Date, provider?: number) => {
    const where = BY_HAND[list].replace('$now', `'${now.toISOString()}'::timestamptz`);
    const extra = provider === undefined ? '' : ` and id_empresa = ${provider}`;
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql.raw(`select count(*)::int as n from vendas_lead where ${where}${extra}`),
    );
    return row.n;
  };
  const person = (extra: Record<string, unknown> = {}) => ({
    nome: 'Joana Pereira',
    telefone: '(31) 98888-1234',
    cpf: cpfFromBase(++cpfs),
    email: '',
    cep: '30130-123',
    logradouro: 'Rua Tiradentes',
    numero: '45',
    bairro: 'Savassi',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    id_empresa: bitcom,
    ...extra,
  });
  const register = async (extra: Record<string, unknown> = {}, key: 'marketing' | 'colaborador' = 'colaborador') =>
    post(API.register.path, person(extra), key);
  const changesOf = (id: number) =>
    sqlRows<{ de_status: string | null; para_status: string; para_motivo: string | null; id_usuario: number }>(
      t.database.db,
      sql`select de_status, para_status, para_motivo, id_usuario from vendas_lead_status where id_lead = ${id} order by id`,
    );
  const auditOf = (id: number) =>
    sqlRows<{ id_usuario: number | null }>(
      t.database.db,
      sql`select id_usuario from rh_logs_rh where tabela = 'vendas_lead' and id_item = ${String(id)} order by id`,
    );
  const planOf = async (provider: number) => {
    const [row] = await sqlRows<{ id: number; valor_mensal: string }>(
      t.database.db,
      sql`select id, valor_mensal from vendas_plano where id_empresa = ${provider} and vigencia_fim is null order by id limit 1`,
    );
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const companies = await sqlRows<{ id: number; nome: string }>(t.database.db, sql`select id, nome from rh_empresa`);
    bitcom = companies.find((c) => c.nome === 'Bitcom')!.id;
    vetorial = companies.find((c) => c.nome === 'Vetorial')!.id;
    marketingId = t.accounts.marketing.usuarioId;
    colaboradorId = t.accounts.colaborador.usuarioId;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => t?.close());

  describe('access', () => {
    it('refuses the lists without a token, to employees without a sales role and moves to a reader', async () => {
      expect((await t.app.inject({ method: 'GET', url: `${API.list.path}?lista=leads` })).statusCode).toBe(401);
      expect((await get(API.list.path, { lista: 'leads' }, 'colaborador')).statusCode).toBe(403);
      const reader = await t.headersFor('admin', 'vendas:leitor');
      const read = await t.app.inject({ method: 'GET', url: `${API.list.path}?lista=leads`, headers: reader });
      expect(read.statusCode).toBe(200);
      const moved = await t.app.inject({
        method: 'POST',
        url: API.bulkMove.path,
        headers: reader,
        payload: { ids: [1], status: 'em_contato' },
      });
      expect(moved.statusCode).toBe(403);
    });

    it('opens the external register and one’s own leads to every employee, not to candidates', async () => {
      expect((await get(API.mine.path, {}, 'colaborador')).statusCode).toBe(200);
      const candidate = await t.headersFor('candidato');
      const refused = await t.app.inject({
        method: 'POST',
        url: API.register.path,
        headers: candidate,
        payload: person(),
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('the ten lists', () => {
    it("each list's total and count equal a count by hand, for all providers and for one", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const now = new Date('2026-11-18T15:00:00Z');
      vi.setSystemTime(now);
      const all = await counts();
      const ofBitcom = await counts({ id_empresa: bitcom });
      for (const lista of SALES_LISTS) {
        const expected = await byHand(lista, now);
        expect(expected, lista).toBeGreaterThan(0);
        expect((await list(lista, { limit: 1 })).total, lista).toBe(expected);
        expect(all[lista], lista).toBe(expected);
        const mine = await byHand(lista, now, bitcom);
        expect((await list(lista, { limit: 1, id_empresa: bitcom })).total, lista).toBe(mine);
        expect(ofBitcom[lista], lista).toBe(mine);
      }
    });

    it('pages in SQL, newest first, and filters by status and search', async () => {
      const first = await list('leads', { limit: 20 });
      const second = await list('leads', { limit: 20, offset: 20 });
      expect(first.leads).toHaveLength(20);
      expect(new Set([...first.leads, ...second.leads].map((l) => l.id)).size).toBe(40);
      const proposals = await list('leads', { status: 'proposta', limit: 5 });
      const [row] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from vendas_lead where tipo = 'novo' and motivo is null and status = 'proposta'`,
      );
      expect(proposals.total).toBe(row.n);
      expect((await get(API.list.path, { lista: 'nenhuma' })).statusCode).toBe(400);
      expect((await get(API.list.path, { lista: 'leads', de: '2026-02-01', ate: '2026-01-01' })).statusCode).toBe(400);
    });
  });

  describe('the external register, coverage and feasibility', () => {
    it('lands a covered address as a new lead with a seller, brought by whoever registered it', async () => {
      const answer = json(await register());
      expect(answer).toMatchObject({ viabilidade: 'viavel', motivo: null });
      expect(answer.vendedor?.nome).toBeTruthy();
      const detail = json(await get(API.get.path.replace(':id', String(answer.id))));
      expect(detail).toMatchObject({ status: 'novo', tipo: 'novo', indicador: { id: colaboradorId } });
      expect(detail.prazo).not.toBeNull();
      expect(await changesOf(answer.id)).toEqual([
        { de_status: null, para_status: 'novo', para_motivo: null, id_usuario: colaboradorId },
      ]);
    });

    it('lands a CEP outside coverage in without-coverage, with its street', async () => {
      const before = (await list('without-coverage', { id_empresa: bitcom, limit: 1 })).total;
      const feasible = json(
        await get(
          API.feasibility.path,
          { id_empresa: bitcom, cep: '35700-321', bairro: 'Centro', cidade: 'Sete Lagoas' },
          'colaborador',
        ),
      );
      expect(feasible.viabilidade).toBe('sem_cobertura');
      const answer = json(
        await register({
          cep: '35700-321',
          bairro: 'Centro',
          cidade: 'Sete Lagoas',
          logradouro: 'Rua Monsenhor Messias',
        }),
      );
      expect(answer).toMatchObject({ viabilidade: 'sem_cobertura', motivo: 'sem_cobertura', vendedor: null });
      const after = await list('without-coverage', { id_empresa: bitcom, limit: 1 });
      expect(after.total).toBe(before + 1);
      expect(after.leads[0]).toMatchObject({ id: answer.id, logradouro: 'Rua Monsenhor Messias' });
    });

    it('covers by neighbourhood and by street, whatever the accents and case', async () => {
      const check = async (bairro: string, logradouro: string) =>
        json(
          await get(
            API.feasibility.path,
            { id_empresa: bitcom, cep: '32010-555', bairro, logradouro, cidade: 'contagem' },
            'colaborador',
          ),
        ).viabilidade;
      expect(await check('ELDORADO', 'Rua Qualquer')).toBe('viavel');
      expect(await check('agua branca', 'Rua das Acacias')).toBe('viavel');
      expect(await check('Água Branca', 'Avenida Brasil')).toBe('sem_cobertura');
    });

    it('sends a blocked phone to the blocklist list, refuses a second open lead and an upgrade of a non-customer', async () => {
      const blocked = json(await register({ telefone: '(31) 99999-0001' }));
      expect(blocked).toMatchObject({ motivo: 'bloqueado' });
      const cpf = cpfFromBase(++cpfs);
      json(await register({ cpf }));
      const again = await register({ cpf });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(MSG.openLeadExists);
      const upgrade = await register({ tipo: 'upgrade' });
      expect(upgrade.statusCode).toBe(400);
      expect(upgrade.body).toContain(MSG.customerNotFound);
    });
  });

  describe('moving a lead', () => {
    it('is one audited, timed status change that takes it from one list to another', async () => {
      const { id } = json(await register());
      const before = await counts({ id_empresa: bitcom });
      const audits = (await auditOf(id)).length;
      const refused = await post(API.move.path.replace(':id', String(id)), { status: 'perdido', motivo: 'excluido' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(MSG.reasonTextRequired);
      const moved = json(
        await post(API.move.path.replace(':id', String(id)), {
          status: 'perdido',
          motivo: 'excluido',
          texto: 'Cadastro em duplicidade.',
        }),
      );
      expect(moved).toMatchObject({ status: 'perdido', motivo: 'excluido', motivo_texto: 'Cadastro em duplicidade.' });
      const after = await counts({ id_empresa: bitcom });
      expect(after.leads).toBe(before.leads - 1);
      expect(after.excluded).toBe(before.excluded + 1);
      const changes = await changesOf(id);
      expect(changes).toHaveLength(2);
      expect(changes[1]).toEqual({
        de_status: 'novo',
        para_status: 'perdido',
        para_motivo: 'excluido',
        id_usuario: marketingId,
      });
      const audit = await auditOf(id);
      expect(audit).toHaveLength(audits + 1);
      expect(audit.at(-1)!.id_usuario).toBe(marketingId);
    });

    it('sells with a plan of the moment, recorded once and never recomputed, with the referral bonus', async () => {
      const { id } = json(await register());
      const path = API.move.path.replace(':id', String(id));
      expect((await post(path, { status: 'vendido' })).statusCode).toBe(400);
      const other = await planOf(vetorial);
      const wrong = await post(path, { status: 'vendido', id_plano: other.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(MSG.planNotOffered);
      json(await post(API.contact.path.replace(':id', String(id)), { atendeu: true }));
      const plan = await planOf(bitcom);
      const sold = json(await post(path, { status: 'vendido', id_plano: plan.id }));
      expect(sold).toMatchObject({ status: 'vendido', valor_venda: Number(plan.valor_mensal), plano: { id: plan.id } });
      const [bonus] = await sqlRows<{ bonus_indicacao: string }>(
        t.database.db,
        sql`select bonus_indicacao from vendas_config where id_empresa = ${bitcom}`,
      );
      expect(sold.bonus_indicacao).toBe(Number(bonus.bonus_indicacao));
      await t.database.db.execute(sql`update vendas_plano set valor_mensal = valor_mensal + 50 where id = ${plan.id}`);
      const detail = json(await get(API.get.path.replace(':id', String(id))));
      expect(detail.venda).toMatchObject({ status: 'pendente', valor_mensal: Number(plan.valor_mensal) });
      expect(detail.historico.map((h: { para_status: string }) => h.para_status)).toEqual([
        'vendido',
        'em_contato',
        'novo',
      ]);
      const again = await post(path, { status: 'perdido' });
      expect(again.statusCode).toBe(409);
      const mine = json(await get(API.mine.path, { limit: 100 }, 'colaborador'));
      expect(mine.leads.find((l: { id: number }) => l.id === id)).toMatchObject({ status: 'vendido' });
      expect(mine.bonus_total).toBeGreaterThanOrEqual(Number(bonus.bonus_indicacao));
    });

    it('inactivates a lead at the provider’s maximum of unanswered attempts', async () => {
      const { id } = json(await register());
      const path = API.contact.path.replace(':id', String(id));
      const [cfg] = await sqlRows<{ tentativas_max: number }>(
        t.database.db,
        sql`select tentativas_max from vendas_config where id_empresa = ${bitcom}`,
      );
      for (let n = 1; n < cfg.tentativas_max; n++)
        expect(json(await post(path, { atendeu: false }))).toMatchObject({
          status: 'novo',
          tentativas: n,
          motivo: null,
        });
      const last = json(await post(path, { atendeu: false }));
      expect(last).toMatchObject({ status: 'perdido', motivo: 'inativado', tentativas: cfg.tentativas_max });
      expect(last.primeiro_contato_em).not.toBeNull();
    });

    it('moves a selection in bulk, one change each, and refuses a reason with an open status', async () => {
      const ids = [];
      for (let n = 0; n < 3; n++) ids.push(json(await register()).id);
      const before = (await counts()).wrong;
      expect((await post(API.bulkMove.path, { ids, status: 'novo', motivo: 'errado' })).statusCode).toBe(400);
      expect(json(await post(API.bulkMove.path, { ids, status: 'perdido', motivo: 'errado' })).alterados).toBe(3);
      expect((await counts()).wrong).toBe(before + 3);
      for (const id of ids) expect(await changesOf(id)).toHaveLength(2);
      expect(json(await post(API.bulkMove.path, { ids, status: 'perdido', motivo: 'errado' })).alterados).toBe(0);
    });
  });

  describe('deadlines in São Paulo', () => {
    it('puts a lead in overdue when its SLA runs out, across a São Paulo midnight', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 23:20 on 20 November in São Paulo (02:20 UTC on the 21st); the new-customer SLA is 4 hours.
      vi.setSystemTime(new Date('2026-11-21T02:20:00Z'));
      await t.database.db.execute(sql`update vendas_config set sla_novo_horas = 4 where id_empresa = ${bitcom}`);
      const cpf = cpfFromBase(++cpfs);
      const { id } = json(await register({ cpf }));
      json(await post(API.bulkAssign.path, { ids: [id], id_vendedor: marketingId }));
      const overdue = async () => (await list('overdue', { busca: cpf })).total;
      const home = async () => json(await get(API.internalHome.path));
      /** Due today by hand: the seller's untouched new leads whose deadline falls between now and the São Paulo day's end. */
      const dueByHand = async (now: string, dayEnd: string) => {
        const [row] = await sqlRows<{ n: number; ours: boolean }>(
          t.database.db,
          sql`select count(*)::int as n, bool_or(id = ${id}) as ours from vendas_lead
              where id_vendedor = ${marketingId} and status = 'novo' and primeiro_contato_em is null and motivo is null
                and prazo >= ${now}::timestamptz and prazo < ${dayEnd}::timestamptz`,
        );
        return row;
      };

      // 23:50 on the 20th: the deadline (03:20 on the 21st) is tomorrow in São Paulo.
      vi.setSystemTime(new Date('2026-11-21T02:50:00Z'));
      expect(await overdue()).toBe(0);
      const evening = await dueByHand('2026-11-21T02:50:00Z', '2026-11-21T03:00:00Z');
      expect(evening.ours).toBeFalsy();
      expect((await home()).vencem_hoje).toBe(evening.n);
      // 00:30 on the 21st: due today, not yet overdue.
      vi.setSystemTime(new Date('2026-11-21T03:30:00Z'));
      expect(await overdue()).toBe(0);
      const night = await dueByHand('2026-11-21T03:30:00Z', '2026-11-22T03:00:00Z');
      expect(night.ours).toBe(true);
      expect((await home()).vencem_hoje).toBe(night.n);
      // 03:21 on the 21st: past the deadline.
      vi.setSystemTime(new Date('2026-11-21T06:21:00Z'));
      const past = await list('overdue', { busca: cpf });
      expect(past.total).toBe(1);
      expect(past.leads[0]).toMatchObject({ id, atrasado: true });
      // A contact takes it out.
      json(await post(API.contact.path.replace(':id', String(id)), { atendeu: true }));
      expect(await overdue()).toBe(0);
    });
  });

  describe('assignment', () => {
    it('shares new leads round-robin among the active sellers of the provider', async () => {
      const sellers = await sqlRows<{ id_usuario: number }>(
        t.database.db,
        sql`select id_usuario from vendas_vendedor where id_empresa = ${vetorial} and ativo order by id`,
      );
      await t.database.db.execute(
        sql`update vendas_vendedor set ativo = false where id_empresa = ${vetorial} and id_usuario = ${sellers[0].id_usuario}`,
      );
      const active = sellers.slice(1).map((s) => s.id_usuario);
      const given: number[] = [];
      for (let n = 0; n < active.length * 2; n++) {
        const { id } = json(
          await register({
            id_empresa: vetorial,
            cep: '78005-100',
            cidade: 'Cuiabá',
            uf: 'MT',
            bairro: 'Coxipó',
            telefone: '(65) 99876-5432',
          }),
        );
        const [row] = await sqlRows<{ id_vendedor: number }>(
          t.database.db,
          sql`select id_vendedor from vendas_lead where id = ${id}`,
        );
        given.push(row.id_vendedor);
      }
      expect(given.slice(0, active.length).sort()).toEqual([...active].sort());
      expect(given.slice(active.length)).toEqual(given.slice(0, active.length));
      expect(given).not.toContain(sellers[0].id_usuario);
    });

    it('assigns a selection to a seller active at their provider, and refuses one who is not', async () => {
      const { id } = json(await register());
      const refused = await post(API.bulkAssign.path, { ids: [id], id_vendedor: colaboradorId });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(MSG.sellerNotActive);
      expect(json(await post(API.bulkAssign.path, { ids: [id], id_vendedor: marketingId })).alterados).toBe(1);
      const detail = json(await get(API.get.path.replace(':id', String(id))));
      expect(detail.vendedor.id).toBe(marketingId);
      expect(json(await post(API.bulkAssign.path, { ids: [id] })).alterados).toBe(1);
    });
  });

  describe('settings, plans, coverage and the blocklist', () => {
    it('keeps each provider’s SLA, attempts and bonus; a new SLA sets the deadline of new leads only', async () => {
      const path = API.saveSettings.path.replace(':id_empresa', String(bitcom));
      const refused = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: await t.headersFor('colaborador'),
        payload: {
          sla_novo_horas: 2,
          sla_upgrade_horas: 24,
          sla_downgrade_horas: 8,
          tentativas_max: 5,
          bonus_indicacao: 40,
        },
      });
      expect(refused.statusCode).toBe(403);
      const bad = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: await t.headersFor('marketing'),
        payload: {
          sla_novo_horas: 0,
          sla_upgrade_horas: 24,
          sla_downgrade_horas: 8,
          tentativas_max: 5,
          bonus_indicacao: 40,
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(MSG.slaInvalid);
      const saved = json(
        await t.app.inject({
          method: 'PUT',
          url: path,
          headers: await t.headersFor('marketing'),
          payload: {
            sla_novo_horas: 2,
            sla_upgrade_horas: 24,
            sla_downgrade_horas: 8,
            tentativas_max: 6,
            bonus_indicacao: 40,
          },
        }),
      );
      expect(saved).toMatchObject({ sla_novo_horas: 2, tentativas_max: 6, bonus_indicacao: 40 });
      const { id } = json(await register());
      const [lead] = await sqlRows<{ horas: number }>(
        t.database.db,
        sql`select extract(epoch from (prazo - created_at))::int / 3600 as horas from vendas_lead where id = ${id}`,
      );
      expect(lead.horas).toBe(2);
    });

    it('serves plans with their validity, refuses a plan already sold from being deleted', async () => {
      const created = json(
        await post(PRICING_API.create.path, {
          object: {
            id_empresa: bitcom,
            nome: 'Fibra 2 Giga',
            download_mbps: 2000,
            upload_mbps: 1000,
            valor_mensal: 249.9,
            valor_instalacao: 0,
            fidelidade_meses: 12,
            vigencia_inicio: '2026-01-01',
          },
        }),
      );
      const id = created.insert_vendas_plano_one.id;
      const offered = json(await get(API.offeredPlans.path, { id_empresa: bitcom }, 'colaborador'));
      expect(offered.planos.map((p: { id: number }) => p.id)).toContain(id);
      const bad = await post(PRICING_API.create.path, {
        object: {
          id_empresa: bitcom,
          nome: 'Plano ao contrário',
          download_mbps: 100,
          upload_mbps: 50,
          valor_mensal: 50,
          vigencia_inicio: '2026-05-01',
          vigencia_fim: '2026-04-01',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(MSG.validityInvalid);
      const sold = await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id_plano_venda as id from vendas_venda where id_plano_venda is not null limit 1`,
      );
      const remove = await t.app.inject({
        method: 'DELETE',
        url: PRICING_API.remove.path.replace(':id', String(sold[0].id)),
        headers: await t.headersFor('marketing'),
      });
      expect(remove.statusCode).toBe(409);
      expect(remove.body).toContain(MSG.planInUse);
    });

    it('keeps a blocked value once, as digits, and coverage areas in their shape', async () => {
      const blocked = json(
        await post(BLOCKLIST_API.create.path, {
          object: { tipo: 'cpf', valor: '529.982.247-25', motivo: 'Fraude confirmada.' },
        }),
      );
      const [row] = await sqlRows<{ valor: string }>(
        t.database.db,
        sql`select valor from vendas_bloqueio where id = ${blocked.insert_vendas_bloqueio_one.id}`,
      );
      expect(row.valor).toBe('52998224725');
      const twice = await post(BLOCKLIST_API.create.path, {
        object: { tipo: 'cpf', valor: '52998224725', motivo: 'De novo.' },
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.body).toContain(MSG.blockTaken);
      const badValue = await post(BLOCKLIST_API.create.path, { object: { tipo: 'cpf', valor: '123', motivo: 'x' } });
      expect(badValue.statusCode).toBe(400);
      expect(badValue.body).toContain(MSG.blockValueInvalid);
      const shape = await post(COVERAGE_API.create.path, {
        object: { id_empresa: bitcom, cidade: 'Betim', uf: 'MG', cep_inicio: '32600-000' },
      });
      expect(shape.statusCode).toBe(400);
      const area = json(
        await post(COVERAGE_API.create.path, {
          object: { id_empresa: bitcom, cidade: 'Sete Lagoas', uf: 'MG', bairro: 'Canaã' },
        }),
      );
      expect(area.insert_vendas_cobertura_one.id).toBeGreaterThan(0);
      const feasible = json(
        await get(
          API.feasibility.path,
          { id_empresa: bitcom, cep: '35700-999', bairro: 'canaa', cidade: 'Sete Lagoas' },
          'colaborador',
        ),
      );
      expect(feasible.viabilidade).toBe('viavel');
    });
  });
});
