import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 3; i++) {
      await t.app.sender.send({ channel: 'email', to: `pessoa${i}@exemplo.intranet`, subject: `Assunto ${i}`, body: `Corpo ${i}` });
    }
  });
  afterAll(async () => t?.close());

  it('lists stored messages newest first, paged', async () => {
    const headers = await t.headersFor('admin');
    const all = (await t.app.inject({ method: 'GET', url: '/v1/admin/outbox', headers })).json();
    const mine = all.outbox_mensagem.filter((m: { destinatario: string }) => m.destinatario.startsWith('pessoa'));
    expect(mine.map((m: { assunto: string }) => m.assunto)).toEqual(['Assunto 3', 'Assunto 2', 'Assunto 1']);
    expect(mine[0]).toMatchObject({ canal: 'email', status: 'armazenada', corpo: 'Corpo 3', enviado_em: null });

    const page = (await t.app.inject({ method: 'GET', url: '/v1/admin/outbox?limit=1&offset=1', headers })).json();
    expect(page.total).toBe(all.total);
    expect(page.outbox_mensagem).toEqual([all.outbox_mensagem[1]]);
  });

  it('is refused to anyone but the superadmin', async () => {
    for (const key of ['rhGestor', 'marketing', 'candidato'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: await t.headersFor(key) });
      expect(res.statusCode).toBe(403);
    }
  });
});
