import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../../db/schema';
import { BUCKETS, FILES_MSG, MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
]);
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
  const upload = async (
    bucket: string,
    filename: string,
    content: Buffer,
    contentType?: string,
    as: Parameters<TestApp['headersFor']>[0] = 'rhGestor',
  ) => {
    const body = multipart(filename, content, contentType);
    return t.app.inject({
      method: 'POST',
      url: `/v1/files/${bucket}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor(as)) },
    });
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

    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/files/${stored.id}`,
      headers: await t.headersFor('candidato'),
    });
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
    const big = multipart(
      'grande.png',
      Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]),
      'image/png',
    );
    const headers = { ...big.headers, ...(await t.headersFor('rhGestor')) };
    const fileStart = big.payload.indexOf(PNG);
    // Whole, and in pieces that end exactly at the limit (the parser then finds the excess in a later piece).
    const pieces = [
      [big.payload],
      [big.payload.subarray(0, fileStart + MAX_IMAGE_BYTES), big.payload.subarray(fileStart + MAX_IMAGE_BYTES)],
      [
        big.payload.subarray(0, fileStart + MAX_IMAGE_BYTES),
        big.payload.subarray(fileStart + MAX_IMAGE_BYTES, fileStart + MAX_IMAGE_BYTES + 1),
        big.payload.subarray(fileStart + MAX_IMAGE_BYTES + 1),
      ],
    ];
    for (let round = 0; round < 5; round++) {
      for (const chunks of pieces) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/files/imagens',
          payload: Readable.from(chunks),
          headers,
        });
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
    const csv = await upload(
      'importacoes',
      'leads.csv',
      Buffer.from('nome;telefone\nAna;31999999999\n'),
      'text/csv',
      'marketing',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.json().mime).toBe('text/csv');
    expect((await upload('outros', 'a.png', PNG)).statusCode).toBe(400);
  });

  it("refuses a file over its bucket's limit with that bucket's size text, not its format text", async () => {
    const csv = (bytes: number) =>
      Buffer.concat([
        Buffer.from('nome;cpf;telefone\r\n'),
        Buffer.alloc(bytes - 19, 'Ana;52998224725;31988887777\r\n'),
      ]);
    for (const bytes of [BUCKETS.importacoes.maxBytes + 1, 21 * 1024 * 1024]) {
      const res = await upload('importacoes', 'leads.csv', csv(bytes), 'text/csv', 'marketing');
      expect(res.statusCode, `${bytes} bytes`).toBe(413);
      expect(res.json().message).toBe(BUCKETS.importacoes.tooLarge);
    }
    expect(BUCKETS.importacoes.tooLarge).toBe(
      'O arquivo tem mais de 10 MB. Divida a planilha em arquivos menores e envie novamente.',
    );
    const image = await upload(
      'imagens',
      'grande.png',
      Buffer.concat([PNG, Buffer.alloc(21 * 1024 * 1024)]),
      'image/png',
    );
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe(BUCKETS.imagens.tooLarge);
  });

  it('refuses a form of more fields or files than an upload has with a text about the form, in either bucket', async () => {
    const boundary = '----many-fields';
    const form = (fields: number, files: number) =>
      Buffer.concat([
        ...Array.from({ length: fields }, (_, i) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="campo${i}"\r\n\r\nvalor\r\n`),
        ),
        ...Array.from({ length: files }, (_, i) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            PNG,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    for (const [bucket, as] of [
      ['imagens', 'rhGestor'],
      ['importacoes', 'marketing'],
    ] as const) {
      for (const [fields, files] of [
        [200, 1],
        [0, 3],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/files/${bucket}`,
          payload: form(fields, files),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await t.headersFor(as)) },
        });
        expect(res.statusCode, `${bucket}: ${fields} fields, ${files} files`).toBe(400);
        expect(res.json().message).toBe(FILES_MSG.formTooLarge);
      }
    }
  });

  it('keeps lead spreadsheets to those who import leads', async () => {
    const csv = await upload(
      'importacoes',
      'leads.csv',
      Buffer.from('nome;cpf\nAna;12345678909\n'),
      'text/csv',
      'marketing',
    );
    const url = `/v1/files/${csv.json().id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('marketing') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.headersFor('colaborador') })).statusCode).toBe(
      403,
    );
    expect(
      (await upload('importacoes', 'leads.csv', Buffer.from('nome\nAna\n'), 'text/csv', 'rhGestor')).statusCode,
    ).toBe(403);
  });

  it('takes images only from staff who upload, and shows them to anyone signed in', async () => {
    for (const key of ['candidato', 'colaborador'] as const) {
      const res = await upload('imagens', 'capa.png', PNG, 'image/png', key);
      expect(res.statusCode).toBe(403);
    }
    const stored = await upload('imagens', 'capa.png', PNG, 'image/png', 'marketing');
    expect(stored.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/files/${stored.json().id}`,
      headers: await t.headersFor('candidato'),
    });
    expect(read.statusCode).toBe(200);
  });

  it('answers 400 without a file and 404 for an unknown id', async () => {
    const headers = await t.headersFor('admin');
    const none = await t.app.inject({ method: 'POST', url: '/v1/files/imagens', headers, payload: {} });
    expect(none.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/files/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a range of bytes with 206, and says which bytes of how many', async () => {
    const csv = Buffer.from('nome;telefone\n' + 'Ana;31999999999\n'.repeat(50));
    const id = (await upload('importacoes', 'leads.csv', csv, 'text/csv', 'marketing')).json().id;
    const headers = await t.headersFor('marketing');
    const get = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/v1/files/${id}`, headers: { ...headers, ...extra } });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(csv)).toBe(true);

    const part = await get({ range: 'bytes=14-29' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 14-29/${csv.length}`);
    expect(part.headers['content-length']).toBe('16');
    expect(part.headers['content-type']).toBe('text/csv');
    expect(part.rawPayload.equals(csv.subarray(14, 30))).toBe(true);

    const tail = await get({ range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${csv.length - 16}-${csv.length - 1}/${csv.length}`);
    expect(tail.rawPayload.equals(csv.subarray(csv.length - 16))).toBe(true);

    const past = await get({ range: `bytes=${csv.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${csv.length}`);
    expect(past.json()).toEqual({
      error: 'range_not_satisfiable',
      message: 'O intervalo pedido está fora do arquivo.',
    });

    const conditional = await get({ range: 'bytes=0-9', 'if-range': '"outra-versao"' });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.rawPayload.equals(csv)).toBe(true);
  });

  it('keeps the bucket rules on a range request', async () => {
    const csv = await upload(
      'importacoes',
      'leads.csv',
      Buffer.from('nome;cpf\nAna;12345678909\n'),
      'text/csv',
      'marketing',
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/files/${csv.json().id}`,
      headers: { ...(await t.headersFor('colaborador')), range: 'bytes=0-3' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses reading and uploading without a token', async () => {
    const body = multipart('capa.png', PNG);
    expect((await t.app.inject({ method: 'POST', url: '/v1/files/imagens', ...body })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/files/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(401);
  });
});

describe('files shared by instances through an S3 bucket', () => {
  let t: TestApp;
  let s3: S3TestServer;
  const others: FastifyInstance[] = [];
  /** Another server instance on the same database and token secret, with its own storage settings. */
  const instance = async (storage: { s3: S3TestServer['config'] | null }) => {
    const app = await buildApp({
      config: testConfig({ databaseUrl: t.app.config.databaseUrl, jwtSecret: t.app.config.jwtSecret, ...storage }),
      database: t.database,
      logger: false,
    });
    await app.ready();
    others.push(app);
    return app;
  };
  const uploadTo = async (
    app: FastifyInstance,
    bucket: string,
    filename: string,
    content: Buffer,
    contentType: string,
  ) => {
    const body = multipart(filename, content, contentType);
    return app.inject({
      method: 'POST',
      url: `/v1/files/${bucket}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor('marketing')) },
    });
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ s3: s3.config });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t?.close();
    await s3?.stop();
  });

  it('serves on one instance, whole and by range, an image uploaded on another', async () => {
    const [a, b] = [await instance({ s3: s3.config }), await instance({ s3: s3.config })];
    const image = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const stored = await uploadTo(a, 'imagens', 'capa.png', image, 'image/png');
    expect(stored.statusCode).toBe(200);
    const url = `/v1/files/${stored.json().id}`;
    const headers = await t.headersFor('candidato');
    const whole = await b.inject({ method: 'GET', url, headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(image)).toBe(true);
    const part = await b.inject({ method: 'GET', url, headers: { ...headers, range: 'bytes=1048576-1048675' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1048576-1048675/${image.length}`);
    expect(part.rawPayload.equals(image.subarray(1048576, 1048676))).toBe(true);
  });

  it('answers 404 on an instance whose files are in its own folder: why PostgreSQL needs the bucket', async () => {
    const stored = await uploadTo(
      await instance({ s3: s3.config }),
      'importacoes',
      'leads.csv',
      Buffer.from('nome;telefone\nAna;31999999999\n'),
      'text/csv',
    );
    const local = await instance({ s3: null });
    const res = await local.inject({
      method: 'GET',
      url: `/v1/files/${stored.json().id}`,
      headers: await t.headersFor('marketing'),
    });
    expect(res.statusCode).toBe(404);
  });
});
