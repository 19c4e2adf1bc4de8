import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desligamento, usuario } from '../../db/schema';
import { call } from '../../test/hr-fixtures';
import { otherInstance } from '../../test/other-instance';
import { type TestApp, createTestApp } from '../../test/test-app';
import { applyDueDismissals, offboardingSchedule } from './dismissals.offboarding';

/**
 * The offboarding job: a dismissal whose day has come in São Paulo ends the person's access at the
 * job's next run, on every instance; reverting gives it back. The clock is pinned around midnight in
 * São Paulo (02:30 UTC is still 23:30 of the day before there).
 */
let t: TestApp;
let other: FastifyInstance;
let base: string;
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  other = await otherInstance(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

/** Pins the clock's date (timers keep running). */
const at = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
};

let address = 0;
/** Signs in with the password (each call from its own address, clear of the per-address limits). */
const login = (email: string, password = 'Demo#2026') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: `10.23.0.${++address}`,
  });
async function signIn(email: string): Promise<{ idToken: string }> {
  const res = await login(email);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const me = (idToken: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${idToken}` } });

/** What `app` answers once the database's announcement had a moment to reach it (a second at most). */
async function statusOnceAnnounced(idToken: string, app: FastifyInstance, expected: number): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = (await me(idToken, app)).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    status = (await me(idToken, app)).statusCode;
  }
  return status;
}

/** Opens the person's notification stream; `ended` resolves true when the server closes it within `ms`. */
async function openStream(idToken: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/notificacao/stream`, {
    headers: { authorization: `Bearer ${idToken}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const read = (ms: number) => Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
  // The unread list comes first: the stream is open and watched.
  while (!text.includes('event: notificacoes')) {
    const chunk = await read(2000);
    if (!chunk || chunk.done) throw new Error('stream did not open');
    text += decoder.decode(chunk.value, { stream: true });
  }
  return {
    async ended(ms: number) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) if ((await read(deadline - Date.now()))?.done) return true;
      return false;
    },
    close: () => controller.abort(),
  };
}

describe('offboarding on the dismissal day, in São Paulo', () => {
  it('ends access at the job’s run on the day, on every instance, and reverting gives it back', async () => {
    const email = 'colaborador@demo.intranet';
    const person = t.accounts.colaborador.usuarioId;
    const job = offboardingSchedule(t.database.db, t.app.identityStates, { log: quiet });

    // 8 March, 23:00 in São Paulo (already 9 March in UTC): registered for 9 March, it waits.
    at('2026-03-09T02:00:00Z');
    const created = await call(t, 'POST', '/v1/rh/desligamentos', 'rhSolicitante', {
      id_usuario: person,
      data: '2026-03-09',
      tipo: 'sem_justa_causa',
      motivo: 'Reestruturação da equipe.',
      aviso_previo: 'indenizado',
      aviso_dias: 39,
      entrevista: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.status).toBe('agendado');
    const id = created.body.id as number;

    // 23:30 of the 8th in São Paulo: not the day yet, though UTC already is.
    at('2026-03-09T02:30:00Z');
    const before = await signIn(email);
    expect(await job.tick()).toEqual([]);
    expect((await me(before.idToken)).statusCode).toBe(200);

    // 23:30 of the 9th in São Paulo (02:30 of the 10th in UTC): the job applies it.
    at('2026-03-10T02:20:00Z');
    const session = await signIn(email);
    expect((await me(session.idToken, other)).statusCode).toBe(200);
    const stream = await openStream(session.idToken);
    at('2026-03-10T02:30:00Z');
    expect(await job.tick()).toEqual([id]);

    expect((await me(session.idToken)).statusCode).toBe(401);
    expect(await statusOnceAnnounced(session.idToken, other, 401)).toBe(401);
    expect(await stream.ended(1000)).toBe(true);
    expect((await login(email)).statusCode).toBe(403);
    const [applied] = await t.database.db.select().from(desligamento).where(eq(desligamento.id, id));
    expect(applied).toMatchObject({ status: 'aplicado' });
    const [record] = await t.database.db.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.id, person));
    expect(record.ativo).toBe(false);
    // A second run finds nothing left to apply.
    expect(await job.tick()).toEqual([]);

    // A manager reverts it: the person signs in again with their password.
    at('2026-03-10T12:00:00Z');
    const reverted = await call(t, 'POST', `/v1/rh/desligamentos/${id}/reverter`, 'rhGestor', {
      motivo: 'Registrado por engano.',
    });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body).toMatchObject({ status: 'revertido', revertido_por: 'Renata Gestora' });
    const again = await signIn(email);
    expect((await me(again.idToken)).statusCode).toBe(200);
    expect(await statusOnceAnnounced(again.idToken, other, 200)).toBe(200);
    const [restored] = await t.database.db.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.id, person));
    expect(restored.ativo).toBe(true);
    await job.stop();
  });

  it('applies each due dismissal once when instances run the job at the same time', async () => {
    const db = t.database.db;
    const people = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.ativo, true))
      .orderBy(usuario.id)
      .limit(400);
    const [a, b, c] = people
      .map((p) => p.id)
      .filter((id) => !Object.values(t.accounts).some((acc) => acc.usuarioId === id))
      .slice(-3);
    const rows = await db
      .insert(desligamento)
      .values([
        { id_usuario: a, data: '2026-04-01', tipo: 'acordo', aviso_previo: 'indenizado', aviso_dias: 30 },
        { id_usuario: b, data: '2026-04-02', tipo: 'pedido_demissao', aviso_previo: 'trabalhado', aviso_dias: 30 },
        { id_usuario: c, data: '2026-04-03', tipo: 'pedido_demissao', aviso_previo: 'trabalhado', aviso_dias: 30 },
      ])
      .returning({ id: desligamento.id });
    const due = rows.slice(0, 2).map((r) => r.id);
    const now = new Date('2026-04-03T02:59:00Z'); // 2 April, 23:59 in São Paulo
    const runs = await Promise.all(
      [t.app, other, t.app, other].map((app) => applyDueDismissals(db, app.identityStates, { now })),
    );
    const applied = runs.flat().sort((x, y) => x - y);
    expect(applied).toEqual(due);
    const statuses = await db.select({ id: desligamento.id, status: desligamento.status }).from(desligamento);
    expect(statuses.find((s) => s.id === rows[2].id)?.status).toBe('agendado');
    for (const id of due) expect(statuses.find((s) => s.id === id)?.status).toBe('aplicado');
  });
});
