import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, today } from '@intranet/shared/calendar/days';
import { DOCUMENTS_API as API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import type { DocumentInput, DocumentsResponse } from '@intranet/shared/documents/documents.schemas';
import { fillPath } from '@intranet/shared/api/endpoint';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import { documento, documentoCategoria } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { documentCategoryService } from './document-categories.service';
import { samplePdf } from './documents.seed';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = samplePdf(['ASO', 'Teste']);

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----documents-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Key = DemoAccount['key'];

describe('employee documents', () => {
  let t: TestApp;
  let counter = 0;
  const categories = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const c of await t.database.db.select().from(documentoCategoria)) categories.set(c.nome, c.id);
    // A category the employee does not see.
    const [hidden] = await t.database.db
      .insert(documentoCategoria)
      .values({ nome: 'Só RH (teste)', visivel_colaborador: false })
      .returning({ id: documentoCategoria.id });
    categories.set('hidden', hidden.id);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const send = async (
    as: Key | null,
    endpoint: { method: string; path: string },
    {
      params,
      query,
      body,
      role,
    }: { params?: object; query?: Record<string, string>; body?: unknown; role?: string } = {},
  ) => {
    const path = fillPath(endpoint.path, params as Record<string, unknown>);
    const url = query ? `${path}?${new URLSearchParams(query)}` : path;
    return t.app.inject({
      method: endpoint.method as 'GET',
      url,
      headers: as ? await t.headersFor(as, role) : {},
      payload: body as never,
    });
  };
  const upload = async (filename: string, content: Buffer, as: Key = 'rhSolicitante', role = 'rh:solicitante') => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url: '/v1/files/documentos',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor(as, role)) },
    });
  };
  const uploaded = async (content = PDF, name = 'aso.pdf') => {
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  /** A document of `owner` through the calls, as HR registers it. */
  const register = async (owner: Key, values: Partial<DocumentInput> = {}) => {
    const object: DocumentInput = {
      id_usuario: t.accounts[owner].usuarioId,
      id_categoria: categories.get('Contrato de trabalho')!,
      id_arquivo: await uploaded(),
      titulo: `Documento ${++counter}`,
      ...values,
    };
    const res = await send('rhSolicitante', API.create, { body: { object }, role: 'rh:solicitante' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_documento_one.id as number;
  };
  const ids = (res: { json: () => DocumentsResponse }) => res.json().rh_documento.map((d) => d.id);

  describe('document categories', () =>
    describeCrud(() => t, {
      service: documentCategoryService,
      manager: { account: 'rhGestor', role: 'rh:gestor' },
      roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
      outsiders: ['colaborador', 'candidato', 'marketing'],
      sample: (tag) => ({ nome: tag, exige_validade: true, dias_alerta: 30 }),
      edit: { dias_alerta: 45, visivel_colaborador: false },
    }));

  describe('owned by their employee', () =>
    describeOwnedRecords(() => t, {
      name: 'document',
      owner: { account: 'colaborador' },
      other: { account: 'novo' },
      create: async () => ({ id: await register('colaborador') }),
      reads: ({ id }) => [
        { endpoint: API.get, params: { id } },
        { endpoint: API.download, params: { id } },
      ],
      writes: () => [],
      notFound: DOCUMENTS_MSG.notFound,
      stored: async (app, { id }) =>
        (await app.database.db.select().from(documento).where(eq(documento.id, id)))[0] ?? null,
      lists: ({ id }) => [
        { call: { endpoint: API.list }, ids: (a) => (a as DocumentsResponse).rh_documento.map((d) => d.id), id },
      ],
    }));

  it('lists to an employee only their own documents, of categories they see, whatever they filter', async () => {
    const own = await register('colaborador');
    const hidden = await register('colaborador', { id_categoria: categories.get('hidden')! });
    const other = await register('novo');
    const asked = await send('colaborador', API.list, { query: { usuario: String(t.accounts.novo.usuarioId) } });
    expect(asked.statusCode).toBe(200);
    expect(ids(asked)).toContain(own);
    expect(ids(asked)).not.toContain(hidden);
    expect(ids(asked)).not.toContain(other);
    expect(
      asked.json().rh_documento.every((d: { id_usuario: number }) => d.id_usuario === t.accounts.colaborador.usuarioId),
    ).toBe(true);
    expect((await send('colaborador', API.get, { params: { id: hidden } })).statusCode).toBe(404);
    expect((await send('colaborador', API.download, { params: { id: hidden } })).statusCode).toBe(404);
  });

  it("lets HR see everyone's documents, filter by person, and download their files", async () => {
    const own = await register('colaborador');
    const other = await register('novo', { id_categoria: categories.get('hidden')! });
    for (const [as, role] of [
      ['rhGestor', 'rh:gestor'],
      ['rhSolicitante', 'rh:solicitante'],
      ['admin', undefined],
    ] as const) {
      const all = await send(as, API.list, {
        role,
        query: { limit: '100', categoria: String(categories.get('hidden')) },
      });
      expect(ids(all), as).toContain(other);
      const byPerson = await send(as, API.list, {
        role,
        query: { usuario: String(t.accounts.colaborador.usuarioId), limit: '100' },
      });
      expect(ids(byPerson)).toContain(own);
      expect(ids(byPerson)).not.toContain(other);
      const file = await send(as, API.download, { role, params: { id: other } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("answers 404 to an employee asking the files API for someone else's document file, and the file to HR", async () => {
    const id = await register('novo');
    const [row] = await t.database.db.select().from(documento).where(eq(documento.id, id));
    const url = `/v1/files/${row.id_arquivo}`;
    const asEmployee = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('colaborador') });
    expect(asEmployee.statusCode).toBe(404);
    const asOwner = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('novo') });
    expect(asOwner.statusCode).toBe(404);
    const asHr = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('rhGestor') });
    expect(asHr.statusCode).toBe(200);
  });

  it('refuses a disguised file by its content with a pt-BR message, and accepts PDF, PNG, JPEG and WebP', async () => {
    const script = Buffer.from('#!/bin/sh\necho "não sou um PDF"\n');
    const refused = await upload('contrato.pdf', script);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DOCUMENTS_MSG.fileType);
    const exe = await upload('aso.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]));
    expect(exe.statusCode).toBe(400);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([30, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(22, 0),
    ]);
    for (const [name, bytes, mime] of [
      ['aso.pdf', PDF, 'application/pdf'],
      ['cnh.png', PNG, 'image/png'],
      ['cnh.webp', webp, 'image/webp'],
    ] as const) {
      const res = await upload(name, bytes);
      expect(res.statusCode, `${name} ${res.body}`).toBe(200);
      expect(res.json().mime).toBe(mime);
    }
    // A PNG named .pdf is stored as what it is.
    expect((await upload('disfarce.pdf', PNG)).json().mime).toBe('image/png');
    // The employee uploads nothing here.
    expect((await upload('aso.pdf', PDF, 'colaborador', 'pagina_inicial:leitor')).statusCode).toBe(403);
  });

  it('refuses a document whose file is not in the documents bucket, and dates against the category rule', async () => {
    const picture = multipart('foto.png', PNG);
    const image = await t.app.inject({
      method: 'POST',
      url: '/v1/files/imagens',
      payload: picture.payload,
      headers: { ...picture.headers, ...(await t.headersFor('rhSolicitante', 'rh:solicitante')) },
    });
    expect(image.statusCode, image.body).toBe(200);
    const base = {
      id_usuario: t.accounts.colaborador.usuarioId,
      id_categoria: categories.get('ASO')!,
      titulo: 'ASO periódico',
    };
    const create = (object: object) => send('rhSolicitante', API.create, { body: { object }, role: 'rh:solicitante' });
    const wrongBucket = await create({ ...base, id_arquivo: image.json().id, data_validade: addDays(today(), 300) });
    expect(wrongBucket.statusCode).toBe(400);
    expect(wrongBucket.json().fields).toContainEqual({ path: 'id_arquivo', message: DOCUMENTS_MSG.fileNotFound });
    const file = await uploaded();
    const noExpiry = await create({ ...base, id_arquivo: file });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().fields).toContainEqual({
      path: 'data_validade',
      message: 'Esta categoria exige a data de validade.',
    });
    const reversed = await create({
      ...base,
      id_arquivo: file,
      data_emissao: addDays(today(), -10),
      data_validade: addDays(today(), -20),
    });
    expect(reversed.json().fields).toContainEqual({
      path: 'data_validade',
      message: 'A validade não pode ser anterior à emissão.',
    });
    expect((await create({ ...base, id_arquivo: file, data_validade: addDays(today(), 300) })).statusCode).toBe(200);
  });

  it('filters the expiry windows by São Paulo day, both ends included, at 23:30 when UTC is already tomorrow', async () => {
    // 23:30 of 9 March 2026 in São Paulo is 02:30 of the 10th in UTC: today is the 9th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T02:30:00Z'));
    expect(today()).toBe('2026-03-09');
    const aso = categories.get('ASO')!;
    const at = async (validade: string) =>
      register('rhSolicitante', { id_categoria: aso, data_validade: validade, titulo: `ASO ${validade}` });
    const yesterday = await at('2026-03-08');
    const todayDoc = await at('2026-03-09');
    const in30 = await at('2026-04-08');
    const in31 = await at('2026-04-09');
    const in60 = await at('2026-05-08');
    const in90 = await at('2026-06-07');
    const in91 = await at('2026-06-08');
    const window = async (vencimento: string) =>
      ids(
        await send('rhGestor', API.list, {
          role: 'rh:gestor',
          query: { vencimento, usuario: String(t.accounts.rhSolicitante.usuarioId), limit: '100' },
        }),
      );
    expect(await window('vencidos')).toEqual([yesterday]);
    expect(await window('30')).toEqual([todayDoc, in30]);
    expect(await window('60')).toEqual([todayDoc, in30, in31, in60]);
    expect(await window('90')).toEqual([todayDoc, in30, in31, in60, in90]);
    expect(await window('90')).not.toContain(in91);
  });

  it('re-arms the warning when the expiry date changes, and keeps it when another field does', async () => {
    const id = await register('colaborador', {
      id_categoria: categories.get('ASO')!,
      data_validade: addDays(today(), 10),
    });
    await t.database.db.update(documento).set({ alerta_enviado_em: new Date() }).where(eq(documento.id, id));
    const [row] = await t.database.db.select().from(documento).where(eq(documento.id, id));
    const object = {
      id_usuario: row.id_usuario,
      id_categoria: row.id_categoria,
      id_arquivo: row.id_arquivo,
      titulo: 'ASO renomeado',
      data_validade: row.data_validade,
    };
    const edit = (o: object) =>
      send('rhSolicitante', API.update, { params: { id }, body: { object: o }, role: 'rh:solicitante' });
    expect((await edit(object)).statusCode).toBe(200);
    expect(
      (await t.database.db.select().from(documento).where(eq(documento.id, id)))[0].alerta_enviado_em,
    ).not.toBeNull();
    expect((await edit({ ...object, data_validade: addDays(today(), 375) })).statusCode).toBe(200);
    expect((await t.database.db.select().from(documento).where(eq(documento.id, id)))[0].alerta_enviado_em).toBeNull();
  });

  it('authorizes every call: 401 without a token, 403 to roles outside the area, employees only read', async () => {
    const id = await register('colaborador');
    const file = await uploaded();
    const object = {
      id_usuario: t.accounts.colaborador.usuarioId,
      id_categoria: categories.get('Contrato de trabalho')!,
      id_arquivo: file,
      titulo: 'Contrato',
    };
    const calls = [
      { endpoint: API.list },
      { endpoint: API.options },
      { endpoint: API.people },
      { endpoint: API.get, params: { id } },
      { endpoint: API.download, params: { id } },
      { endpoint: API.create, body: { object } },
      { endpoint: API.update, params: { id }, body: { object } },
      { endpoint: API.remove, params: { id: 999999 } },
    ];
    // Marketing staff are employees too: their list is their own (none), others' documents are not found.
    const asEmployee = (endpoint: unknown) =>
      endpoint === API.list ? 200 : endpoint === API.get || endpoint === API.download ? 404 : 403;
    for (const call of calls) {
      const label = `${call.endpoint.method} ${call.endpoint.path}`;
      expect((await send(null, call.endpoint, call)).statusCode, label).toBe(401);
      expect((await send('candidato', call.endpoint, call)).statusCode, label).toBe(403);
      expect((await send('marketing', call.endpoint, call)).statusCode, label).toBe(asEmployee(call.endpoint));
      const own = await send('colaborador', call.endpoint, call);
      expect(own.statusCode, label).toBe(asEmployee(call.endpoint) === 404 ? 200 : asEmployee(call.endpoint));
    }
    expect((await send('rhSolicitante', API.remove, { params: { id }, role: 'rh:solicitante' })).statusCode).toBe(200);
    expect((await send('colaborador', API.get, { params: { id } })).statusCode).toBe(404);
  });
});
