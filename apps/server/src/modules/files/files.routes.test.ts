import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { createTestApp, type TestApp } from '../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----intranet-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('files', () => {
  let t: TestApp;
  const upload = async (bucket: string, filename: string, content: Buffer, contentType?: string, as: Parameters<TestApp['headersFor']>[0] = 'rhGestor') => {
    const body = multipart(filename, content, contentType);
    return t.app.inject({ method: 'POST', url: `/v1/files/${bucket}`, payload: body.payload, headers: { ...body.headers, ...(await t.headersFor(as)) } });
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('stores a PNG image and serves its bytes with the stored content type', async () => {
    const res = await upload('imagens', 'capa.png', PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const stored = res.json();
    expect(stored).toEqual({ id: expect.any(String), nome: 'capa.png', mime: 'image/png', tamanho: PNG.length });

    const read = await t.app.inject({ method: 'GET', url: `/v1/files/${stored.id}`, headers: await t.headersFor('candidato') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges an image by its content, not by its name', async () => {
    const jpeg = await upload('imagens', 'foto.png', JPEG, 'image/png');
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().mime).toBe('image/jpeg');

    const gif = await upload('imagens', 'imagem.jpg', GIF, 'image/jpeg');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('A imagem não atende aos paramêtros');

    const text = await upload('imagens', 'nota.png', Buffer.from('apenas texto'), 'image/png');
    expect(text.statusCode).toBe(400);
  });

  it('keeps only the base name of the uploaded file', async () => {
    const res = await upload('imagens', '../../etc/capa final.png', PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().nome).toBe('capa final.png');
  });

  it('refuses an image above 10485760 bytes with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const res = await upload('imagens', 'grande.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A imagem não atende aos paramêtros');
  });

  it('never stores an image one byte above 10485760 bytes, however its bytes arrive', async () => {
    const storedFiles = async () => {
      const [{ n }] = await t.database.db.select({ n: count() }).from(arquivo);
      const folder = join(t.app.config.dataDir, 'files', 'imagens');
      return { rows: n, bytes: existsSync(folder) ? readdirSync(folder).length : 0 };
    };
    const before = await storedFiles();
    const big = multipart('grande.png', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]), 'image/png');
    const headers = { ...big.headers, ...(await t.headersFor('rhGestor')) };
    const fileStart = big.payload.indexOf(PNG);
    // Whole, and in pieces that end exactly at the limit (the parser then finds the excess in a later piece).
    const pieces = [
      [big.payload],
      [big.payload.subarray(0, fileStart + MAX_IMAGE_BYTES), big.payload.subarray(fileStart + MAX_IMAGE_BYTES)],
      [big.payload.subarray(0, fileStart + MAX_IMAGE_BYTES), big.payload.subarray(fileStart + MAX_IMAGE_BYTES, fileStart + MAX_IMAGE_BYTES + 1), big.payload.subarray(fileStart + MAX_IMAGE_BYTES + 1)],
    ];
    for (let round = 0; round < 5; round++) {
      for (const chunks of pieces) {
        const res = await t.app.inject({ method: 'POST', url: '/v1/files/imagens', payload: Readable.from(chunks), headers });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: 'too_large', message: 'A imagem não atende aos paramêtros' });
      }
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts an image of exactly 10485760 bytes', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
    const res = await upload('imagens', 'limite.png', exact, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().tamanho).toBe(MAX_IMAGE_BYTES);
  });

  it('keeps the 1 MB body limit on other routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/log/history',
      headers: { ...(await t.headersFor('admin')), 'content-type': 'application/json' },
      payload: JSON.stringify({ tabelas: 'rh_setor', id_item: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('accepts a CSV in the imports bucket and refuses an unknown bucket', async () => {
    const csv = await upload('importacoes', 'leads.csv', Buffer.from('nome;telefone\nAna;31999999999\n'), 'text/csv', 'marketing');
    expect(csv.statusCode).toBe(200);
    expect(csv.json().mime).toBe('text/csv');
    expect((await upload('outros', 'a.png', PNG)).statusCode).toBe(400);
  });

  it('keeps lead spreadsheets to those who import leads', async () => {
    const csv = await upload('importacoes', 'leads.csv', Buffer.from('nome;cpf\nAna;12345678909\n'), 'text/csv', 'marketing');
    const url = `/v1/files/${csv.json().id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('marketing') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('colaborador') })).statusCode).toBe(403);
    expect((await upload('importacoes', 'leads.csv', Buffer.from('nome\nAna\n'), 'text/csv', 'rhGestor')).statusCode).toBe(403);
  });

  it('takes images only from staff who upload, and shows them to anyone signed in', async () => {
    for (const key of ['candidato', 'colaborador'] as const) {
      const res = await upload('imagens', 'capa.png', PNG, 'image/png', key);
      expect(res.statusCode).toBe(403);
    }
    const stored = await upload('imagens', 'capa.png', PNG, 'image/png', 'marketing');
    expect(stored.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/v1/files/${stored.json().id}`, headers: await t.headersFor('candidato') });
    expect(read.statusCode).toBe(200);
  });

  it('answers 400 without a file and 404 for an unknown id', async () => {
    const headers = await t.headersFor('admin');
    const none = await t.app.inject({ method: 'POST', url: '/v1/files/imagens', headers, payload: {} });
    expect(none.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/files/00000000-0000-4000-8000-000000000000', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses reading and uploading without a token', async () => {
    const body = multipart('capa.png', PNG);
    expect((await t.app.inject({ method: 'POST', url: '/v1/files/imagens', ...body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
  });
});
