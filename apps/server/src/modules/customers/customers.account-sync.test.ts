import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boletoLine } from '@intranet/shared/customer-accounts/boleto';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import { pixPayload } from '@intranet/shared/customer-accounts/pix';
import {
  clienteConexao,
  clienteContrato,
  clienteFatura,
  clienteOrdemServico,
  clientePlano,
  clienteSincronizacaoConta,
  empresa,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { erpSyncConfig, kindUrl, MAX_PAGE_BYTES, providerKey, runCustomerSync } from './customers.sync';
import { ACCOUNT_SYNC_OVERLAP_MS } from '../customer-accounts/customer-accounts.public';

type ErpRecord = Record<string, unknown> & { alterado_em?: string };
const KINDS = ['clientes', 'planos', 'contratos', 'faturas', 'conexoes', 'ordens_servico'] as const;
type Kind = (typeof KINDS)[number];
const OLD = '2026-01-01T00:00:00.000Z';

/** A fake ERP on the loopback: each kind at /<kind>, paged, changed since `alterados_desde`, behind a bearer token. */
class FakeErp {
  server!: Server;
  records: Record<Kind, (ErpRecord | string)[]> = {
    clientes: [],
    planos: [],
    contratos: [],
    faturas: [],
    conexoes: [],
    ordens_servico: [],
  };
  requests: URL[] = [];
  /** Answers outside the protocol for a kind: 'fail' 503 on page 2, 'missing' 404, 'html', 'oversized' more records than asked, 'huge' a body past the limit. */
  trouble: Partial<Record<Kind, 'fail' | 'missing' | 'html' | 'oversized' | 'huge'>> = {};
  constructor(readonly token: string) {}

  async start() {
    this.server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://erp');
      this.requests.push(url);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { erro: 'token' });
      const kind = url.pathname.slice(1) as Kind;
      if (!KINDS.includes(kind)) return send(404, {});
      const page = Number(url.searchParams.get('pagina'));
      const size = Number(url.searchParams.get('tamanho'));
      const trouble = this.trouble[kind];
      if (trouble === 'missing') return send(404, { erro: 'não encontrado' });
      if (trouble === 'fail' && page === 2) return send(503, { erro: 'indisponível' });
      if (trouble === 'html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
      if (trouble === 'huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = `"${'x'.repeat(1024 * 1024)}",`;
        res.write(`{"${kind}":[`);
        const write = (left: number): void => {
          if (left === 0) return void res.end('"x"]}');
          if (res.write(chunk)) write(left - 1);
          else res.once('drain', () => write(left - 1));
        };
        res.on('error', () => undefined);
        return write(MAX_PAGE_BYTES / 1024 / 1024 + 2);
      }
      const since = url.searchParams.get('alterados_desde');
      // A malformed record (a string) was there from the start: only a full run meets it.
      const changed = this.records[kind].filter(
        (r) => !since || (typeof r !== 'string' && (r.alterado_em ?? OLD) >= since),
      );
      const slice: unknown[] = changed
        .slice((page - 1) * size, page * size)
        .map((r) => (typeof r === 'string' ? r : { ...r, alterado_em: undefined }));
      if (trouble === 'oversized') slice.push({}, {}, {});
      send(200, { [kind]: slice, proxima_pagina: page * size < changed.length ? page + 1 : null });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const pix = (valor: number, txid: string) =>
  pixPayload({ chave: '12345678000195', valor, nome: 'Conexao Norte', cidade: 'Montes Claros', txid });
const line = (vencimento: string, centavos: number) =>
  boletoLine({ banco: '756', vencimento, centavos, campoLivre: '1234500000000000000000001' });

describe('account records from the ERP sync', () => {
  let t: TestApp;
  let erp: FakeErp;
  let base: string;
  let provider: { id: number; key: string };

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.db
      .insert(empresa)
      .values({ nome: 'Conexão Norte' })
      .returning({ id: empresa.id, nome: empresa.nome });
    provider = { id: row.id, key: providerKey(row.nome) };
    erp = new FakeErp('segredo-do-erp');
    base = await erp.start();
    erp.records.clientes = [
      { codpessoa: 'P-1', cpf: '52998224725', nome_razaosocial: 'Maria da Silva', data_nascimento: '1990-05-17' },
      { codpessoa: 'P-2', cpf: '11144477735', nome_razaosocial: 'João Souza' },
    ];
    erp.records.planos = [
      { codigo: 'F500', nome: 'Fibra 500 Mega', download_mbps: 500, upload_mbps: 250, valor_mensal: '99.90' },
      { codigo: 'F1G', nome: 'Fibra 1 Giga', download_mbps: '1000', upload_mbps: 500, valor_mensal: 149.9 },
    ];
    erp.records.contratos = [
      {
        codigo: 'C-1',
        cliente: 'P-1',
        plano: 'F500',
        valor_mensal: '89,90',
        dia_vencimento: 10,
        cep: '39400-000',
        rua: 'Rua Dom Pedro II',
        numero: '120',
        bairro: 'Centro',
        cidade: 'Montes Claros',
        uf: 'mg',
        status: 'ativo',
        data_ativacao: '2021-03-05',
        marcadores: ['vip'],
      },
      { codigo: 'C-2', cliente: 'P-2', plano: 'F1G', valor_mensal: 149.9, dia_vencimento: 5, status: 'suspenso' },
      { codigo: 'C-3', cliente: 'P-404', valor_mensal: 10, dia_vencimento: 5, status: 'ativo' },
      { codigo: 'C-4', cliente: 'P-2', plano: 'X', valor_mensal: 10, dia_vencimento: 5, status: 'ativo' },
    ];
    erp.records.faturas = [
      {
        codigo: 'F-1',
        contrato: 'C-1',
        competencia: '2026-10',
        vencimento: '2026-10-10',
        valor: '89.90',
        status: 'paga',
        pago_em: '2026-10-09',
        valor_pago: '89.90',
      },
      {
        codigo: 'F-2',
        contrato: 'C-1',
        competencia: '2026-11',
        vencimento: '2026-11-10',
        valor: '89.90',
        status: 'aberta',
        pix_copia_cola: pix(89.9, 'F2'),
        linha_digitavel: line('2026-11-10', 8990),
      },
      {
        codigo: 'F-3',
        contrato: 'C-2',
        competencia: '2026-11',
        vencimento: '2026-11-05',
        valor: '149.90',
        status: 'aberta',
        linha_digitavel: '1'.repeat(47),
      },
      {
        codigo: 'F-4',
        contrato: 'C-404',
        competencia: '2026-11',
        vencimento: '2026-11-05',
        valor: 1,
        status: 'aberta',
      },
      'não é um registro',
      {
        codigo: 'F-5',
        contrato: 'C-2',
        competencia: '2026-11',
        vencimento: '2026-11-05',
        valor: 1,
        status: 'x'.repeat(5000),
      },
    ];
    erp.records.conexoes = [
      {
        login: 'maria.silva',
        contrato: 'C-1',
        status: 'online',
        ultimo_acesso: '2026-11-20T10:00:00-03:00',
        ip: '100.64.0.10',
      },
      { login: 'joao.souza', contrato: 'C-2', status: 'reduzido' },
    ];
    erp.records.ordens_servico = [
      {
        codigo: 'OS-1',
        contrato: 'C-1',
        tipo: 'reparo',
        aberta_em: '2026-11-18T09:00:00-03:00',
        janela_inicio: '2026-11-19T08:00:00-03:00',
        janela_fim: '2026-11-19T12:00:00-03:00',
        equipe: 'Equipe Norte 2',
        status: 'agendada',
        observacoes: 'Sem sinal desde ontem.',
      },
    ];
  });
  afterAll(async () => {
    await erp?.stop();
    await t?.close();
  });
  beforeEach(() => {
    erp.requests = [];
    erp.trouble = {};
  });

  const config = (extra: Record<string, string> = {}) =>
    erpSyncConfig({
      [`ERP_SYNC_URL_${provider.key}`]: `${base}/clientes`,
      ERP_SYNC_TOKEN: erp.token,
      ERP_SYNC_PAGE_SIZE: '2',
      ...extra,
    })!;
  const run = async (extra: Record<string, string> = {}) => {
    const results = await runCustomerSync(t.database.db, config(extra), { log: quiet });
    return results.find((r) => r.sistema === provider.id)!;
  };
  const db = () => t.database.db;
  const cursor = async (tipo: 'faturas' | 'contratos') =>
    (
      await db()
        .select()
        .from(clienteSincronizacaoConta)
        .where(and(eq(clienteSincronizacaoConta.sistema, provider.id), eq(clienteSincronizacaoConta.tipo, tipo)))
    )[0];

  it('reads each kind beside the customers, keeping the address query', () => {
    expect(kindUrl('https://erp.exemplo/bitcom/clientes', 'faturas').href).toBe('https://erp.exemplo/bitcom/faturas');
    expect(kindUrl('https://erp.exemplo/api/?chave=1', 'contratos').href).toBe(
      'https://erp.exemplo/api/contratos?chave=1',
    );
  });

  it('brings plans, contracts, invoices, connections and orders after the customers, and refuses what names nothing here', async () => {
    const result = await run();
    expect(result.error).toBeUndefined();
    expect(result.report).toMatchObject({ inseridos: 2 });
    expect(result.contas).toMatchObject({
      planos: { linhas: 2, inseridos: 2, recusados: 0 },
      contratos: {
        linhas: 4,
        inseridos: 2,
        recusados: 2,
        invalidos: [
          { codigo: 'C-3', motivo: CUSTOMER_ACCOUNTS_MSG.erp.customerUnknown('P-404') },
          { codigo: 'C-4', motivo: CUSTOMER_ACCOUNTS_MSG.erp.planUnknown('X') },
        ],
      },
      faturas: { linhas: 6, inseridos: 2, recusados: 4 },
      conexoes: { linhas: 2, inseridos: 2 },
      ordens_servico: { linhas: 1, inseridos: 1 },
    });
    expect(result.contas?.faturas?.invalidos.map((i) => i.codigo)).toEqual(['F-3', 'F-4', '', 'F-5']);
    expect(result.contas?.faturas?.invalidos[0].motivo).toBe(`linha_digitavel: ${CUSTOMER_ACCOUNTS_MSG.erp.boleto}`);
    // Every kind asked in full, page by page, with the token.
    expect(erp.requests.filter((u) => u.pathname === '/faturas').map((u) => u.searchParams.get('pagina'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(erp.requests.every((u) => u.searchParams.get('alterados_desde') === null)).toBe(true);

    const [contract] = await db()
      .select()
      .from(clienteContrato)
      .where(and(eq(clienteContrato.sistema, provider.id), eq(clienteContrato.codigo_erp, 'C-1')));
    expect(contract).toMatchObject({ valor_mensal: '89.90', uf: 'MG', cidade: 'Montes Claros', marcadores: ['vip'] });
    const invoices = await db()
      .select({ codigo: clienteFatura.codigo_erp, status: clienteFatura.status, id_pessoa: clienteFatura.id_pessoa })
      .from(clienteFatura)
      .where(eq(clienteFatura.sistema, provider.id))
      .orderBy(asc(clienteFatura.codigo_erp));
    expect(invoices).toEqual([
      { codigo: 'F-1', status: 'paga', id_pessoa: contract.id_pessoa },
      { codigo: 'F-2', status: 'aberta', id_pessoa: contract.id_pessoa },
    ]);
    const [order] = await db().select().from(clienteOrdemServico).where(eq(clienteOrdemServico.sistema, provider.id));
    expect(order).toMatchObject({ codigo_erp: 'OS-1', origem: 'erp', equipe: 'Equipe Norte 2', status: 'agendada' });
    expect(order.janela_inicio?.toISOString()).toBe('2026-11-19T11:00:00.000Z');
    const connections = await db().select().from(clienteConexao).where(eq(clienteConexao.sistema, provider.id));
    expect(connections.map((c) => [c.login, c.status]).sort()).toEqual([
      ['joao.souza', 'reduzido'],
      ['maria.silva', 'online'],
    ]);
  });

  it('asks next time for what changed since the last run (less a margin), and leaves the unchanged alone', async () => {
    const before = await cursor('faturas');
    const [untouched] = await db()
      .select({ updated_at: clientePlano.updated_at })
      .from(clientePlano)
      .where(and(eq(clientePlano.sistema, provider.id), eq(clientePlano.codigo_erp, 'F1G')));
    erp.records.faturas.push({
      codigo: 'F-2',
      contrato: 'C-1',
      competencia: '2026-11',
      vencimento: '2026-11-10',
      valor: '89.90',
      status: 'paga',
      pago_em: '2026-11-12',
      valor_pago: '89.90',
      alterado_em: '2999-01-01T00:00:00.000Z',
    });
    erp.records.planos.push({ ...(erp.records.planos[1] as ErpRecord), alterado_em: '2999-01-01T00:00:00.000Z' });
    const result = await run();
    expect(result.contas?.faturas).toMatchObject({ linhas: 1, atualizados: 1, inseridos: 0 });
    expect(result.contas?.planos).toMatchObject({ linhas: 1, atualizados: 0, inalterados: 1 });
    expect(
      erp.requests.filter((u) => u.pathname === '/faturas').map((u) => u.searchParams.get('alterados_desde')),
    ).toEqual([new Date(before.alterados_ate.getTime() - ACCOUNT_SYNC_OVERLAP_MS).toISOString()]);
    const [paid] = await db()
      .select()
      .from(clienteFatura)
      .where(and(eq(clienteFatura.sistema, provider.id), eq(clienteFatura.codigo_erp, 'F-2')));
    expect(paid).toMatchObject({ status: 'paga', pago_em: '2026-11-12' });
    const [plan] = await db()
      .select({ updated_at: clientePlano.updated_at })
      .from(clientePlano)
      .where(and(eq(clientePlano.sistema, provider.id), eq(clientePlano.codigo_erp, 'F1G')));
    expect(plan.updated_at).toEqual(untouched.updated_at);
  });

  it('keeps a kind where it was when a page fails, having written what came before; the next run asks again', async () => {
    const before = await cursor('faturas');
    erp.records.faturas.push(
      ...['F-10', 'F-11', 'F-12'].map((codigo) => ({
        codigo,
        contrato: 'C-2',
        competencia: '2026-12',
        vencimento: '2026-12-05',
        valor: 149.9,
        status: 'aberta',
        alterado_em: '2999-02-01T00:00:00.000Z',
      })),
    );
    erp.trouble.faturas = 'fail';
    const failed = await run();
    expect(failed.error).toBe('o ERP respondeu 503 à página 2');
    expect(failed.contas).toBeUndefined();
    expect((await cursor('faturas')).alterados_ate).toEqual(before.alterados_ate);
    erp.trouble = {};
    erp.requests = [];
    const again = await run();
    expect(again.error).toBeUndefined();
    // F-10 came in the failed run's first page; F-11 and F-12 come now.
    expect(again.contas?.faturas).toMatchObject({ linhas: 4, inseridos: 2, inalterados: 2 });
    expect(erp.requests.find((u) => u.pathname === '/faturas')?.searchParams.get('alterados_desde')).toBe(
      new Date(before.alterados_ate.getTime() - ACCOUNT_SYNC_OVERLAP_MS).toISOString(),
    );
  });

  it('refuses garbage without crashing: more records than asked, HTML, a body past the limit', async () => {
    erp.trouble.contratos = 'oversized';
    expect((await run()).error).toBe('a página 1 do ERP não está no formato esperado');
    erp.trouble = { faturas: 'html' };
    expect((await run()).error).toBe('a página 1 do ERP não está no formato esperado');
    erp.trouble = { ordens_servico: 'huge' };
    expect((await run()).error).toBe(`a página 1 do ERP passa de ${MAX_PAGE_BYTES / 1024 / 1024} MB`);
  });

  it('skips a kind the ERP does not offer (404) and goes on with the others', async () => {
    erp.trouble.conexoes = 'missing';
    const result = await run();
    expect(result.error).toBeUndefined();
    expect(result.contas?.conexoes).toMatchObject({ indisponivel: true, linhas: 0 });
    expect(result.contas?.ordens_servico).toBeDefined();
  });
});
