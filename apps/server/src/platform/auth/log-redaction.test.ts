import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { loggerOptions, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/v1/notificacao/stream?ticket=abc', '/v1/notificacao/stream?ticket=[redacted]'],
    ['/v1/x?access_token=abc&limit=5', '/v1/x?access_token=[redacted]&limit=5'],
    ['/v1/x?access%5Ftoken=abc', '/v1/x?access%5Ftoken=[redacted]'],
    ['/v1/x?access%255Ftoken=abc', '/v1/x?access%255Ftoken=[redacted]'],
    ['/v1/x?Access-Token=abc', '/v1/x?Access-Token=[redacted]'],
    ['/v1/x?TICKET=abc&ticket=def', '/v1/x?TICKET=[redacted]&ticket=[redacted]'],
    ['/v1/x?t%69cket=abc', '/v1/x?t%69cket=[redacted]'],
    ['/v1/x?q=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', '/v1/x?q=[redacted]'],
    ['/v1/x?limit=20&offset=40', '/v1/x?limit=20&offset=40'],
    ['/v1/x', '/v1/x'],
    ['/v1/x?%E0%A4%A=1&token', '/v1/x?%E0%A4%A=1&token=[redacted]'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  let t: TestApp;
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    logged = await buildApp({
      config: testConfig({ jwtSecret: t.app.config.jwtSecret }),
      database: t.database,
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged?.close();
    await t?.close();
  });

  it('never writes a token or a ticket, however the query spells it', async () => {
    const token = await t.tokenFor('admin');
    const ticket = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/notificacao/stream-ticket',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().ticket;
    for (const url of [
      `/v1/notificacao/stream?ticket=${ticket}x`,
      `/v1/notificacao/usuario?access%5Ftoken=${token}`,
      `/v1/nao-existe?Access-Token=${token}`,
      `/v1/notificacao/usuario?x=${token}`,
    ]) {
      await logged.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(token.split('.')[1]);
  });
});
