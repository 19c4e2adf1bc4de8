import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@intranet/shared/calendar/days';
import { RESOURCES_MSG } from '@intranet/shared/resources/resources.messages';
import { recurso, recursoReserva } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { call } from '../../test/hr-fixtures';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resourceService } from './resources.service';

const BOOK = '/v1/recurso/reserva';
const LIST = '/v1/recurso/reservas';

describe('resources', () => {
  let t: TestApp;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id_empresa: companyId }] = await t.database.db.select({ id_empresa: recurso.id_empresa }).from(recurso).limit(1);
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: resourceService,
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:leitor', 'rh:gestor', 'pagina_inicial:leitor'],
    outsiders: ['candidato'],
    sample: (tag) => ({ nome: `Sala ${tag}`, tipo: 'sala' as const, id_empresa: companyId, capacidade: 8 }),
    edit: { local: 'Matriz, 3º andar', capacidade: 12 },
  });

  /** A resource of its own for each test, so that the seeded bookings never meet them. */
  async function newResource(ativo = true): Promise<number> {
    const [row] = await t.database.db
      .insert(recurso)
      .values({ nome: `Recurso ${Math.random().toString(36).slice(2)}`, tipo: 'sala', id_empresa: companyId, ativo })
      .returning({ id: recurso.id });
    return row.id;
  }
  const tomorrow = () => addDays(today(), 1);
  const booking = (id_recurso: number, overrides: Record<string, unknown> = {}) => ({
    object: { id_recurso, dia: tomorrow(), inicio: '09:00', fim: '10:00', assunto: 'Reunião de equipe', ...overrides },
  });

  it('books a resource for the caller and shows it in the calendar of its days, in São Paulo time', async () => {
    const id = await newResource();
    const res = await call(t, 'POST', BOOK, 'colaborador', booking(id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body.insert_rh_recurso_reserva_one;
    expect(made).toMatchObject({ id_recurso: id, assunto: 'Reunião de equipe', cancelavel: true });
    expect(made.inicio).toBe(new Date(`${tomorrow()}T09:00:00-03:00`).toISOString());
    expect(made.usuario).toBe('Carlos Colaborador');
    const list = await call(t, 'GET', `${LIST}?de=${tomorrow()}&ate=${tomorrow()}&id_recurso=${id}`, 'rhSolicitante');
    expect(list.status).toBe(200);
    expect(list.body.rh_recurso_reserva).toEqual([{ ...made, cancelavel: false }]);
  });

  it('refuses a booking that overlaps another of the same resource, but not one that starts as it ends', async () => {
    const id = await newResource();
    expect((await call(t, 'POST', BOOK, 'colaborador', booking(id))).status).toBe(200);
    const overlap = await call(t, 'POST', BOOK, 'rhGestor', booking(id, { inicio: '09:30', fim: '11:00' }));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(RESOURCES_MSG.taken);
    expect((await call(t, 'POST', BOOK, 'rhGestor', booking(id, { inicio: '10:00', fim: '11:00' }))).status).toBe(200);
    const other = await newResource();
    expect((await call(t, 'POST', BOOK, 'rhGestor', booking(other, { inicio: '09:30', fim: '11:00' }))).status).toBe(
      200,
    );
  });

  it('gives the slot to exactly one of several people booking it at the same instant', async () => {
    const id = await newResource();
    const who = ['colaborador', 'rhGestor', 'rhSolicitante', 'marketing', 'admin'] as const;
    const answers = await Promise.all(
      who.map((key, i) => call(t, 'POST', BOOK, key, booking(id, { inicio: '14:00', fim: `15:${10 + i}` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(RESOURCES_MSG.taken);
    const rows = await t.database.db.select().from(recursoReserva).where(eq(recursoReserva.id_recurso, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an end before the start, more than 12 hours, the past and an inactive resource', async () => {
    const id = await newResource();
    expectInvalidField(
      await t.app.inject({
        method: 'POST',
        url: BOOK,
        headers: await t.headersFor('colaborador'),
        payload: booking(id, { inicio: '10:00', fim: '09:00' }),
      }),
      'object.fim',
      RESOURCES_MSG.endBeforeStart,
    );
    const long = await call(t, 'POST', BOOK, 'colaborador', booking(id, { inicio: '07:00', fim: '19:30' }));
    expect(long.body.fields[0].message).toBe(RESOURCES_MSG.tooLong);
    const past = await call(t, 'POST', BOOK, 'colaborador', booking(id, { dia: addDays(today(), -1) }));
    expect([past.status, past.body.message]).toEqual([409, RESOURCES_MSG.past]);
    const inactive = await call(t, 'POST', BOOK, 'colaborador', booking(await newResource(false)));
    expect([inactive.status, inactive.body.message]).toEqual([409, RESOURCES_MSG.inactive]);
    const missing = await call(t, 'POST', BOOK, 'colaborador', booking(999_999));
    expect(missing.status).toBe(404);
  });

  it('lets the one who booked, or an HR manager, cancel; another employee is refused', async () => {
    const id = await newResource();
    const first = (await call(t, 'POST', BOOK, 'colaborador', booking(id))).body.insert_rh_recurso_reserva_one;
    const refused = await call(t, 'DELETE', `${BOOK}/${first.id}`, 'rhSolicitante');
    expect([refused.status, refused.body.message]).toEqual([403, RESOURCES_MSG.notYours]);
    expect((await call(t, 'DELETE', `${BOOK}/${first.id}`, 'colaborador')).status).toBe(200);
    expect((await call(t, 'DELETE', `${BOOK}/${first.id}`, 'colaborador')).status).toBe(404);
    const second = (await call(t, 'POST', BOOK, 'colaborador', booking(id))).body.insert_rh_recurso_reserva_one;
    expect((await call(t, 'DELETE', `${BOOK}/${second.id}`, 'rhGestor', undefined, 'rh:gestor')).status).toBe(200);
  });

  it('keeps the calendar for employees: a candidate neither sees nor books', async () => {
    const id = await newResource();
    expect((await call(t, 'GET', `${LIST}?de=${today()}&ate=${today()}`, 'candidato')).status).toBe(403);
    expect((await call(t, 'POST', BOOK, 'candidato', booking(id))).status).toBe(403);
    expect((await call(t, 'GET', `${LIST}?de=${today()}&ate=${today()}`, null)).status).toBe(401);
  });

  it('asks for at most 42 days at once', async () => {
    const res = await call(t, 'GET', `${LIST}?de=${today()}&ate=${addDays(today(), 60)}`, 'colaborador');
    expect([res.status, res.body.message]).toEqual([400, RESOURCES_MSG.rangeTooLong]);
  });

  it('seeds resources of every company and bookings that never overlap', async () => {
    const resources = await t.database.db.select().from(recurso);
    expect(new Set(resources.map((r) => r.id_empresa)).size).toBe(3);
    const list = await call(t, 'GET', `${LIST}?de=${addDays(today(), -10)}&ate=${addDays(today(), 10)}`, 'colaborador');
    expect(list.body.rh_recurso_reserva.length).toBeGreaterThan(0);
  });
});
