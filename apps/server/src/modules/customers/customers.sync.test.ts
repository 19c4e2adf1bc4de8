import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import { clientePessoa, clienteSincronizacao, empresa } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  customerSyncSchedule,
  erpSyncConfig,
  hourSlot,
  providerKey,
  runCustomerSync,
  SYNC_OVERLAP_MS,
} from './customers.sync';

type ErpCustomer = Record<string, string | number | boolean | null>;

/** A fake ERP on the loopback: pages of `pageSize` customers changed since `alterados_desde`, behind a bearer token. */
class FakeErp {
  server!: Server;
  customers: (ErpCustomer & { alterado_em: string })[] = [];
  requests: URL[] = [];
  failPage: number | null = null;
  /** Answers outside the protocol: 'shape' a JSON of another form, 'text' no JSON at all. */
  garbage: 'shape' | 'text' | null = null;
  constructor(readonly token: string) {}

  async start() {
    this.server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://erp');
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      // This ERP offers customers only: the account kinds beside them are not found (and skipped).
      if (url.pathname !== '/clientes') return send(404, { erro: 'não encontrado' });
      this.requests.push(url);
      if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { erro: 'token' });
      const page = Number(url.searchParams.get('pagina'));
      if (page === this.failPage) return send(503, { erro: 'indisponível' });
      if (this.garbage === 'shape') return send(200, { data: [{ id: 1 }] });
      if (this.garbage === 'text')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
      const size = Number(url.searchParams.get('tamanho'));
      const since = url.searchParams.get('alterados_desde');
      const changed = this.customers.filter((c) => !since || c.alterado_em >= since);
      const slice = changed.slice((page - 1) * size, page * size).map(({ alterado_em: _, ...c }) => c);
      send(200, { clientes: slice, proxima_pagina: page * size < changed.length ? page + 1 : null });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('customer sync with the ERPs', () => {
  let t: TestApp;
  let erp: FakeErp;
  let base: string;
  let provider: { id: number; key: string };

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.db
      .insert(empresa)
      .values({ nome: 'Conexão Sul' })
      .returning({ id: empresa.id, nome: empresa.nome });
    provider = { id: row.id, key: providerKey(row.nome) };
    erp = new FakeErp('segredo-do-erp');
    base = await erp.start();
  });
  afterAll(async () => {
    await erp?.stop();
    await t?.close();
  });
  beforeEach(() => {
    erp.requests = [];
    erp.failPage = null;
    erp.garbage = null;
  });

  /** The sync of this test's provider only, through the URL of its own variable. */
  const config = (extra: Record<string, string> = {}) =>
    erpSyncConfig({
      [`ERP_SYNC_URL_${provider.key}`]: `${base}/clientes`,
      ERP_SYNC_TOKEN: erp.token,
      ERP_SYNC_PAGE_SIZE: '2',
      ...extra,
    })!;
  const stored = () =>
    t.database.db
      .select({
        codpessoa: clientePessoa.codpessoa,
        nome: clientePessoa.nome_razaosocial,
        email: clientePessoa.email,
        ativo: clientePessoa.ativo,
      })
      .from(clientePessoa)
      .where(eq(clientePessoa.sistema, provider.id))
      .orderBy(asc(clientePessoa.codpessoa));

  it('reads the settings from the environment, and is off without a URL', () => {
    expect(erpSyncConfig({})).toBeNull();
    expect(erpSyncConfig({ ERP_SYNC_TOKEN: 'x' })).toBeNull();
    const template = erpSyncConfig({
      ERP_SYNC_URL: 'https://erp.exemplo/{provedor}/clientes',
      ERP_SYNC_TOKEN: 'geral',
      ERP_SYNC_URL_VETORIAL: 'https://vetorial.exemplo/api',
      ERP_SYNC_TOKEN_VETORIAL: 'proprio',
    })!;
    expect(template.template).toEqual({ url: 'https://erp.exemplo/{provedor}/clientes', token: 'geral' });
    expect(template.providers.get('VETORIAL')).toEqual({ url: 'https://vetorial.exemplo/api', token: 'proprio' });
    expect(template.pageSize).toBe(1_000);
    expect(template.timeoutMs).toBe(30_000);
    expect(providerKey('RazãoInfo')).toBe('RAZAOINFO');
  });

