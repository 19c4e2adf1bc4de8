import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALID = { error: 'invalid_input', message: 'Dados inválidos.' };
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

/** The start of a multipart body with one PNG file part, and its end. */
function multipartOf(boundary: string) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { head: Buffer.concat([Buffer.from(head), PNG_HEAD]), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/** JSON bodies to `POST /v1/rh/trilha/filtro` that must be refused before anything reads them. */
const REFUSED_BODIES: [string, string][] = [
  ['a NUL character in a string', '{"filtro":{"nome":"a\\u0000b"}}'],
  ['a raw NUL byte in a string', '{"filtro":{"nome":"a\u0000b"}}'],
  ['a NUL character in a key', '{"filtro":{"no\\u0000me":"a"}}'],
  ['a lone high surrogate in a string', '{"filtro":{"nome":"a\\ud800b"}}'],
  ['a lone low surrogate in a string', '{"filtro":{"nome":"\\udc00"}}'],
  ['a string that ends in half an emoji', '{"filtro":{"nome":"fim\\ud83d"}}'],
  ['an array nested 5,000 deep', `{"filtro":{"nome":${'['.repeat(5000)}${']'.repeat(5000)}}}`],
  ['text that does not parse', '{"filtro":'],
  ['a poisoned prototype', '{"filtro":{},"__proto__":{"admin":true}}'],
];

/** URLs whose decoded parameters must be refused. */
const REFUSED_URLS: [string, string][] = [
  ['a NUL character in a path parameter', '/v1/setor/a%00b'],
  ['a NUL character in a query parameter', '/v1/setor?x=a%00b'],
];

/** Calls whose values pass their schema but not the database: an id beyond PostgreSQL's integer range. */
const OUT_OF_RANGE: [string, 'GET' | 'POST' | 'DELETE', string, object | undefined][] = [
  ['a path id', 'GET', '/v1/setor/2147483648', undefined],
  ['a path id of a record to delete', 'DELETE', '/v1/vendas/campanha/2147483648', undefined],
  ['an id in a list filter', 'POST', '/v1/vendas/campanha', { filtro: { id: 2147483648 } }],
];

/** Multipart bodies to `POST /v1/files/imagens` with their content type. */
const { head, tail } = multipartOf('----intranet-test-boundary');
const long = multipartOf('b'.repeat(300));
const REFUSED_UPLOADS: [string, Buffer, string][] = [
  [
    'cut short',
    Buffer.concat([head, Buffer.alloc(1000, 1)]),
    'multipart/form-data; boundary=----intranet-test-boundary',
  ],
  ['without a boundary', Buffer.concat([head, tail]), 'multipart/form-data'],
  [
    'with a boundary too long',
    Buffer.concat([long.head, long.tail]),
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
  ],
];

describe('hostile input at the edge', () => {
  let t: TestApp;
  const post = async (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(await t.headersFor('rhGestor')) },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each(REFUSED_BODIES)('answers 400 to a JSON body with %s', async (_, body) => {
    const res = await post('/v1/rh/trilha/filtro', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 413 with the invalid-data text, not the image one, to a JSON body over 1 MiB', async () => {
    const res = await post('/v1/rh/trilha/filtro', JSON.stringify({ filtro: { nome: 'a'.repeat(1024 * 1024) } }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'too_large', message: 'Dados inválidos.' });
  });

  it('still accepts a paired surrogate (an emoji) in a JSON body string', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{"nome":"\\ud83d\\ude00"}}');
    expect(res.statusCode).toBe(200);
  });

  it.each(REFUSED_URLS)('answers 400 to %s', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it.each([
    ['not valid UTF-8 once decoded', '/v1/setor/a%ED%A0%80b'],
    ['an escape of a byte no UTF-8 text has', '/v1/setor/%FF'],
    ['a lone percent sign', '/v1/setor/%'],
  ])('answers 400 in pt-BR to a path parameter %s', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 414 in pt-BR to a path parameter longer than the router takes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/setor/${'a'.repeat(1000)}`,
      headers: await t.headersFor('rhGestor'),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(INVALID);
  });

  it.each(OUT_OF_RANGE)('answers 400, not 500, to %s beyond the integer range', async (_, method, url, body) => {
    const headers = await t.headersFor('admin');
    const res = await t.app.inject({
      method,
      url,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      payload: body && JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it.each(REFUSED_UPLOADS)('answers 400 to a multipart body %s', async (_, payload, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/files/imagens',
      payload,
      headers: { 'content-type': contentType, ...(await t.headersFor('rhGestor')) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('speaks pt-BR where a schema sets no message of its own', async () => {
    const nothing = await post('/v1/rh/trilha/filtro', 'null');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Entrada inválida: esperava um objeto, recebeu um valor "nulo"');

    const objects = Array.from({ length: 501 }, (_, i) => ({
      id_mensagem: i + 1,
      id_usuario: t.accounts.rhGestor.usuarioId,
    }));
    const tooMany = await post('/v1/notificacao/usuario', JSON.stringify({ objects }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Grande demais: esperava que o vetor tivesse <= 500 elementos');
  });
});
