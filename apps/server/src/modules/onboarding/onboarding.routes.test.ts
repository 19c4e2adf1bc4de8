import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cargo, onboarding, onboardingTrilha, trilha, usuario, usuarioOnboarding } from '../../db/schema';
import { syncParticipation } from './onboarding.public';
import { call, placements, seededOnboarding } from '../../test/hr-fixtures';

describe('onboarding', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof placements>>;
  let trails: { id: number; nome: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    p = await placements(t);
    trails = await t.database.db.select({ id: trilha.id, nome: trilha.nome }).from(trilha).orderBy(trilha.id);
  });
  afterAll(async () => t?.close());

  const valid = () => ({
    titulo: 'Integração Comercial',
    id_empresa: p.bitcom.id,
    id_departamento: p.ti.id,
    id_cargo: p.tiPositions[0].id,
  });
  const participation = async (userId: number, onboardingId: number) =>
    (
      await t.database.db
        .select()
        .from(usuarioOnboarding)
        .where(and(eq(usuarioOnboarding.id_usuario, userId), eq(usuarioOnboarding.id_onboarding, onboardingId)))
    )[0];

  describe('list', () => {
    it('refuses a call without a token', async () => {
      expect((await call(t, 'POST', '/v1/onboarding/trilha/filtro', null, {})).status).toBe(401);
    });
    it('refuses an employee without an HR role', async () => {
      expect((await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'colaborador', {})).status).toBe(403);
    });
    it('lists onboardings newest first with names and a total', async () => {
      const res = await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhSolicitante', {});
      expect(res.status).toBe(200);
      expect(res.body.total).toBeGreaterThanOrEqual(2);
      const ids = res.body.dados.map((d: { id: number }) => d.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      const rh = res.body.dados.find((d: { titulo: string }) => d.titulo === 'Integração Recursos Humanos');
      expect(rh).toMatchObject({
        status: true,
        empresa: { nome: 'Bitcom' },
        departamento: { nome: 'Recursos Humanos' },
        cargo: { nome: p.rhPositions[0].nome },
      });
      expect(typeof rh.created_at).toBe('string');
    });
    it('pages in SQL and filters by id', async () => {
      const page = await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', { offset: 1, limit: 1 });
      expect(page.body.dados).toHaveLength(1);
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const one = await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', { filtro: { id: rh.id } });
      expect(one.body.total).toBe(1);
      expect(one.body.dados[0].id).toBe(rh.id);
    });
    it('refuses a limit above 100', async () => {
      const res = await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', { limit: 1000 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Dados inválidos.');
    });
  });

  describe('filtrado', () => {
    it('answers the onboarding with its trails in order', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding/filtrado', 'rhGestor', { filtro: { id: rh.id } });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0].trilhas.map((x: { prioridade: number }) => x.prioridade)).toEqual([1, 2, 3]);
      expect(res.body[0].trilhas[0]).toMatchObject({ nome: 'Boas-vindas', conteudos: 3 });
    });
    it('refuses a reader without an HR role', async () => {
      expect((await call(t, 'POST', '/v1/rh/trilha/onboarding/filtrado', 'marketing', { filtro: {} })).status).toBe(
        403,
      );
    });
  });

  describe('create', () => {
    it('refuses a call without a token', async () => {
      expect((await call(t, 'POST', '/v1/rh/trilha/onboarding', null, valid())).status).toBe(401);
    });
    it('refuses an employee without an HR role', async () => {
      expect((await call(t, 'POST', '/v1/rh/trilha/onboarding', 'colaborador', valid())).status).toBe(403);
    });
    for (const field of ['titulo', 'id_empresa', 'id_departamento', 'id_cargo'] as const) {
      it(`refuses an onboarding without ${field}`, async () => {
        const body: Record<string, unknown> = valid();
        delete body[field];
        const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Preencha todos os campos obrigatórios!');
        expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
      });
    }
    it('refuses a blank title', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { ...valid(), titulo: '   ' });
      expect(res.body.message).toBe('Preencha todos os campos obrigatórios!');
    });
    it('refuses a department of another provider', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', {
        ...valid(),
        id_empresa: p.vetorial.id,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ONBOARDING_MSG.departmentOutsideCompany);
    });
    it('refuses a provider that does not exist', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { ...valid(), id_empresa: 999999 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Dados inválidos.');
    });
    it('refuses a position of another department', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', {
        ...valid(),
        id_cargo: p.rhPositions[0].id,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ONBOARDING_MSG.positionOutsideDepartment);
    });
    it('creates an onboarding, its trail links and its participants in one go', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhSolicitante', {
        ...valid(),
        titulo: 'Integração Sistemas',
        id_cargo: p.tiPositions[3].id,
        trilhas: [
          { id_trilha: trails[3].id, prioridade: 2 },
          { id_trilha: trails[0].id, prioridade: 1 },
        ],
      });
      expect(res.status).toBe(200);
      const id = res.body.id;
      const links = await t.database.db
        .select()
        .from(onboardingTrilha)
        .where(eq(onboardingTrilha.id_onboarding, id))
        .orderBy(onboardingTrilha.prioridade);
      expect(links.map((l) => [l.id_trilha, l.prioridade])).toEqual([
        [trails[0].id, 1],
        [trails[3].id, 2],
      ]);
      const [created] = await t.database.db.select().from(onboarding).where(eq(onboarding.id, id));
      expect(created.status).toBe(true);
      // The admin sits in Bitcom / Tecnologia / fourth position.
      const mine = await participation(t.accounts.admin.usuarioId, id);
      expect(mine).toMatchObject({ conteudos_total: 6, conteudos_lidos: 0, concluido: false });
    });
    it('creates nothing when a trail does not exist', async () => {
      const before = (await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', {})).body.total;
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', {
        ...valid(),
        trilhas: [{ id_trilha: 999999, prioridade: 1 }],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRAIL_MSG.unknownTrail);
      expect((await call(t, 'POST', '/v1/onboarding/trilha/filtro', 'rhGestor', {})).body.total).toBe(before);
    });
  });

  describe('update', () => {
    it('refuses an employee without an HR role', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      expect((await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'colaborador', { status: false })).status).toBe(
        403,
      );
    });
    it('leaves editing and switching on or off to managers, refusing a requester', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      expect(
        (await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'rhSolicitante', { status: false })).status,
      ).toBe(403);
    });
    it('toggles the status alone and hides the onboarding from its employees while inactive', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const off = await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'rhGestor', { status: false });
      expect(off.status).toBe(200);
      const home = await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador');
      expect(home.body.find((h: { id_onboarding: number }) => h.id_onboarding === rh.id)).toBeUndefined();
      await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'rhGestor', { status: true });
      const back = await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador');
      // Switching off and on again keeps the reading already done.
      expect(back.body.find((h: { id_onboarding: number }) => h.id_onboarding === rh.id)).toMatchObject({
        conteudos_lidos: 4,
        conteudos_total: 9,
      });
    });
    it('refuses an edit with a missing field', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const res = await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'rhGestor', {
        titulo: 'X',
        id_empresa: p.bitcom.id,
        id_departamento: p.rh.id,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Preencha todos os campos obrigatórios!');
    });
    it('refuses an empty edit', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const res = await call(t, 'PUT', `/v1/rh/trilha/onboarding/${rh.id}`, 'rhGestor', {});
      expect(res.body.message).toBe('Preencha todos os campos obrigatórios!');
    });
    it('moves the participants when the placement changes', async () => {
      const created = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', {
        titulo: 'Mudança de lotação',
        id_empresa: p.bitcom.id,
        id_departamento: p.rh.id,
        id_cargo: p.rhPositions[2].id,
        trilhas: [{ id_trilha: trails[0].id, prioridade: 1 }],
      });
      const id = created.body.id;
      expect(await participation(t.accounts.rhSolicitante.usuarioId, id)).toBeDefined();
      const edit = await call(t, 'PUT', `/v1/rh/trilha/onboarding/${id}`, 'rhGestor', {
        titulo: 'Mudança de lotação',
        id_empresa: p.bitcom.id,
        id_departamento: p.rh.id,
        id_cargo: p.rhPositions[0].id,
      });
      expect(edit.status).toBe(200);
      expect(await participation(t.accounts.rhSolicitante.usuarioId, id)).toBeUndefined();
      expect(await participation(t.accounts.colaborador.usuarioId, id)).toMatchObject({ conteudos_total: 3 });
    });
    it('answers not found for an unknown onboarding', async () => {
      expect((await call(t, 'PUT', '/v1/rh/trilha/onboarding/999999', 'rhGestor', { status: false })).status).toBe(404);
    });
  });

  describe('trail links', () => {
    let id: number;
    let placed: number;
    beforeAll(async () => {
      // One employee of the demo, not a test account, in Valid()'s placement: the seed's placements vary with its scale.
      const accountIds = Object.values(t.accounts).map((a) => a.usuarioId);
      const [employee] = await t.database.db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.funcionario, true), eq(usuario.ativo, true), notInArray(usuario.id, accountIds)))
        .orderBy(usuario.id)
        .limit(1);
      placed = employee.id;
      const [position] = await t.database.db.select().from(cargo).where(eq(cargo.id, p.tiPositions[0].id));
      await t.database.db
        .update(usuario)
        .set({ id_empresa: p.bitcom.id, id_departamento: p.ti.id, id_setor: position.id_setor, id_cargo: position.id })
        .where(eq(usuario.id, placed));
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { ...valid(), titulo: 'Links' });
      id = res.body.id;
    });
    const order = async () =>
      (await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhSolicitante', { filtro: { id_onboarding: id } }))
        .body;

    it('refuses linking without a token and for an employee without an HR role', async () => {
      const body = { objects: [{ id_onboarding: id, id_trilha: trails[0].id, prioridade: 1 }] };
      expect((await call(t, 'POST', '/v1/rh/company/onboarding/trilha', null, body)).status).toBe(401);
      expect((await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'colaborador', body)).status).toBe(403);
    });
    it('refuses an empty link list', async () => {
      const res = await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhGestor', { objects: [] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Dados inválidos.');
    });
    it('links trails at their priorities and lists the ones not yet linked', async () => {
      const res = await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhSolicitante', {
        objects: [
          { id_onboarding: id, id_trilha: trails[1].id, prioridade: 1 },
          { id_onboarding: id, id_trilha: trails[2].id, prioridade: 2 },
          { id_onboarding: id, id_trilha: trails[0].id, prioridade: 3 },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.map((x: { id_trilha: number; prioridade: number }) => [x.id_trilha, x.prioridade])).toEqual([
        [trails[1].id, 1],
        [trails[2].id, 2],
        [trails[0].id, 3],
      ]);
      const rest = await call(t, 'POST', '/v1/lista/onboarding/trilha', 'rhSolicitante', {
        filtro: { id_onboarding: id },
      });
      expect(rest.body.map((x: { id: number }) => x.id)).toEqual([trails[3].id]);
      const all = await call(t, 'POST', '/v1/lista/onboarding/trilha', 'rhSolicitante', {
        filtro: { nome: 'SEGURANÇA' },
      });
      expect(all.body.map((x: { nome: string }) => x.nome)).toEqual(['Segurança da informação']);
    });
    it('unlinks a trail with an and-filter and re-packs the priorities', async () => {
      const res = await call(t, 'DELETE', '/v1/rh/onboarding/trilha', 'rhGestor', {
        and: [{ id_onboarding: id }, { id_trilha: trails[2].id }],
      });
      expect(res.status).toBe(200);
      expect(
        (await order()).map((x: { id_trilha: number; prioridade: number }) => [x.id_trilha, x.prioridade]),
      ).toEqual([
        [trails[1].id, 1],
        [trails[0].id, 2],
      ]);
    });
    it('unlinks with a flat body and answers not found for a trail that is not linked', async () => {
      expect(
        (
          await call(t, 'DELETE', '/v1/rh/onboarding/trilha', 'rhGestor', {
            id_onboarding: id,
            id_trilha: trails[2].id,
          })
        ).status,
      ).toBe(404);
      expect((await call(t, 'DELETE', '/v1/rh/onboarding/trilha', 'rhGestor', { id_onboarding: id })).status).toBe(400);
    });
    it('reorders the trails', async () => {
      const res = await call(t, 'PUT', '/v1/rh/onboarding/trilha/ordem', 'rhGestor', {
        id_onboarding: id,
        ids: [trails[0].id, trails[1].id],
      });
      expect(res.status).toBe(200);
      expect(res.body.map((x: { id_trilha: number }) => x.id_trilha)).toEqual([trails[0].id, trails[1].id]);
    });
    it('refuses a trail order that leaves one out or repeats one', async () => {
      for (const ids of [[trails[0].id], [trails[0].id, trails[0].id], [trails[0].id, trails[3].id]]) {
        const res = await call(t, 'PUT', '/v1/rh/onboarding/trilha/ordem', 'rhGestor', { id_onboarding: id, ids });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(ORDERING_MSG.orderMismatch);
      }
    });
    it('links trails to several onboardings in one request, answering every onboarding, or changes none of them', async () => {
      const other = (await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { ...valid(), titulo: 'Outro' }))
        .body.id;
      const before = await order();
      const res = await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhGestor', {
        objects: [
          { id_onboarding: other, id_trilha: trails[3].id, prioridade: 1 },
          { id_onboarding: id, id_trilha: trails[3].id, prioridade: 1 },
        ],
      });
      expect(res.status).toBe(200);
      expect(
        res.body.map((x: { id_onboarding: number; id_trilha: number; prioridade: number }) => [
          x.id_onboarding,
          x.id_trilha,
          x.prioridade,
        ]),
      ).toEqual([
        ...[trails[3].id, ...before.map((x: { id_trilha: number }) => x.id_trilha)].map((trail, i) => [
          id,
          trail,
          i + 1,
        ]),
        [other, trails[3].id, 1],
      ]);
      const refused = await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhGestor', {
        objects: [
          { id_onboarding: other, id_trilha: trails[2].id, prioridade: 1 },
          { id_onboarding: 999999, id_trilha: trails[2].id, prioridade: 1 },
        ],
      });
      expect(refused.status).toBe(404);
      const otherTrails = await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhGestor', {
        filtro: { id_onboarding: other },
      });
      expect(otherTrails.body.map((x: { id_trilha: number }) => x.id_trilha)).toEqual([trails[3].id]);
      await call(t, 'DELETE', '/v1/rh/onboarding/trilha', 'rhGestor', { id_onboarding: id, id_trilha: trails[3].id });
    });
    it('updates the participants totals when trails are linked', async () => {
      const admin = await participation(t.accounts.admin.usuarioId, id);
      expect(admin).toBeUndefined();
      expect((await participation(placed, id))?.conteudos_total).toBe(6);
    });
  });

  describe('delete', () => {
    it('is for the superadmin only', async () => {
      const res = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { ...valid(), titulo: 'Para excluir' });
      expect((await call(t, 'DELETE', `/v1/onboarding/delete/${res.body.id}`, null)).status).toBe(401);
      expect((await call(t, 'DELETE', `/v1/onboarding/delete/${res.body.id}`, 'rhGestor')).status).toBe(403);
      expect((await call(t, 'DELETE', `/v1/onboarding/delete/${res.body.id}`, 'admin')).status).toBe(200);
      expect((await call(t, 'DELETE', `/v1/onboarding/delete/${res.body.id}`, 'admin')).status).toBe(404);
    });
  });

  describe('placement of employees', () => {
    it('follows an employee who changes position', async () => {
      const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
      const novo = t.accounts.novo.usuarioId;
      expect(await participation(novo, rh.id)).toBeDefined();
      await t.database.db.update(usuario).set({ id_cargo: p.rhPositions[1].id }).where(eq(usuario.id, novo));
      await syncParticipation(t.database.db, { userIds: [novo] });
      expect(await participation(novo, rh.id)).toBeUndefined();
      await t.database.db.update(usuario).set({ id_cargo: p.rhPositions[0].id }).where(eq(usuario.id, novo));
      await syncParticipation(t.database.db, { userIds: [novo] });
      expect(await participation(novo, rh.id)).toMatchObject({ conteudos_total: 9 });
    });
  });
});
