import { eq } from 'drizzle-orm';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desligamento, usuario } from '../../db/schema';
import { call } from '../../test/hr-fixtures';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/v1/rh/desligamentos';

/** An active employee of the seeded organisation without an account and without a dismissal. */
async function freshEmployee(cnh: string | null = null): Promise<{ id: number; nome: string }> {
  const rows = await t.database.db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.ativo, true))
    .orderBy(usuario.id);
  const dismissed = new Set(
    (await t.database.db.select({ id: desligamento.id_usuario }).from(desligamento)).map((r) => r.id),
  );
  const accounts = new Set(Object.values(t.accounts).map((a) => a.usuarioId));
  const person = rows.find((r) => !dismissed.has(r.id) && !accounts.has(r.id) && !used.has(r.id))!;
  used.add(person.id);
  await t.database.db
    .update(usuario)
    .set({ cnh_numero: cnh, data_admissao: '2015-01-01' })
    .where(eq(usuario.id, person.id));
  return { id: person.id, nome: `${person.nome} ${person.sobrenome}` };
}
const used = new Set<number>();

const body = (id_usuario: number, data = dayFromToday(20)) => ({
  id_usuario,
  data,
  tipo: 'sem_justa_causa',
  motivo: 'Reestruturação.',
  aviso_previo: 'indenizado',
  aviso_dias: 63,
  entrevista: 'Gostaria de mais treinamentos.',
});

