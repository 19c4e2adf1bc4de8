import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { notificacaoUsuario, streamTicket } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  const send = async (to: number[], msg: string, from: Parameters<TestApp['headersFor']>[0] = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/notificacao',
      headers: await t.headersFor(from),
      payload: { id_usuarios: to, data: { modulo: 'incidente', msg, extra: 1 } },
    });
  const unread = async (key: Parameters<TestApp['headersFor']>[0]) =>
    (await t.app.inject({ method: 'GET', url: '/v1/notificacao/usuario', headers: await t.headersFor(key) })).json()
      .notificacoes;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sends one message to several users and lists it as unread with the sender name', async () => {
    const { colaborador, rhGestor, admin } = t.accounts;
    const res = await send([colaborador.usuarioId, rhGestor.usuarioId, colaborador.usuarioId], 'Queda no link');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id_mensagem: expect.any(Number), enviadas: 2 });
    const [first] = await unread('colaborador');
    expect(first).toEqual({
      id_mensagem: res.json().id_mensagem,
      id_usuario: colaborador.usuarioId,
      lido: false,
      id_remetente: admin.usuarioId,
      created_at: expect.any(String),
      data: { modulo: 'incidente', msg: 'Queda no link', extra: 1 },
      remetente: { nome: 'Administradora' },
    });
  });

  describeOwnedRecords(() => t, {
    name: 'notification delivery',
    owner: { account: 'rhGestor' },
    other: { account: 'colaborador' },
    notFound: 'Dados não encontrados.',
    async create(app) {
      const res = await send([app.accounts.rhGestor.usuarioId], 'Só para o gestor');
      expect(res.statusCode, res.body).toBe(200);
      return { id_mensagem: res.json().id_mensagem as number, id_usuario: app.accounts.rhGestor.usuarioId };
    },
    writes: (delivery) => [{ endpoint: NOTIFICATIONS_API.markRead, body: { objects: [delivery] } }],
    stored: async (app, { id_mensagem, id_usuario }) =>
      app.database.db
        .select()
        .from(notificacaoUsuario)
        .where(and(eq(notificacaoUsuario.id_mensagem, id_mensagem), eq(notificacaoUsuario.id_usuario, id_usuario))),
    lists: ({ id_mensagem }) => [
      {
        call: { endpoint: NOTIFICATIONS_API.unread },
        ids: (answer) => (answer as { notificacoes: { id_mensagem: number }[] }).notificacoes.map((n) => n.id_mensagem),
        id: id_mensagem,
      },
    ],
  });

  it('marks only the caller’s own notifications read', async () => {
    const { colaborador, rhGestor } = t.accounts;
    const { id_mensagem } = (await send([colaborador.usuarioId, rhGestor.usuarioId], 'Leia-me')).json();
    const someoneElse = await t.app.inject({
      method: 'POST',
      url: '/v1/notificacao/usuario',
      headers: await t.headersFor('colaborador'),
      payload: { objects: [{ id_mensagem, id_usuario: rhGestor.usuarioId }] },
    });
    expect(someoneElse.statusCode).toBe(404);
    expect((await unread('rhGestor')).some((n: { id_mensagem: number }) => n.id_mensagem === id_mensagem)).toBe(true);

    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/notificacao/usuario',
      headers: await t.headersFor('colaborador'),
      payload: { objects: [{ id_mensagem, id_usuario: colaborador.usuarioId }] },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ update_notificacao_usuario: { affected_rows: 1 } });
    expect((await unread('colaborador')).some((n: { id_mensagem: number }) => n.id_mensagem === id_mensagem)).toBe(
      false,
    );
  });

  it('lets any manager send, and nobody else', async () => {
    expect((await send([t.accounts.colaborador.usuarioId], 'do marketing', 'marketing')).statusCode).toBe(200);
    expect((await send([t.accounts.colaborador.usuarioId], 'do solicitante', 'rhSolicitante')).statusCode).toBe(403);
    expect((await send([t.accounts.colaborador.usuarioId], 'do colaborador', 'colaborador')).statusCode).toBe(403);
  });

  it('refuses unknown recipients and a message without modulo', async () => {
    expect((await send([999999], 'ninguém')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notificacao',
      headers: await t.headersFor('admin'),
      payload: { id_usuarios: [t.accounts.colaborador.usuarioId], data: { msg: 'sem módulo' } },
    });
    expect(res.statusCode).toBe(400);
  });

  describe('live stream', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    type Stream = {
      next(
        predicate: (data: { notificacoes: { data: { msg: string } }[] }) => boolean,
        ms: number,
      ): Promise<{ notificacoes: { data: { msg: string } }[] }>;
      /** Resolves true when the server ends the stream within `ms`. */
      ended(ms: number): Promise<boolean>;
      close(): void;
    };

    async function openStream(url: string, headers: Record<string, string> = {}): Promise<Stream> {
      const controller = new AbortController();
      const res = await fetch(url, { headers, signal: controller.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const events: string[] = [];
      return {
        async next(predicate, ms) {
          const deadline = Date.now() + ms;
          for (;;) {
            while (events.length) {
              const data = JSON.parse(events.shift()!);
              if (predicate(data)) return data;
            }
            const left = deadline - Date.now();
            if (left <= 0) throw new Error('no matching event in time');
            const chunk = await Promise.race([
              reader.read(),
              new Promise<null>((r) => setTimeout(() => r(null), left)),
            ]);
            if (chunk === null) continue;
            if (chunk.done) throw new Error('stream ended');
            buffer += decoder.decode(chunk.value, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const lines = block.split('\n');
              if (lines.includes('event: notificacoes'))
                events.push(lines.find((l) => l.startsWith('data: '))!.slice(6));
            }
          }
        },
        async ended(ms) {
          const deadline = Date.now() + ms;
          for (;;) {
            const left = deadline - Date.now();
            if (left <= 0) return false;
            const chunk = await Promise.race([
              reader.read(),
              new Promise<null>((r) => setTimeout(() => r(null), left)),
            ]);
            if (chunk?.done) return true;
          }
        },
        close: () => controller.abort(),
      };
    }

    const admin = async (url: string, payload?: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: await t.headersFor('admin') });

    it("ends a user's open stream at once when the account is disabled", async () => {
      const id = t.accounts.novo.usuarioId;
      const stream = await openStream(`${base}/v1/notificacao/stream`, await t.headersFor('novo'));
      await stream.next(() => true, 2000);
      expect((await admin(`/v1/admin/usuarios/${id}/acesso`, { habilitado: false })).statusCode).toBe(200);
      expect(await stream.ended(1000)).toBe(true);
      await admin(`/v1/admin/usuarios/${id}/acesso`, { habilitado: true });
    });

    it("ends a user's open stream at once when their sessions are revoked", async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'rh.solicitante@demo.intranet', password: 'Demo#2026' },
      });
      const { idToken, refreshToken } = login.json();
      const stream = await openStream(`${base}/v1/notificacao/stream`, { authorization: `Bearer ${idToken}` });
      await stream.next(() => true, 2000);
      expect(
        (await t.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken } })).statusCode,
      ).toBe(200);
      expect(await stream.ended(1000)).toBe(true);
    });

    it('sends the unread list on connect and each new notification within a second', async () => {
      const stream = await openStream(`${base}/v1/notificacao/stream`, await t.headersFor('colaborador'));
      const initial = await stream.next(() => true, 2000);
      expect(Array.isArray(initial.notificacoes)).toBe(true);

      const started = Date.now();
      expect((await send([t.accounts.colaborador.usuarioId], 'ao vivo')).statusCode).toBe(200);
      const update = await stream.next((d) => d.notificacoes.some((n) => n.data.msg === 'ao vivo'), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(update.notificacoes[0].data.msg).toBe('ao vivo');
      stream.close();
    });

    /** What the web does: asks a ticket with its token, then opens the stream with the ticket alone. */
    const ticketFor = async (key: Parameters<TestApp['headersFor']>[0]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/notificacao/stream-ticket',
        headers: await t.headersFor(key),
      });
      expect(res.statusCode).toBe(200);
      return res.json().ticket as string;
    };

    it('opens the stream with a ticket, because EventSource cannot set headers', async () => {
      const stream = await openStream(
        `${base}/v1/notificacao/stream?ticket=${encodeURIComponent(await ticketFor('rhGestor'))}`,
      );
      await stream.next(() => true, 2000);
      await send([t.accounts.rhGestor.usuarioId], 'pelo ticket');
      await stream.next((d) => d.notificacoes.some((n) => n.data.msg === 'pelo ticket'), 1000);
      stream.close();
    });

    it('opens one stream per ticket, and not after the ticket expires', async () => {
      const ticket = await ticketFor('colaborador');
      const stream = await openStream(`${base}/v1/notificacao/stream?ticket=${ticket}`);
      expect((await fetch(`${base}/v1/notificacao/stream?ticket=${ticket}`)).status).toBe(401);
      stream.close();
      const late = await ticketFor('colaborador');
      await t.database.db.update(streamTicket).set({ expira_em: new Date(Date.now() - 1) });
      expect((await fetch(`${base}/v1/notificacao/stream?ticket=${late}`)).status).toBe(401);
    });

    it('gives tickets to signed-in users only', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/v1/notificacao/stream-ticket' })).statusCode).toBe(401);
    });

    it('refuses the stream without a valid ticket, and a token in the URL', async () => {
      const token = await t.tokenFor('admin');
      expect((await fetch(`${base}/v1/notificacao/stream`)).status).toBe(401);
      expect((await fetch(`${base}/v1/notificacao/stream?ticket=invalido`)).status).toBe(401);
      expect((await fetch(`${base}/v1/notificacao/stream?access_token=${token}`)).status).toBe(401);
    });

    it('does not accept a ticket or a token in the URL of ordinary routes', async () => {
      expect((await fetch(`${base}/v1/notificacao/usuario?ticket=${await ticketFor('admin')}`)).status).toBe(401);
      expect((await fetch(`${base}/v1/notificacao/usuario?access_token=${await t.tokenFor('admin')}`)).status).toBe(
        401,
      );
    });

    it('drops the subscription when the client disconnects', async () => {
      const hub = t.app.live;
      const id = t.accounts.marketing.usuarioId;
      const stream = await openStream(`${base}/v1/notificacao/stream`, await t.headersFor('marketing'));
      await stream.next(() => true, 2000);
      expect(hub.subscriptions(id)).toBe(1);
      stream.close();
      const deadline = Date.now() + 2000;
      while (hub.subscriptions(id) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(hub.subscriptions(id)).toBe(0);
    });
  });
});

describe('notification stream on shutdown', () => {
  it('ends open streams so that closing the server does not hang', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/v1/notificacao/stream`, {
      headers: await t.headersFor('colaborador'),
    });
    const reader = res.body!.getReader();
    await reader.read();
    const closed = t.close().then(() => 'closed');
    const outcome = await Promise.race([closed, new Promise((r) => setTimeout(() => r('timeout'), 5000))]);
    expect(outcome).toBe('closed');
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
