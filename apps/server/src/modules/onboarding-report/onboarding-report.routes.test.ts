import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, placements } from '../../test/hr-fixtures';
import { syncParticipation } from '../onboarding/onboarding.public';

type Row = {
  funcionario: string;
  onboarding: string;
  status: number;
  concluido: boolean;
  inicio: string | null;
  conclusao: string | null;
};

describe('onboarding report', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof placements>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await placements(t);
  });
  afterAll(async () => t?.close());

  it('refuses calls without a token', async () => {
    expect((await call(t, 'POST', '/v1/onboarding/relatorio/contador', null, {})).status).toBe(401);
    expect((await call(t, 'POST', '/v1/onboarding/relatorio', null, { filtro: {} })).status).toBe(401);
  });

  it('refuses an employee without an HR role', async () => {
    expect((await call(t, 'POST', '/v1/onboarding/relatorio/contador', 'colaborador', {})).status).toBe(403);
    expect((await call(t, 'POST', '/v1/onboarding/relatorio', 'colaborador', { filtro: {} })).status).toBe(403);
  });

  it('refuses a report without filtro and a negative offset', async () => {
    expect((await call(t, 'POST', '/v1/onboarding/relatorio', 'rhGestor', {})).status).toBe(400);
    const res = await call(t, 'POST', '/v1/onboarding/relatorio', 'rhGestor', { filtro: { offset: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos.');
  });

  it('counts pending and completed participations for managers', async () => {
    const res = await call(t, 'POST', '/v1/onboarding/relatorio/contador', 'rhGestor', {});
    expect(res.status).toBe(200);
    // RH: Ana finished, colaborador@ and novo@ pending; Tecnologia: the admin pending.
    expect(res.body).toEqual({ pendentes: 3, concluidos: 1 });
  });

  it('answers one tab with rounded progress, dates and a total', async () => {
    const pending = await call(t, 'POST', '/v1/onboarding/relatorio', 'rhGestor', { filtro: { concluido: false } });
    expect(pending.status).toBe(200);
    expect(pending.body.total).toBe(3);
    const carlos = pending.body.dados.find((d: Row) => d.funcionario === 'Carlos Colaborador');
    expect(carlos).toMatchObject({
      onboarding: 'Integração Recursos Humanos',
      status: 44,
      concluido: false,
      conclusao: null,
    });
    expect(carlos.inicio).not.toBeNull();
    const nicolas = pending.body.dados.find((d: Row) => d.funcionario === 'Nicolas Novato');
    expect(nicolas).toMatchObject({ status: 0, inicio: null });
    const done = await call(t, 'POST', '/v1/onboarding/relatorio', 'rhGestor', { filtro: { concluido: true } });
    expect(done.body.total).toBe(1);
    expect(done.body.dados[0]).toMatchObject({ status: 100, concluido: true });
    expect(done.body.dados[0].conclusao).not.toBeNull();
  });

  it('pages in SQL with offset and limit', async () => {
    const page = await call(t, 'POST', '/v1/onboarding/relatorio', 'rhGestor', {
      filtro: { concluido: false, offset: 1, limit: 1 },
    });
    expect(page.body.total).toBe(3);
    expect(page.body.dados).toHaveLength(1);
  });

  it('lets a manager filter by department', async () => {
    const res = await call(t, 'POST', '/v1/onboarding/relatorio/contador', 'rhGestor', {
      filtro: { id_departamento: p.ti.id },
    });
    expect(res.body).toEqual({ pendentes: 1, concluidos: 0 });
  });

  it('holds a requester to their own department whatever filter they send', async () => {
    for (const role of ['onboarding:solicitante', 'rh:solicitante', undefined]) {
      const counts = await call(
        t,
        'POST',
        '/v1/onboarding/relatorio/contador',
        'rhSolicitante',
        { filtro: { id_departamento: p.ti.id } },
        role,
      );
      expect(counts.status).toBe(200);
      expect(counts.body).toEqual({ pendentes: 2, concluidos: 1 });
      const rows = await call(
        t,
        'POST',
        '/v1/onboarding/relatorio',
        'rhSolicitante',
        { filtro: { concluido: false, id_departamento: p.ti.id } },
        role,
      );
      expect(rows.body.dados.map((d: Row) => d.onboarding)).toEqual([
        'Integração Recursos Humanos',
        'Integração Recursos Humanos',
      ]);
    }
  });

  it('leaves out inactive onboardings', async () => {
    const list = await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', {
      filtro: { titulo: 'Tecnologia' },
    });
    const id = list.body.dados[0].id;
    await call(t, 'PUT', `/v1/rh/trilha/onboarding/${id}`, 'rhGestor', { status: false });
    expect((await call(t, 'POST', '/v1/onboarding/relatorio/contador', 'rhGestor', {})).body).toEqual({
      pendentes: 2,
      concluidos: 1,
    });
    await call(t, 'PUT', `/v1/rh/trilha/onboarding/${id}`, 'rhGestor', { status: true });
  });
  it('keeps the counts table equal to the participations through creates, reads, moves and deletes', async () => {
    const counts = async () => {
      const q = async (text: string) =>
        ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: { k: string; n: number }[] }).rows
          .map((r) => `${r.k}=${r.n}`)
          .sort();
      return {
        real: await q(
          `select id_onboarding || '/' || coalesce(id_departamento, 0) || '/' || concluido as k, count(*)::int as n from rh_usuario_onboarding group by 1`,
        ),
        kept: await q(
          `select id_onboarding || '/' || id_departamento || '/' || concluido as k, total as n from rh_usuario_onboarding_contagem where total <> 0`,
        ),
      };
    };
    const created = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', {
      titulo: 'Contagem',
      id_empresa: p.bitcom.id,
      id_departamento: p.rh.id,
      id_cargo: p.rhPositions[0].id,
    });
    const trail = (await call(t, 'POST', '/v1/rh/trilha/filtro', 'rhGestor', { filtro: { nome: 'Boas-vindas' } })).body
      .dados[0].id;
    await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhGestor', {
      objects: [{ id_onboarding: created.body.id, id_trilha: trail, prioridade: 1 }],
    });
    const me = t.accounts.colaborador.usuarioId;
    const items = (
      await call(t, 'POST', '/v1/onboarding/trilha/conteudos/funcionario', 'colaborador', {
        id_funcionario: me,
        id_onboarding: created.body.id,
        id_trilha: trail,
      })
    ).body;
    for (const item of items) {
      await call(t, 'POST', '/v1/onboarding/conteudo/concluir', 'colaborador', {
        ids: { id_funcionario: me, id_onboarding: created.body.id, id_trilha: trail, id_conteudo: item.id_conteudo },
        id_usuario_onboarding: item.id_usuario_onboarding,
      });
    }
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    await t.database.db.execute(
      sql`update rh_usuario set id_departamento = ${p.ti.id}, id_cargo = ${p.tiPositions[3].id} where id = ${t.accounts.novo.usuarioId}`,
    );
    await syncParticipation(t.database.db, { userIds: [t.accounts.novo.usuarioId] });
    await call(t, 'DELETE', `/v1/onboarding/delete/${created.body.id}`, 'admin');
    c = await counts();
    expect(c.kept).toEqual(c.real);
  });
});