  it("brings every page of a provider's customers through the import's checks, with the bearer token, and keeps where it stopped", async () => {
    erp.customers = [
      {
        codpessoa: 'E-1',
        cpf: '529.982.247-25',
        nome_razaosocial: 'Cliente Um',
        email: 'UM@EXEMPLO.COM',
        celular: '31988887777',
        data_nascimento: '1990-05-17',
        ativo: true,
        alterado_em: '2026-01-01T00:00:00.000Z',
      },
      { codpessoa: 2, cpf: 11144477735, nome: 'Cliente Dois', ativo: 'nao', alterado_em: '2026-01-01T00:00:00.000Z' },
      { codpessoa: 'E-3', cpf: '123', nome_razaosocial: 'CPF curto', alterado_em: '2026-01-01T00:00:00.000Z' },
      {
        codpessoa: 'E-4',
        cpf: '11144477735',
        nome_razaosocial: 'Cliente Quatro',
        data_nascimento: '1988-02-29T00:00:00',
        alterado_em: '2026-01-01T00:00:00.000Z',
      },
      {
        codpessoa: 'E-1',
        cpf: '52998224725',
        nome_razaosocial: 'Cliente Um (alterado durante a leitura)',
        alterado_em: '2026-01-01T00:00:00.000Z',
      },
    ];
    const before = new Date();
    const [result] = await runCustomerSync(t.database.db, config(), { log: quiet });
    expect(result).toMatchObject({
      sistema: provider.id,
      report: {
        linhas: 4,
        inseridos: 3,
        atualizados: 0,
        invalidos: [{ linha: 3, motivo: CUSTOMERS_MSG.row.cpfLength }],
      },
    });
    expect(await stored()).toEqual([
      { codpessoa: '2', nome: 'Cliente Dois', email: null, ativo: false },
      { codpessoa: 'E-1', nome: 'Cliente Um (alterado durante a leitura)', email: null, ativo: true },
      { codpessoa: 'E-4', nome: 'Cliente Quatro', email: null, ativo: true },
    ]);
    expect(
      erp.requests.map((u) => [
        u.searchParams.get('pagina'),
        u.searchParams.get('tamanho'),
        u.searchParams.get('alterados_desde'),
      ]),
    ).toEqual([
      ['1', '2', null],
      ['2', '2', null],
      ['3', '2', null],
    ]);
    const [cursor] = await t.database.db
      .select()
      .from(clienteSincronizacao)
      .where(eq(clienteSincronizacao.sistema, provider.id));
    expect(cursor.alterados_ate.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(cursor).toMatchObject({ linhas: 4, invalidos: 1 });
  });

  it('asks next time only for what changed since the last run (less a margin), and updates what changed', async () => {
    const [{ alterados_ate }] = await t.database.db
      .select()
      .from(clienteSincronizacao)
      .where(eq(clienteSincronizacao.sistema, provider.id));
    erp.customers.push({
      codpessoa: 'E-4',
      cpf: '11144477735',
      nome_razaosocial: 'Cliente Quatro',
      email: 'quatro@exemplo.com',
      alterado_em: '2999-01-01T00:00:00.000Z',
    });
    const [result] = await runCustomerSync(t.database.db, config(), { log: quiet });
    expect(result.report).toMatchObject({ linhas: 1, inseridos: 0, atualizados: 1 });
    expect(erp.requests.map((u) => u.searchParams.get('alterados_desde'))).toEqual([
      new Date(alterados_ate.getTime() - SYNC_OVERLAP_MS).toISOString(),
    ]);
    expect((await stored()).find((c) => c.codpessoa === 'E-4')?.email).toBe('quatro@exemplo.com');
  });

  it('writes nothing and keeps its place when a page fails, or the token is refused', async () => {
    const [{ alterados_ate }] = await t.database.db
      .select()
      .from(clienteSincronizacao)
      .where(eq(clienteSincronizacao.sistema, provider.id));
    erp.customers.push(
      { codpessoa: 'F-1', cpf: '52998224725', nome_razaosocial: 'Falha Um', alterado_em: '2999-01-02T00:00:00.000Z' },
      { codpessoa: 'F-2', cpf: '52998224725', nome_razaosocial: 'Falha Dois', alterado_em: '2999-01-02T00:00:00.000Z' },
    );
    erp.failPage = 2;
    const [failed] = await runCustomerSync(t.database.db, config(), { log: quiet });
    expect(failed.error).toBe('o ERP respondeu 503 à página 2');
    const [refused] = await runCustomerSync(t.database.db, config({ ERP_SYNC_TOKEN: 'errado' }), { log: quiet });
    expect(refused.error).toBe('o ERP respondeu 401 à página 1');
    expect(
      await t.database.db
        .select()
        .from(clientePessoa)
        .where(and(eq(clientePessoa.sistema, provider.id), inArray(clientePessoa.codpessoa, ['F-1', 'F-2']))),
    ).toEqual([]);
    const [cursor] = await t.database.db
      .select()
      .from(clienteSincronizacao)
      .where(eq(clienteSincronizacao.sistema, provider.id));
    expect(cursor.alterados_ate).toEqual(alterados_ate);
  });

  it("refuses an answer that is not in the protocol's format", async () => {
    for (const garbage of ['shape', 'text'] as const) {
      erp.garbage = garbage;
      const [result] = await runCustomerSync(t.database.db, config(), { log: quiet });
      expect(result.error).toBe('a página 1 do ERP não está no formato esperado');
    }
  });

  it("runs once an hour across instances: the first to claim the hour's slot runs it", async () => {
    erp.customers = [];
    let at = new Date('2031-05-05T10:15:00Z');
    const runs: string[] = [];
    const sourceOf = (name: string) => () => ({
      async *changedSince() {
        runs.push(name);
        yield* [];
      },
    });
    const a = customerSyncSchedule(t.database.db, config(), {
      log: quiet,
      instance: 'a',
      now: () => at,
      sourceOf: sourceOf('a'),
    });
    const b = customerSyncSchedule(t.database.db, config(), {
      log: quiet,
      instance: 'b',
      now: () => at,
      sourceOf: sourceOf('b'),
    });
    // Both at once: which one claims the slot is up to the database (on PostgreSQL, two connections).
    const together = await Promise.all([a.tick(), b.tick()]);
    expect(together.filter(Boolean)).toHaveLength(1);
    const first = together[0] ? 'a' : 'b';
    expect(await a.tick()).toBe(false); // the same hour, later in it
    at = new Date('2031-05-05T11:01:00Z');
    expect(await b.tick()).toBe(true);
    expect(await a.tick()).toBe(false);
    expect(runs).toEqual([first, 'b']);
    expect(hourSlot(at)).toBe('2031-05-05T11:00');
    await a.stop();
    await b.stop();
  });
});
