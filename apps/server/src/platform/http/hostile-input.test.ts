import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALID = { error: 'invalid_input', message: 'Dados inválidos.' };
const BOUNDARY = '----intranet-test-boundary';
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

describe('hostile input at the edge', () => {
  let t: TestApp;
  const post = async (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(await t.headersFor('rhGestor')) } });
  const upload = async (payload: Buffer, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/v1/files/imagens', payload, headers: { 'content-type': contentType, ...(await t.headersFor('rhGestor')) } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 400 to a NUL character in a JSON body string', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{"nome":"a\\u0000b"}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a raw NUL byte inside a JSON body string', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{"nome":"a\u0000b"}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a NUL character in a JSON body key', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{"no\\u0000me":"a"}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to an unpaired surrogate in a JSON body string', async () => {
    for (const text of ['a\\ud800b', '\\udc00', 'fim\\ud83d']) {
      const res = await post('/v1/rh/trilha/filtro', `{"filtro":{"nome":"${text}"}}`);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('still accepts a paired surrogate (an emoji) in a JSON body string', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{"nome":"\\ud83d\\ude00"}}');
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 to an array nested 5,000 deep in a JSON body', async () => {
    const res = await post('/v1/rh/trilha/filtro', `{"filtro":{"nome":${'['.repeat(5000)}${']'.repeat(5000)}}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a JSON body that does not parse', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a JSON body that poisons the prototype', async () => {
    const res = await post('/v1/rh/trilha/filtro', '{"filtro":{},"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a NUL character in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/setor/a%00b', headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a NUL character in a query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/setor?x=a%00b', headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a path parameter that is not valid UTF-8 once decoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/setor/a%ED%A0%80b', headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 to a truncated multipart body', async () => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await upload(Buffer.concat([Buffer.from(head), PNG_HEAD, Buffer.alloc(1000, 1)]), `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), PNG_HEAD, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await upload(body, 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 to a multipart body whose boundary is too long', async () => {
    const boundary = 'b'.repeat(300);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), PNG_HEAD, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await upload(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('speaks pt-BR where a schema sets no message of its own', async () => {
    const nothing = await post('/v1/rh/trilha/filtro', 'null');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Entrada inválida: esperava um objeto, recebeu um valor "nulo"');

    const objects = Array.from({ length: 501 }, (_, i) => ({ id_mensagem: i + 1, id_usuario: t.accounts.rhGestor.usuarioId }));
    const tooMany = await post('/v1/notificacao/usuario', JSON.stringify({ objects }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Grande demais: esperava que o vetor tivesse <= 500 elementos');
  });
});
