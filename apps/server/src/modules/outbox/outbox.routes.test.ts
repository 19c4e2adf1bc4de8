import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 3; i++) {
      await t.app.sender.send({
        channel: 'email',
        to: `pessoa${i}@exemplo.intranet`,
        subject: `Assunto ${i}`,
        body: `Corpo ${i}`,
      });
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

  it('walks every message once, page after page, each page with the total; a larger ?limit= still answers', async () => {
    const headers = await t.headersFor('admin');
    const first = (await t.app.inject({ method: 'GET', url: '/v1/admin/outbox?limit=2', headers })).json();
    const seen: number[] = [];
    for (let offset = 0; offset < first.total; offset += 2) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/v1/admin/outbox?limit=2&offset=${offset}`, headers })
      ).json();
      expect(page.total).toBe(first.total);
      expect(page.outbox_mensagem.length).toBe(Math.min(2, first.total - offset));
      seen.push(...page.outbox_mensagem.map((m: { id: number }) => m.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    const wide = (await t.app.inject({ method: 'GET', url: '/v1/admin/outbox?limit=50', headers })).json();
    expect(wide.outbox_mensagem.map((m: { id: number }) => m.id)).toEqual(seen.slice(0, 50));
    const beyond = (
      await t.app.inject({ method: 'GET', url: `/v1/admin/outbox?offset=${first.total}`, headers })
    ).json();
    expect(beyond).toEqual({ total: first.total, outbox_mensagem: [] });
  });

  it('is refused to anyone but the superadmin', async () => {
    for (const key of ['rhGestor', 'marketing', 'candidato'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/outbox', headers: await t.headersFor(key) });
      expect(res.statusCode).toBe(403);
    }
  });
});
