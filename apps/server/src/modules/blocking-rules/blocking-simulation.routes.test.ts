import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRITERION_KINDS,
  type EngineCriterion,
  evaluateContract,
} from '@intranet/shared/blocking-rules/blocking-engine';
import { BLOCKING_RULES_MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import { today } from '@intranet/shared/calendar/days';
import { clienteConexao, regraBloqueioAcao } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { otherInstance } from '../../test/other-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blockingApplier } from './blocking-rules.application';
import { httpBlockingActionSender } from './blocking-rules.erp';
import * as repo from './blocking-rules.repository';
import { type GeneratedContract, generateAccounts } from './blocking-test-data';

/** A fake ERP on the loopback: records each action it accepts; `failOnce` contracts are refused the first time. */
class FakeErp {
  server!: Server;
  received: { path: string; body: { id_acao: number; contrato: string; acao: string } }[] = [];
  failOnce = new Set<string>();
  async start() {
    this.server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        if (req.headers.authorization !== 'Bearer erp-bloqueio') return res.writeHead(401).end();
        const body = JSON.parse(data);
        if (this.failOnce.delete(body.contrato)) return res.writeHead(503).end('{"erro":"indisponível"}');
        this.received.push({ path: req.url ?? '', body });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = today();

describe('blocking rules: simulation and application', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let erp: FakeErp;
  let sistema: number;
  let contracts: GeneratedContract[];
  const saved = { url: process.env.ERP_SYNC_URL, token: process.env.ERP_SYNC_TOKEN };

  const inject = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  const createRule = async (nome: string, values: Record<string, unknown> = {}) => {
    const res = await inject('POST', '/v1/criar/regra/bloqueio', {
      object: { nome, provedor: sistema, dias_atraso: 15, dias_bloqueio: 45, ativo: true, ...values },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_regra_bloqueio_one.id as number;
  };
  const addCriterion = async (id_regra: number, object: Record<string, unknown>) => {
    const res = await inject('POST', '/v1/criar/regra/bloqueio/criterio', { object: { id_regra, ...object } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_regra_bloqueio_criterio_one.id as number;
  };
  /** Every exception kind, and an inactive criterion that must never count. */
  const addEveryKind = async (id_regra: number) => {
    await addCriterion(id_regra, { tipo: 'valor_abaixo', valor_limite: 50 });
    await addCriterion(id_regra, { tipo: 'tipo_contrato', tipo_contrato: 'empresarial' });
    await addCriterion(id_regra, { tipo: 'marcador', marcador: 'servico_essencial' });
    await addCriterion(id_regra, { tipo: 'promessa_pagamento' });
    await addCriterion(id_regra, { tipo: 'marcador', marcador: 'vip', ativo: false });
  };
  const simulate = async (id: number, data_referencia?: string, headers = admin) => {
    const res = await inject('POST', `/v1/regra/bloqueio/${id}/simulacao`, { data_referencia }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().simulacao;
  };
  const criteriaOf = async (id_regra: number): Promise<EngineCriterion[]> =>
    (await inject('POST', '/v1/regra/bloqueio/criterio', { filtro: { id_regra } })).json().regra_bloqueio_criterio;
  const waitFor = async (id_regra: number, id: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const state = (await inject('GET', `/v1/regra/bloqueio/${id_regra}/estado`)).json();
      const app = state.aplicacoes.find((a: { id: number }) => a.id === id);
      if (app && (app.status === 'concluida' || app.status === 'falhou') && app.pendentes === 0) return app;
      if (Date.now() > deadline) throw new Error(`application ${id} did not finish: ${JSON.stringify(app)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  /** The same question in plain SQL, written apart from the repository's query. */
  const independentCount = async (
    rule: { dias_atraso: number; dias_bloqueio: number },
    day: string,
  ): Promise<{ reduzir: number; bloquear: number }> => {
    const [row] = await sqlRows<{ reduzir: number; bloquear: number }>(
      t.database.db,
      sql`SELECT
          count(*) FILTER (WHERE atraso < ${rule.dias_bloqueio})::int AS reduzir,
          count(*) FILTER (WHERE atraso >= ${rule.dias_bloqueio})::int AS bloquear
        FROM (
          SELECT k.id, ${day}::date - (SELECT min(f.vencimento) FROM cliente_fatura f
              WHERE f.id_contrato = k.id AND f.status = 'aberta' AND f.vencimento < ${day}::date) AS atraso,
            (SELECT sum(f.valor) FROM cliente_fatura f
              WHERE f.id_contrato = k.id AND f.status = 'aberta' AND f.vencimento < ${day}::date) AS vencido
          FROM cliente_contrato k
          WHERE k.sistema = ${sistema} AND k.status IN ('ativo', 'suspenso')
            AND k.tipo = 'residencial'
            AND NOT (k.marcadores @> ARRAY['servico_essencial']::text[])
            AND NOT EXISTS (SELECT 1 FROM cliente_promessa_pagamento p
              WHERE p.id_contrato = k.id AND p.valida_ate >= ${day}::date)
        ) c
        WHERE atraso >= ${rule.dias_atraso} AND vencido >= 50`,
    );
    return row;
  };

  beforeAll(async () => {
    erp = new FakeErp();
    const base = await erp.start();
    process.env.ERP_SYNC_URL = `${base}/{provedor}`;
    process.env.ERP_SYNC_TOKEN = 'erp-bloqueio';
    t = await createTestApp();
    admin = await t.headersFor('admin');
    ({ sistema, contracts } = await generateAccounts(t.database.db, {
      count: 600,
      day: DAY,
      seed: 24,
      name: 'Provedor Bloqueio',
    }));
  });
  afterAll(async () => {
    process.env.ERP_SYNC_URL = saved.url;
    process.env.ERP_SYNC_TOKEN = saved.token;
    if (saved.url === undefined) delete process.env.ERP_SYNC_URL;
    if (saved.token === undefined) delete process.env.ERP_SYNC_TOKEN;
    await t?.close();
    await erp?.stop();
  });

  it('decides in SQL what the shared engine decides, contract by contract, with every exception kind', async () => {
    const id = await createRule('Concordância');
    await addEveryKind(id);
    const criteria = await criteriaOf(id);
    const rule = { id, provedor: sistema, dias_atraso: 15, dias_bloqueio: 45 };
    for (const day of [DAY, '2026-01-31']) {
      const expected = contracts
        .map((c) => ({ c, r: evaluateContract(rule, criteria, c, day) }))
        .filter(({ r }) => r.prevista !== null)
        .map(({ c, r }) => ({
          id_contrato: c.id,
          prevista: r.prevista,
          id_criterio: r.excecao?.id_criterio ?? null,
          dias_atraso: r.dias_atraso,
          valor_vencido: r.valor_vencido.toFixed(2),
        }));
      const actual = await repo.evaluatedAll(t.database.db, rule, day);
      expect(actual).toEqual(expected.sort((a, b) => a.id_contrato - b.id_contrato));
    }
    const excludedBy = new Set(
      contracts.map((c) => evaluateContract(rule, criteria, c, DAY).excecao?.tipo).filter(Boolean),
    );
    expect([...excludedBy].sort()).toEqual([...CRITERION_KINDS].sort());
  });

  it('counts what an independent SQL count counts, and records who simulated, when, the day and the version', async () => {
    const id = await createRule('Contagem');
    await addEveryKind(id);
    const reader = await t.headersFor('admin', 'configuracao:leitor');
    const simulation = await simulate(id, undefined, reader);
    const independent = await independentCount({ dias_atraso: 15, dias_bloqueio: 45 }, DAY);
    expect(simulation).toMatchObject({
      id_regra: id,
      data_referencia: DAY,
      reduzir: independent.reduzir,
      bloquear: independent.bloquear,
      afetados: independent.reduzir + independent.bloquear,
      id_usuario: t.accounts.admin.usuarioId,
      desatualizada: false,
    });
    expect(simulation.afetados).toBeGreaterThan(0);
    expect(simulation.por_excecao.map((e: { tipo: string }) => e.tipo).sort()).toEqual([...CRITERION_KINDS].sort());
    const chosen = await simulate(id, '2026-01-31');
    expect(chosen.afetados).toBe(
      Object.values(await independentCount({ dias_atraso: 15, dias_bloqueio: 45 }, '2026-01-31')).reduce(
        (a, b) => a + b,
      ),
    );
  });

  it('pages the contracts in SQL, the excluded ones with the reason', async () => {
    const id = await createRule('Páginas');
    await addEveryKind(id);
    const simulation = await simulate(id);
    const page = async (filtro: string, offset = 0) =>
      (
        await inject(
          'GET',
          `/v1/regra/bloqueio/simulacao/${simulation.id}/contratos?filtro=${filtro}&limit=20&offset=${offset}`,
        )
      ).json();
    const first = await page('afetados');
    expect(first.total).toBe(simulation.afetados);
    expect(first.contratos).toHaveLength(Math.min(20, simulation.afetados));
    expect(first.contratos.every((c: { acao: string | null }) => c.acao !== null)).toBe(true);
    const excluded = await page('excluidos');
    expect(excluded.total).toBe(simulation.excluidos);
    const reasons = new Set<string>();
    for (let offset = 0; offset < excluded.total; offset += 20)
      for (const c of (await page('excluidos', offset)).contratos) reasons.add(c.excecao.motivo.split(' ')[0]);
    expect([...reasons].sort()).toEqual(['Contrato', 'Promessa', 'Valor']);
    expect((await page('todos')).total).toBe(simulation.afetados + simulation.excluidos);
    expect(
      (await inject('GET', `/v1/regra/bloqueio/simulacao/${simulation.id}/contratos?filtro=nenhum`)).statusCode,
    ).toBe(400);
  });

  it('refuses to apply a rule changed after its simulation (409) until it is simulated again', async () => {
    const id = await createRule('Mudança', { dias_atraso: 100, dias_bloqueio: null });
    const before = await simulate(id);
    expect((await inject('PUT', `/v1/regra/bloqueio/${id}`, { object: { dias_atraso: 110 } })).statusCode).toBe(200);
    const refused = await inject('POST', `/v1/regra/bloqueio/simulacao/${before.id}/aplicar`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BLOCKING_RULES_MSG.changedSinceSimulation);
    const state = (await inject('GET', `/v1/regra/bloqueio/${id}/estado`)).json();
    expect(state.ultima_simulacao).toMatchObject({ id: before.id, desatualizada: true });

    const again = await simulate(id);
    const criterion = await addCriterion(id, { tipo: 'valor_abaixo', valor_limite: 10 });
    expect((await inject('POST', `/v1/regra/bloqueio/simulacao/${again.id}/aplicar`)).statusCode).toBe(409);
    const third = await simulate(id);
    await inject('PUT', `/v1/regra/bloqueio/criterio/${criterion}`, { object: { ativo: false } });
    expect((await inject('POST', `/v1/regra/bloqueio/simulacao/${third.id}/aplicar`)).statusCode).toBe(409);

    const other = await simulate(id, '2026-01-31');
    const otherDay = await inject('POST', `/v1/regra/bloqueio/simulacao/${other.id}/aplicar`);
    expect(otherDay.statusCode).toBe(409);
    expect(otherDay.json().message).toBe(BLOCKING_RULES_MSG.simulationOfAnotherDay);

    const current = await simulate(id);
    const applied = await inject('POST', `/v1/regra/bloqueio/simulacao/${current.id}/aplicar`);
    expect(applied.statusCode, applied.body).toBe(200);
    await waitFor(id, applied.json().aplicacao.id);
  });

  it('acts once per contract when applied twice or from two instances at once, and sends each action to the ERP once', async () => {
    const id = await createRule('Duas instâncias');
    await addEveryKind(id);
    const [a, b] = [await simulate(id), await simulate(id)];
    const second = await otherInstance(t);
    try {
      const [one, two, repeat] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/v1/regra/bloqueio/simulacao/${a.id}/aplicar`, headers: admin }),
        second.inject({ method: 'POST', url: `/v1/regra/bloqueio/simulacao/${b.id}/aplicar`, headers: admin }),
        second.inject({ method: 'POST', url: `/v1/regra/bloqueio/simulacao/${a.id}/aplicar`, headers: admin }),
      ]);
      for (const res of [one, two, repeat]) expect(res.statusCode, res.body).toBe(200);
      expect(repeat.json().aplicacao.id).toBe(one.json().aplicacao.id);
      const done = [await waitFor(id, one.json().aplicacao.id), await waitFor(id, two.json().aplicacao.id)];
      expect(done.map((d) => d.status)).toEqual(['concluida', 'concluida']);
      expect(done[0].acoes + done[1].acoes).toBe(a.afetados);
    } finally {
      await second.close();
    }
    const actions = await t.database.db.select().from(regraBloqueioAcao).where(eq(regraBloqueioAcao.id_regra, id));
    expect(actions).toHaveLength(a.afetados);
    expect(new Set(actions.map((x) => x.id_contrato)).size).toBe(a.afetados);
    const sent = erp.received.filter((r) => actions.some((x) => x.id === r.body.id_acao));
    expect(sent).toHaveLength(a.afetados);
    expect(sent[0].path).toMatch(/\/provedorbloqueio\/acoes-bloqueio$/);

    const blocked = actions.find((x) => x.acao === 'bloquear')!;
    const [connection] = await t.database.db
      .select()
      .from(clienteConexao)
      .where(eq(clienteConexao.id_contrato, blocked.id_contrato));
    expect(connection.status).toBe('bloqueado');

    const later = await simulate(id);
    const again = await inject('POST', `/v1/regra/bloqueio/simulacao/${later.id}/aplicar`);
    expect((await waitFor(id, again.json().aplicacao.id)).acoes).toBe(0);
  });

  it('records a send the ERP refused and sends it again later, never losing it', async () => {
    const id = await createRule('Falha no ERP', { dias_atraso: 60, dias_bloqueio: null });
    const simulation = await simulate(id);
    const first = (
      await inject('GET', `/v1/regra/bloqueio/simulacao/${simulation.id}/contratos?filtro=afetados&limit=1`)
    ).json().contratos[0];
    erp.failOnce.add(first.codigo_erp);
    const applied = (await inject('POST', `/v1/regra/bloqueio/simulacao/${simulation.id}/aplicar`)).json().aplicacao;
    const deadline = Date.now() + 20_000;
    let failed: typeof regraBloqueioAcao.$inferSelect | undefined;
    while (!failed && Date.now() < deadline) {
      [failed] = await t.database.db
        .select()
        .from(regraBloqueioAcao)
        .where(sql`${regraBloqueioAcao.id_aplicacao} = ${applied.id} AND ${regraBloqueioAcao.envio} = 'falhou'`);
      if (!failed) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(failed).toMatchObject({ id_contrato: first.id_contrato, tentativas: 1, ultimo_erro: 'o ERP respondeu 503' });
    // Time passes: the retry is due.
    await t.database.db
      .update(regraBloqueioAcao)
      .set({ proxima_tentativa: sql`now() - interval '1 second'` })
      .where(eq(regraBloqueioAcao.id, failed!.id));
    const applier = blockingApplier(t.database.db, { sender: httpBlockingActionSender(t.database.db), log: quiet });
    // The application's own worker may still be looking for due sends and take this one first: either sends it once more.
    const retryDeadline = Date.now() + 20_000;
    let retried: typeof regraBloqueioAcao.$inferSelect | undefined;
    while (Date.now() < retryDeadline) {
      await applier.sendPending();
      [retried] = await t.database.db.select().from(regraBloqueioAcao).where(eq(regraBloqueioAcao.id, failed!.id));
      if (retried?.envio === 'enviada') break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(retried).toMatchObject({ envio: 'enviada', tentativas: 2, ultimo_erro: null });
    expect((await waitFor(id, applied.id)).falhas).toBe(0);
  });

  it('lets configuracao readers simulate but only the superadmin apply; others are refused', async () => {
    const id = await createRule('Permissões', { dias_atraso: 200, dias_bloqueio: null });
    const reader = await t.headersFor('admin', 'configuracao:leitor');
    const manager = await t.headersFor('admin', 'configuracao:gestor');
    const simulation = await simulate(id, undefined, reader);
    for (const headers of [reader, manager])
      expect(
        (await inject('POST', `/v1/regra/bloqueio/simulacao/${simulation.id}/aplicar`, undefined, headers)).statusCode,
      ).toBe(403);
    for (const account of ['colaborador', 'marketing', 'rhGestor'] as const) {
      const headers = await t.headersFor(account);
      expect((await inject('POST', `/v1/regra/bloqueio/${id}/simulacao`, {}, headers)).statusCode).toBe(403);
      expect((await inject('GET', `/v1/regra/bloqueio/${id}/estado`, undefined, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/regra/bloqueio/${id}/estado` })).statusCode).toBe(401);
    expect((await inject('POST', `/v1/regra/bloqueio/999999/simulacao`, {})).statusCode).toBe(404);
  });
});
