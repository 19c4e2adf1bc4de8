import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { BUCKETS } from '@intranet/shared/files/files.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { sqlRows } from '../../db/sql';
import {
  type FixtureCell,
  csvOf,
  deflatedFill,
  workbookOf,
  workbookParts,
  zipOf,
} from '../../platform/spreadsheets/spreadsheet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from './lead-imports.test-kit';

/** Valid CPFs that are nobody's in the demo data. */
const CPF = ['73411033029', '73411134305', '73411235675', '73411336943', '73411438274', '73411539542'];

describe('lead imports', () => {
  let t: TestApp;
  let bitcom: number;
  let vetorial: number;
  let campaign: number;
  let channel: number;
  let vetorialOnlyCampaign: number;
  let inactiveCampaign: number;
  let customerCpf: string;

  beforeAll(async () => {
    t = await createTestApp();
    const id = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: number }>(t.database.db, query))[0].id;
    bitcom = await id(sql`select id from rh_empresa where nome = 'Bitcom'`);
    vetorial = await id(sql`select id from rh_empresa where nome = 'Vetorial'`);
    campaign = await id(sql`select id from vendas_campanha where nome = 'Black Friday Fibra'`);
    vetorialOnlyCampaign = await id(sql`select id from vendas_campanha where nome = 'Indique e Ganhe'`);
    inactiveCampaign = await id(sql`select id from vendas_campanha where nome = 'Verão 2025'`);
    channel = await id(sql`select id from vendas_canal where nome = 'Facebook'`);
    [{ cpf: customerCpf }] = await sqlRows<{ cpf: string }>(
      t.database.db,
      sql`select cpf from relacionamento_dados_pessoas where sistema = ${bitcom} and ativo order by codpessoa offset 10 limit 1`,
    );
  });
  afterAll(async () => t?.close());

  const as = (key: Parameters<TestApp['headersFor']>[0] = 'marketing') => t.headersFor(key);
  const inject = async (
    endpoint: { method: string; path: string },
    { url, body, headers }: { url?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: endpoint.method as 'POST',
      url: url ?? endpoint.path,
      headers: headers ?? (await as()),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  async function upload(
    name: string,
    bytes: Buffer,
    key: Parameters<TestApp['headersFor']>[0] = 'marketing',
    bucket = 'importacoes',
  ) {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/v1/files/${bucket}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await as(key)) },
    });
  }

  /** Uploads a spreadsheet and records its import (Bitcom, Black Friday Fibra, Facebook); answers the import's id. */
  async function recorded(name: string, bytes: Buffer): Promise<number> {
    const stored = await upload(name, bytes);
    expect(stored.statusCode).toBe(200);
    const res = await inject(API.create, {
      body: {
        id_file: stored.json().id,
        id_empresa: bitcom,
        id_campanha: campaign,
        id_canal: channel,
        id_usuario: 999,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().vendas_lead_importacao.id;
  }

  const read = async (id: number) => inject(API.importCustomers, { url: `/v1/lead/arquivo/clientes/${id}` });
  const participants = async (filtro: Record<string, unknown>, page: Record<string, number> = { limit: 100 }) =>
    inject(API.participants, { body: { filtro, ...page } });
  const importRow = async (id: number) =>
    (
      await sqlRows<{ registros: number; leads_criados: number }>(
        t.database.db,
        sql`select registros, leads_criados from vendas_lead_importacao where id = ${id}`,
      )
    )[0];
  const linesOf = async (id: number) =>
    (
      await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from vendas_lead_participante where id_importacao_evento = ${id}`,
      )
    )[0].n;

  describe('access and input of every call', () => {
    const calls = () => [
      { endpoint: API.list, url: API.list.path, body: {} },
      { endpoint: API.create, url: API.create.path, body: {} },
      { endpoint: API.importCustomers, url: '/v1/lead/arquivo/clientes/1', body: undefined },
      { endpoint: API.progress, url: '/v1/lead/importacao/1/progresso', body: undefined },
      { endpoint: API.participants, url: API.participants.path, body: { filtro: { id_importacao_evento: 1 } } },
      { endpoint: API.updateParticipants, url: API.updateParticipants.path, body: { updates: [] } },
      { endpoint: API.createLeads, url: API.createLeads.path, body: { lead: [1], id_importacao_evento: 1 } },
    ];

    it('refuses every call without a token (401) and to accounts without a role of marketing or vendas (403)', async () => {
      for (const { endpoint, url, body } of calls()) {
        expect((await inject(endpoint, { url, body, headers: {} })).statusCode, `${endpoint.method} ${url}`).toBe(401);
        for (const key of ['candidato', 'colaborador', 'rhGestor'] as const)
          expect((await inject(endpoint, { url, body, headers: await as(key) })).statusCode, `${key} ${url}`).toBe(403);
      }
    });

    it('refuses malformed input of every call with 400', async () => {
      const bad = [
        { endpoint: API.list, url: API.list.path, body: { limit: 0 } },
        {
          endpoint: API.create,
          url: API.create.path,
          body: { id_file: 'x', id_empresa: bitcom, id_campanha: campaign, id_canal: channel },
        },
        { endpoint: API.importCustomers, url: '/v1/lead/arquivo/clientes/abc', body: undefined },
        { endpoint: API.progress, url: '/v1/lead/importacao/0/progresso', body: undefined },
        { endpoint: API.participants, url: API.participants.path, body: { filtro: {} } },
        { endpoint: API.updateParticipants, url: API.updateParticipants.path, body: { updates: [] } },
        { endpoint: API.createLeads, url: API.createLeads.path, body: { lead: ['x'], id_importacao_evento: 1 } },
      ];
      for (const { endpoint, url, body } of bad)
        expect((await inject(endpoint, { url, body })).statusCode, `${endpoint.method} ${url}`).toBe(400);
    });

    it("answers a register without provider, channel, campaign or file with 'Preencha todos os campos obrigatórios!'", async () => {
      const res = await inject(API.create, { body: { id_empresa: bitcom } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.fillRequired);
      expect(
        res
          .json()
          .fields.map((f: { path: string }) => f.path)
          .sort(),
      ).toEqual(['id_campanha', 'id_canal', 'id_file']);
    });

    it("answers an edit without name, phone or CPF with 'Preencha todos os campos obrigatórios', and wrong ones with their reason", async () => {
      const update = (set: Record<string, string | undefined>) =>
        inject(API.updateParticipants, {
          body: { updates: [{ where: { id: 1, id_importacao_evento: 1 }, _set: set }] },
        });
      for (const set of [
        { nome: ' ', telefone: '31988887777', cpf: CPF[0] },
        { nome: 'Ana', telefone: '', cpf: CPF[0] },
        { nome: 'Ana', telefone: '31988887777' },
      ]) {
        const res = await update(set);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(M.fillRequiredEdit);
      }
      expect((await update({ nome: 'Ana', telefone: '988887777', cpf: CPF[0] })).json().message).toBe(M.row.phone);
      expect((await update({ nome: 'Ana', telefone: '31988887777', cpf: '52998224724' })).json().message).toBe(
        M.row.cpfInvalid,
      );
      expect((await update({ nome: 'Ana', telefone: '31988887777', cpf: '5299822472' })).json().message).toBe(
        M.row.cpfLength,
      );
    });

    it("answers a lead creation without lines with 'Selecione ao menos uma lead.'", async () => {
      const res = await inject(API.createLeads, { body: { lead: [], id_importacao_evento: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.selectLeads);
    });

    it('answers 404 for an import that does not exist', async () => {
      expect((await read(999_999)).statusCode).toBe(404);
      expect((await inject(API.progress, { url: '/v1/lead/importacao/999999/progresso' })).statusCode).toBe(404);
      expect((await participants({ id_importacao_evento: 999_999 })).statusCode).toBe(404);
      expect((await inject(API.createLeads, { body: { lead: [1], id_importacao_evento: 999_999 } })).statusCode).toBe(
        404,
      );
    });
  });

  describe('registering an import', () => {
    it('refuses a provider, campaign, channel or file that does not fit', async () => {
      const stored = (
        await upload(
          'leads.csv',
          csvOf([
            ['nome', 'cpf', 'telefone'],
            ['Ana', CPF[0], '31988887777'],
          ]),
        )
      ).json();
      const body = { id_file: stored.id, id_empresa: bitcom, id_campanha: campaign, id_canal: channel };
      const refusal = async (patch: Record<string, unknown>) => {
        const res = await inject(API.create, { body: { ...body, ...patch } });
        expect(res.statusCode).toBe(400);
        return res.json().fields[0];
      };
      expect(await refusal({ id_empresa: 999_999 })).toEqual({ path: 'id_empresa', message: M.providerNotFound });
      // 'Indique e Ganhe' is RazãoInfo's only; 'Verão 2025' is inactive.
      expect(await refusal({ id_campanha: vetorialOnlyCampaign })).toEqual({
        path: 'id_campanha',
        message: M.campaignNotFound,
      });
      expect(await refusal({ id_campanha: inactiveCampaign, id_empresa: vetorial })).toEqual({
        path: 'id_campanha',
        message: M.campaignNotFound,
      });
      expect(await refusal({ id_canal: 999_999 })).toEqual({ path: 'id_canal', message: M.channelNotFound });
      expect(await refusal({ id_file: '00000000-0000-4000-8000-000000000000' })).toEqual({
        path: 'id_file',
        message: M.fileNotFound,
      });
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const image = (await upload('capa.png', png, 'marketing', 'imagens')).json();
      expect(await refusal({ id_file: image.id })).toEqual({ path: 'id_file', message: M.fileNotFound });
    });

    it('records the file, provider, campaign and channel under the signed-in user, whatever id_usuario says', async () => {
      const id = await recorded(
        'feira.csv',
        csvOf([
          ['nome', 'cpf', 'telefone'],
          ['Ana', CPF[0], '31988887777'],
        ]),
      );
      const [row] = await sqlRows<{ id_usuario: number; nome_arquivo: string }>(
        t.database.db,
        sql`select id_usuario, nome_arquivo from vendas_lead_importacao where id = ${id}`,
      );
      expect(row).toEqual({ id_usuario: t.accounts.marketing.usuarioId, nome_arquivo: 'feira.csv' });
      const progress = await inject(API.progress, { url: `/v1/lead/importacao/${id}/progresso` });
      expect(progress.json()).toEqual({ progresso: { fase: 'aguardando', percentual: 0 } });
    });
  });

  describe('reading a spreadsheet', () => {
    it('keeps every line: bad CPFs and phones flagged with their line and reason, customers marked, repeated CPFs and open leads flagged', async () => {
      await t.database.db.execute(
        sql`insert into vendas_lead (nome, telefone, cpf, id_empresa, origem) values ('Lead aberta', '31977776666', ${CPF[3]}, ${bitcom}, 'link')`,
      );
      const rows: FixtureCell[][] = [
        ['Nome', 'CPF', 'Telefone'],
        ['Ana Souza', CPF[0], '(31) 98888-7777'],
        ['Bruno Lima', '529.982.247-24', '31988887777'],
        [null, null, null],
        ['Carla Dias', CPF[1], '988887777'],
        ['Cliente da Bitcom', customerCpf, '+55 31 98888-1111'],
        ['Ana de novo', CPF[0].replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'), '31988887777'],
        ['=HYPERLINK("http://x","clique")', CPF[2], '31988880000'],
        ['Com lead aberta', CPF[3], '31988881234'],
        ['', '', ''],
        ['', CPF[4], ''],
      ];
      const id = await recorded('leads.csv', csvOf(rows));
      const res = await read(id);
      expect(res.statusCode).toBe(200);
      const result = res.json().importaClientes;
      expect(result).toMatchObject({
        success: true,
        registros: 8,
        prontas: 4,
        clientes: 1,
        invalidos_total: 3,
        repetidos_total: 2,
      });
      expect(result.message).toBe(M.read({ registros: 8, prontas: 4 }));
      expect(result.invalidos).toEqual([
        { linha: 3, motivo: M.row.cpfInvalid },
        { linha: 5, motivo: M.row.phone },
        { linha: 11, motivo: `${M.row.nameRequired} ${M.row.phoneRequired}` },
      ]);
      expect(result.repetidos).toEqual([
        { linha: 7, motivo: M.repeatedInFile(2) },
        { linha: 9, motivo: M.openLead },
      ]);

      const list = (await participants({ id_importacao_evento: id })).json();
      expect(list.total).toBe(8);
      expect(list.importacao).toMatchObject({
        id,
        registros: 8,
        leads_criados: 0,
        empresa: { nome: 'Bitcom' },
        canal: { nome: 'Facebook' },
        campanha: { nome: 'Black Friday Fibra' },
      });
      const byLine = new Map(list.vendas_lead_participante.map((p: { linha: number }) => [p.linha, p]));
      expect(byLine.get(2)).toMatchObject({
        nome: 'Ana Souza',
        cpf: CPF[0],
        telefone: '31988887777',
        cliente: false,
        problema: null,
        repetido_na_linha: null,
        lead_aberta: false,
        codlead: null,
        lead: false,
      });
      expect(byLine.get(3)).toMatchObject({ cpf: '52998224724', problema: M.row.cpfInvalid });
      expect(byLine.get(6)).toMatchObject({ cliente: true, telefone: '31988881111', problema: null });
      expect(byLine.get(7)).toMatchObject({ repetido_na_linha: 2, problema: null });
      // Names are kept as written; exports neutralise them.
      expect(byLine.get(8)).toMatchObject({ nome: '=HYPERLINK("http://x","clique")', problema: null });
      expect(byLine.get(9)).toMatchObject({ lead_aberta: true });

      const states = async (situacao: string) =>
        (await participants({ id_importacao_evento: id, situacao }))
          .json()
          .vendas_lead_participante.map((p: { linha: number }) => p.linha);
      expect(await states('prontas')).toEqual([2, 6, 7, 8]);
      expect(await states('problemas')).toEqual([3, 5, 9, 11]);
      expect(await states('criadas')).toEqual([]);
      expect((await participants({ id_importacao_evento: id, busca: 'bitcom' })).json().total).toBe(1);
      expect((await participants({ id_importacao_evento: id, busca: CPF[1].slice(0, 6) })).json().total).toBe(1);
      expect(
        (await participants({ id_importacao_evento: id }, { limit: 2, offset: 2 }))
          .json()
          .vendas_lead_participante.map((p: { linha: number }) => p.linha),
      ).toEqual([5, 6]);

      expect((await read(id)).statusCode).toBe(409);
      expect((await read(id)).json().message).toBe(M.alreadyRead);
      expect((await inject(API.progress, { url: `/v1/lead/importacao/${id}/progresso` })).json()).toEqual({
        progresso: { fase: 'concluida', percentual: 100 },
      });
    });

    it('reads an .xlsx, CPFs typed as numbers getting back their leading zeros', async () => {
      const id = await recorded(
        'leads.xlsx',
        workbookOf(
          [
            ['nome', 'cpf', 'celular'],
            ['Zeca', 4520765013, 31988887777],
          ],
          'xlsx',
        ),
      );
      expect((await read(id)).json().importaClientes).toMatchObject({ success: true, registros: 1, prontas: 1 });
      expect((await participants({ id_importacao_evento: id })).json().vendas_lead_participante[0]).toMatchObject({
        cpf: '04520765013',
        telefone: '31988887777',
        problema: null,
      });
    });

    it('refuses a spreadsheet it cannot use, leaving nothing behind, not even the import', async () => {
      const cases: [string, Buffer, string][] = [
        [
          'sem-coluna.csv',
          csvOf([
            ['nome', 'cpf'],
            ['Ana', CPF[0]],
          ]),
          M.missingColumns(['telefone']),
        ],
        ['binario.csv', Buffer.from([0x01, 0x00, 0x02, 0x00, 0x41]), M.formatNotAllowed],
        ['vazia.csv', csvOf([['nome', 'cpf', 'telefone']]), SPREADSHEET_MSG.noRows],
        [
          'bomba.xlsx',
          zipOf(
            workbookParts(await deflatedFill(300 * 1024 * 1024), { deflated: true, declaredSize: 300 * 1024 * 1024 }),
          ),
          SPREADSHEET_MSG.tooLargeUnzipped,
        ],
      ];
      for (const [name, bytes, message] of cases) {
        const id = await recorded(name, bytes);
        const res = await read(id);
        expect(res.statusCode, name).toBe(200);
        expect(res.json().importaClientes, name).toMatchObject({ success: false, message, registros: 0 });
        expect(await importRow(id), name).toBeUndefined();
        expect(await linesOf(id), name).toBe(0);
      }
    });

    it('is all or nothing: a failure on line 9 000 leaves neither lines nor the import', async () => {
      const rows: FixtureCell[][] = [
        ['nome', 'cpf', 'telefone'],
        ...Array.from({ length: 10_000 }, (_, i) => [
          `Pessoa ${i}`,
          CPF[i % CPF.length],
          `319${String(i).padStart(8, '0')}`,
        ]),
      ];
      const bytes = csvOf(rows);
      await t.database.db.execute(sql`
        create function falha_na_linha_9000() returns trigger language plpgsql as $$
        begin if new.linha = 9000 then raise exception 'falha simulada na linha 9000'; end if; return new; end $$`);
      await t.database.db.execute(
        sql`create trigger falha_na_linha_9000 before insert on vendas_lead_participante for each row execute function falha_na_linha_9000()`,
      );
      const before = (
        await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from vendas_lead_participante`)
      )[0].n;
      let id: number;
      try {
        id = await recorded('grande.csv', bytes);
        const res = await read(id);
        expect(res.statusCode).toBe(500);
        expect(res.json().message).toBe(MSG.generic);
      } finally {
        await t.database.db.execute(sql`drop trigger falha_na_linha_9000 on vendas_lead_participante`);
      }
      expect(await importRow(id)).toBeUndefined();
      expect(
        (await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from vendas_lead_participante`))[0]
          .n,
      ).toBe(before);
      expect((await inject(API.progress, { url: `/v1/lead/importacao/${id}/progresso` })).statusCode).toBe(404);

      const again = await recorded('grande.csv', bytes);
      expect((await read(again)).json().importaClientes).toMatchObject({ success: true, registros: 10_000 });
      expect(await linesOf(again)).toBe(10_000);
    });

    it('refuses a spreadsheet of more than 100 000 lines, leaving nothing behind', async () => {
      const lines = Array.from({ length: 100_001 }, (_, i) => `Pessoa ${i};${CPF[i % CPF.length]};31988887777`);
      const id = await recorded('enorme.csv', Buffer.from(['nome;cpf;telefone', ...lines].join('\r\n')));
      const res = await read(id);
      expect(res.json().importaClientes).toMatchObject({ success: false, message: SPREADSHEET_MSG.tooManyRows });
      expect(await importRow(id)).toBeUndefined();
      expect(await linesOf(id)).toBe(0);
    });

    it(`never stores a file over the imports bucket's ${BUCKETS.importacoes.maxBytes} bytes: a 50 MB spreadsheet is refused with 413`, async () => {
      const [{ n: before }] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from arquivo where bucket = 'importacoes'`,
      );
      const big = Buffer.concat([
        Buffer.from('nome;cpf;telefone\r\n'),
        Buffer.alloc(50 * 1024 * 1024, 'Ana;52998224725;31988887777\r\n'),
      ]);
      const res = await upload('grande.csv', big);
      expect(res.statusCode).toBe(413);
      const [{ n: after }] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from arquivo where bucket = 'importacoes'`,
      );
      expect(after).toBe(before);
    });
  });

  describe('correcting lines and creating leads', () => {
    let id: number;
    const lines = async () =>
      new Map<
        number,
        { id: number; linha: number; lead: boolean; codlead: string | null; problema: string | null; cliente: boolean }
      >(
        (await participants({ id_importacao_evento: id }))
          .json()
          .vendas_lead_participante.map((p: { linha: number }) => [p.linha, p]),
      );

    beforeAll(async () => {
      id = await recorded(
        'criar.csv',
        csvOf([
          ['nome', 'cpf', 'telefone'],
          ['Primeira', CPF[4], '31988887777'],
          ['Repetida', CPF[4], '31988887778'],
          ['Telefone ruim', CPF[5], '123'],
          ['Terceira', '11144477735', '31988887779'],
        ]),
      );
      expect((await read(id)).json().importaClientes.success).toBe(true);
    });

    it('turns the chosen lines into leads in spreadsheet order, refusing a line with a problem and a CPF that already has an open lead', async () => {
      const before = await lines();
      const chosen = [before.get(3)!.id, before.get(2)!.id, before.get(4)!.id];
      const res = await inject(API.createLeads, { body: { id_usuario: 999, lead: chosen, id_importacao_evento: id } });
      expect(res.statusCode).toBe(200);
      const result = res.json().criaLeadImportada;
      expect(result).toEqual({
        status: 'parcial',
        message: M.created(1, 2),
        criadas: 1,
        recusadas: [
          { id: before.get(3)!.id, linha: 3, motivo: M.openLead },
          { id: before.get(4)!.id, linha: 4, motivo: M.fixFirst },
        ],
      });
      const after = await lines();
      expect(after.get(2)).toMatchObject({ lead: true, codlead: expect.stringMatching(/^\d+$/) });
      const [lead] = await sqlRows<{
        origem: string;
        id_empresa: number;
        id_campanha: number;
        id_canal: number;
        status: string;
        cpf: string;
      }>(
        t.database.db,
        sql`select origem, id_empresa, id_campanha, id_canal, status, cpf from vendas_lead where id = ${Number(after.get(2)!.codlead)}`,
      );
      expect(lead).toEqual({
        origem: 'importacao',
        id_empresa: bitcom,
        id_campanha: campaign,
        id_canal: channel,
        status: 'novo',
        cpf: CPF[4],
      });
      expect(await importRow(id)).toEqual({ registros: 4, leads_criados: 1 });
      const [history] = await sqlRows<{ id_usuario: number }>(
        t.database.db,
        sql`select id_usuario from rh_logs_rh where tabela = 'vendas_lead' and id_item = ${after.get(2)!.codlead} and operacao = 'INSERT'`,
      );
      expect(history.id_usuario).toBe(t.accounts.marketing.usuarioId);

      const again = (
        await inject(API.createLeads, { body: { lead: [before.get(2)!.id, 999_999], id_importacao_evento: id } })
      ).json().criaLeadImportada;
      expect(again).toEqual({
        status: 'nenhuma',
        message: M.created(0, 2),
        criadas: 0,
        recusadas: [
          { id: 999_999, linha: 0, motivo: M.participantNotFound },
          { id: before.get(2)!.id, linha: 2, motivo: M.alreadyLead },
        ],
      });
    });

    it('corrects a line: only digits kept, no problem left, customer flag from the new CPF; a lead already created is not edited', async () => {
      const line = (await lines()).get(4)!;
      const update = (where: { id: number; id_importacao_evento: number }, set: Record<string, string>) =>
        inject(API.updateParticipants, { body: { updates: [{ where, _set: set }] } });
      const res = await update(
        { id: line.id, id_importacao_evento: id },
        { nome: '  Telefone   corrigido ', telefone: '(31) 98888-0000', cpf: customerCpf },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().vendas_lead_participante).toEqual([
        expect.objectContaining({
          id: line.id,
          nome: 'Telefone corrigido',
          telefone: '31988880000',
          cpf: customerCpf,
          problema: null,
          cliente: true,
          lead: false,
        }),
      ]);
      const [history] = await sqlRows<{ id_usuario: number }>(
        t.database.db,
        sql`select id_usuario from rh_logs_rh where tabela = 'vendas_lead_participante' and id_item = ${String(line.id)}`,
      );
      expect(history.id_usuario).toBe(t.accounts.marketing.usuarioId);

      const created = (await lines()).get(2)!;
      const done = await update(
        { id: created.id, id_importacao_evento: id },
        { nome: 'Outra', telefone: '31988887777', cpf: CPF[0] },
      );
      expect(done.statusCode).toBe(409);
      expect(done.json().message).toBe(M.leadDone);
      const elsewhere = await update(
        { id: line.id, id_importacao_evento: id + 1_000 },
        { nome: 'Outra', telefone: '31988887777', cpf: CPF[0] },
      );
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(M.participantNotFound);
      // The edit screen reads its line through the list's filter.
      expect(
        (await participants({ id_importacao_evento: id, id: line.id })).json().vendas_lead_participante,
      ).toHaveLength(1);

      const now = (await inject(API.createLeads, { body: { lead: [line.id], id_importacao_evento: id } })).json()
        .criaLeadImportada;
      expect(now).toMatchObject({ status: 'sucesso', criadas: 1, recusadas: [] });
    });
  });

  describe('the imports list', () => {
    it('pages the imports newest first with their counts, and searches file, provider, channel and campaign', async () => {
      const page = (await inject(API.list, { body: { limit: 100 } })).json();
      expect(page.total).toBeGreaterThan(3);
      const dates = page.vendas_lead_importacao.map((i: { created_at: string }) => i.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const demo = page.vendas_lead_importacao.find(
        (i: { file: { name: string } }) => i.file.name === 'leads-feira-de-tecnologia.csv',
      );
      expect(demo).toMatchObject({
        registros: 11,
        leads_criados: 4,
        empresa: { nome: 'Bitcom' },
        canal: { nome: 'Facebook' },
        campanha: { nome: 'Black Friday Fibra' },
        usuario: { nome: 'Marina Marketing' },
      });
      expect(demo.file).toEqual({
        id: expect.any(String),
        name: 'leads-feira-de-tecnologia.csv',
        createdAt: expect.any(String),
      });
      const found = (await inject(API.list, { body: { filtro: { busca: 'feira-de-tec' } } })).json();
      expect(found.vendas_lead_importacao.map((i: { id: number }) => i.id)).toEqual([demo.id]);
      expect((await inject(API.list, { body: { filtro: { busca: 'facebook' }, limit: 1 } })).json()).toMatchObject({
        total: page.total,
      });
      expect((await inject(API.list, { body: { filtro: { busca: '100%_' } } })).json().total).toBe(0);
      expect((await inject(API.list, { body: {} })).json().vendas_lead_importacao).toHaveLength(
        Math.min(20, page.total),
      );
    });

    it('is read by the vendas role too (x-role vendas)', async () => {
      const res = await inject(API.list, { body: {}, headers: await t.headersFor('marketing', 'vendas:gestor') });
      expect(res.statusCode).toBe(200);
    });
  });
});