describe('dismissals', () => {
  it('registers a dismissal with its checklist; the vehicle task only for someone with a CNH', async () => {
    const driver = await freshEmployee('01234567890');
    const walker = await freshEmployee(null);
    const a = await call(t, 'POST', URL, 'rhSolicitante', body(driver.id));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({ status: 'agendado', nome: driver.nome, tarefas: 8, tarefas_concluidas: 0 });
    expect(a.body.checklist.some((task: { area: string }) => task.area === 'frota')).toBe(true);
    const b = await call(t, 'POST', URL, 'rhSolicitante', body(walker.id));
    expect(b.body.tarefas).toBe(7);
    expect(b.body.checklist.some((task: { area: string }) => task.area === 'frota')).toBe(false);
    const listed = await call(t, 'GET', `${URL}?status=agendado&tipo=sem_justa_causa&limit=100`, 'rhGestor');
    expect(listed.status).toBe(200);
    expect(listed.body.itens.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.body.id, b.body.id]));
  });

  it('refuses a second live dismissal of a person, naming the first', async () => {
    const person = await freshEmployee();
    const first = await call(t, 'POST', URL, 'rhGestor', body(person.id, dayFromToday(30)));
    expect(first.status).toBe(200);
    const second = await call(t, 'POST', URL, 'rhGestor', body(person.id, dayFromToday(40)));
    expect(second.status).toBe(409);
    const [y, m, d] = dayFromToday(30).split('-');
    expect(second.body.message).toBe(
      `${person.nome} já tem um desligamento agendado para ${d}/${m}/${y}. Edite esse desligamento ou reverta-o antes de registrar outro.`,
    );
    // Once reverted, a new one may be registered.
    expect((await call(t, 'POST', `${URL}/${first.body.id}/reverter`, 'rhGestor', { motivo: 'Engano.' })).status).toBe(
      200,
    );
    expect((await call(t, 'POST', URL, 'rhGestor', body(person.id, dayFromToday(40)))).status).toBe(200);
  });

  it('applies at once a dismissal registered with today’s date', async () => {
    const person = await freshEmployee();
    const res = await call(t, 'POST', URL, 'rhGestor', body(person.id, dayFromToday(0)));
    expect(res.body.status).toBe('aplicado');
    const [row] = await t.database.db.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.id, person.id));
    expect(row.ativo).toBe(false);
    // Its day can no longer move; the rest can be edited.
    const { id_usuario: _, ...edit } = body(person.id, dayFromToday(0));
    const moved = await call(t, 'PUT', `${URL}/${res.body.id}`, 'rhGestor', { ...edit, data: dayFromToday(3) });
    expect(moved.status).toBe(400);
    const edited = await call(t, 'PUT', `${URL}/${res.body.id}`, 'rhGestor', { ...edit, motivo: 'Corte de custos.' });
    expect(edited.body.motivo).toBe('Corte de custos.');
  });

  it('refuses a date before the admission, a notice period for cause, and the person’s own dismissal', async () => {
    const person = await freshEmployee();
    const early = await call(t, 'POST', URL, 'rhGestor', body(person.id, '2014-12-31'));
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual([
      { path: 'data', message: 'A data do desligamento não pode ser anterior à data de admissão.' },
    ]);
    const cause = await call(t, 'POST', URL, 'rhGestor', { ...body(person.id), tipo: 'com_justa_causa' });
    expect(cause.status).toBe(400);
    const own = await call(t, 'POST', URL, 'rhGestor', body(t.accounts.rhGestor.usuarioId));
    expect(own.status).toBe(409);
  });

  it('ticks and unticks a task with who and when, moves open tasks with the date, and marks late ones', async () => {
    const person = await freshEmployee();
    const created = await call(t, 'POST', URL, 'rhSolicitante', body(person.id, dayFromToday(5)));
    const task = created.body.checklist[0];
    const ticked = await call(t, 'PUT', `${URL}/${created.body.id}/tarefas/${task.id}`, 'rhSolicitante', {
      concluida: true,
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.checklist[0]).toMatchObject({ concluida_por: 'Samuel Solicitante', atrasada: false });
    expect(ticked.body.tarefas_concluidas).toBe(1);
    const { id_usuario: _, ...edit } = body(person.id);
    const moved = await call(t, 'PUT', `${URL}/${created.body.id}`, 'rhSolicitante', {
      ...edit,
      data: dayFromToday(-20),
    });
    expect(moved.body.status).toBe('aplicado');
    expect(moved.body.checklist[0].prazo).toBe(dayFromToday(5));
    expect(moved.body.checklist[1]).toMatchObject({ prazo: dayFromToday(-20), atrasada: true });
    expect(moved.body.tarefas_atrasadas).toBe(moved.body.tarefas - 1);
    const unticked = await call(t, 'PUT', `${URL}/${created.body.id}/tarefas/${task.id}`, 'rhSolicitante', {
      concluida: false,
    });
    expect(unticked.body.checklist[0]).toMatchObject({ concluida_em: null, concluida_por: null });
    const other = await call(t, 'PUT', `${URL}/${created.body.id}/tarefas/999999`, 'rhSolicitante', {
      concluida: true,
    });
    expect(other.status).toBe(404);
  });

  it('lets readers list but not register, requesters register but not revert, and refuses employees', async () => {
    const person = await freshEmployee();
    const reader = await call(t, 'POST', URL, 'admin', body(person.id), 'rh:leitor');
    expect(reader.status).toBe(403);
    expect((await call(t, 'GET', URL, 'admin', undefined, 'rh:leitor')).status).toBe(200);
    expect((await call(t, 'GET', URL, 'admin', undefined, 'desligamentos:leitor')).status).toBe(200);
    const created = await call(t, 'POST', URL, 'admin', body(person.id), 'desligamentos:solicitante');
    expect(created.status).toBe(200);
    // The exit interview is HR's: a desligamentos role alone does not read it.
    expect(created.body.entrevista).toBeNull();
    expect((await call(t, 'GET', `${URL}/${created.body.id}`, 'rhGestor')).body.entrevista).toBe(
      'Gostaria de mais treinamentos.',
    );
    const revert = `${URL}/${created.body.id}/reverter`;
    expect((await call(t, 'POST', revert, 'rhSolicitante', { motivo: 'x' })).status).toBe(403);
    for (const who of ['colaborador', 'marketing', 'candidato'] as const) {
      expect((await call(t, 'GET', URL, who)).status).toBe(403);
      expect((await call(t, 'POST', URL, who, body(person.id))).status).toBe(403);
    }
    expect((await call(t, 'GET', URL, null)).status).toBe(401);
    expect((await call(t, 'POST', revert, 'rhGestor', { motivo: '' })).status).toBe(400);
    expect((await call(t, 'POST', revert, 'rhGestor', { motivo: 'Registrado por engano.' })).status).toBe(200);
    expect((await call(t, 'POST', revert, 'rhGestor', { motivo: 'De novo.' })).status).toBe(409);
  });

  it('filters the list by company, department and period, and finds people for the form', async () => {
    const [first] = (await call(t, 'GET', `${URL}?limit=1`, 'rhGestor')).body.itens;
    const [row] = await t.database.db
      .select({ empresa: usuario.id_empresa, departamento: usuario.id_departamento })
      .from(usuario)
      .where(eq(usuario.id, first.id_usuario));
    const filtered = await call(
      t,
      'GET',
      `${URL}?empresa=${row.empresa}&departamento=${row.departamento}&de=${first.data}&ate=${first.data}`,
      'rhGestor',
    );
    expect(filtered.body.itens.map((r: { id: number }) => r.id)).toContain(first.id);
    expect(filtered.body.itens.every((r: { data: string }) => r.data === first.data)).toBe(true);
    const people = await call(t, 'GET', `${URL}/colaboradores?id=${first.id_usuario}`, 'rhSolicitante');
    expect(people.body.colaboradores[0]).toMatchObject({ id: first.id_usuario, desligamento: { id: first.id } });
  });
});
