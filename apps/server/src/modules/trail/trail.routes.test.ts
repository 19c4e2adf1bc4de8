import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seededOnboarding } from '../../test/hr-fixtures';

describe('trails', () => {
  let t: TestApp;
  let contents: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const list = await call(t, 'POST', '/v1/rh/conteudo/filtro', 'rhGestor', { limit: 100 });
    contents = list.body.dados.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b);
  });
  afterAll(async () => t?.close());

  const order = async (id: number) =>
    (await call(t, 'GET', `/v1/rh/trilha/${id}`, 'rhSolicitante')).body.conteudos.map(
      (c: { id_conteudo: number; prioridade: number }) => [c.id_conteudo, c.prioridade],
    );

  it('refuses calls without a token and for an employee without an HR role', async () => {
    expect((await call(t, 'POST', '/v1/rh/trilha/filtro', null, {})).status).toBe(401);
    expect((await call(t, 'POST', '/v1/rh/trilha', 'colaborador', { nome: 'X' })).status).toBe(403);
  });

  it('refuses a trail without a name', async () => {
    const res = await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', { nome: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Campo obrigatório');
  });

  it('refuses a content that does not exist', async () => {
    const res = await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', {
      nome: 'X',
      conteudos: [{ id_conteudo: 999999, prioridade: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTENT_MSG.unknownContent);
  });

  it('refuses a second trail with the same name, whatever its case, on create and on rename', async () => {
    const taken = await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', { nome: ' boas-VINDAS ' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Já existe uma trilha com este nome.');
    const other = (await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', { nome: 'Nome livre' })).body.id;
    const renamed = await call(t, 'PUT', `/v1/rh/trilha/${other}`, 'rhGestor', { nome: 'Cultura e valores' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Já existe uma trilha com este nome.');
    expect((await call(t, 'PUT', `/v1/rh/trilha/${other}`, 'rhGestor', { nome: 'NOME LIVRE' })).status).toBe(200);
  });

  it('lists trails with their content count', async () => {
    const res = await call(t, 'POST', '/v1/rh/trilha/filtro', 'rhSolicitante', { filtro: { nome: 'boas' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, dados: [{ nome: 'Boas-vindas', conteudos: 3 }] });
  });

  it('creates, links, unlinks and reorders contents keeping 1..n', async () => {
    const created = await call(t, 'POST', '/v1/rh/trilha', 'rhSolicitante', {
      nome: 'Nova trilha',
      conteudos: [
        { id_conteudo: contents[1], prioridade: 2 },
        { id_conteudo: contents[0], prioridade: 1 },
      ],
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(await order(id)).toEqual([
      [contents[0], 1],
      [contents[1], 2],
    ]);

    const linked = await call(t, 'POST', '/v1/rh/trilha/conteudo', 'rhSolicitante', {
      objects: [{ id_trilha: id, id_conteudo: contents[2], prioridade: 1 }],
    });
    expect(linked.status).toBe(200);
    expect(await order(id)).toEqual([
      [contents[2], 1],
      [contents[0], 2],
      [contents[1], 3],
    ]);

    expect(
      (await call(t, 'DELETE', '/v1/rh/trilha/conteudo', 'rhSolicitante', { id_trilha: id, id_conteudo: contents[0] }))
        .status,
    ).toBe(200);
    expect(await order(id)).toEqual([
      [contents[2], 1],
      [contents[1], 2],
    ]);

    const reordered = await call(t, 'PUT', '/v1/rh/trilha/conteudo/ordem', 'rhSolicitante', {
      id_trilha: id,
      ids: [contents[1], contents[2]],
    });
    expect(reordered.body.map((c: { prioridade: number }) => c.prioridade)).toEqual([1, 2]);
    expect(await order(id)).toEqual([
      [contents[1], 1],
      [contents[2], 2],
    ]);

    const gap = await call(t, 'PUT', '/v1/rh/trilha/conteudo/ordem', 'rhSolicitante', {
      id_trilha: id,
      ids: [contents[1]],
    });
    expect(gap.status).toBe(400);
    expect(gap.body.message).toBe(ORDERING_MSG.orderMismatch);
  });

  it('links contents to several trails in one request, answering every trail, or changes none of them', async () => {
    const a = (await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', { nome: 'Trilha A' })).body.id;
    const b = (await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', { nome: 'Trilha B' })).body.id;
    const linked = await call(t, 'POST', '/v1/rh/trilha/conteudo', 'rhGestor', {
      objects: [
        { id_trilha: b, id_conteudo: contents[4], prioridade: 1 },
        { id_trilha: a, id_conteudo: contents[3], prioridade: 1 },
      ],
    });
    expect(linked.status).toBe(200);
    expect(
      linked.body.map((c: { id_trilha: number; id_conteudo: number; prioridade: number }) => [
        c.id_trilha,
        c.id_conteudo,
        c.prioridade,
      ]),
    ).toEqual([
      [a, contents[3], 1],
      [b, contents[4], 1],
    ]);
    const refused = await call(t, 'POST', '/v1/rh/trilha/conteudo', 'rhGestor', {
      objects: [
        { id_trilha: a, id_conteudo: contents[5], prioridade: 1 },
        { id_trilha: 999999, id_conteudo: contents[5], prioridade: 1 },
      ],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(TRAIL_MSG.unknownTrail);
    expect(await order(a)).toEqual([[contents[3], 1]]);
  });

  it('updates the employees totals when a trail of their onboarding gets a content', async () => {
    const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
    const trails = await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhGestor', {
      filtro: { id_onboarding: rh.id },
    });
    const trailId = trails.body[0].id_trilha;
    const before = (await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador')).body.find(
      (h: { id_onboarding: number }) => h.id_onboarding === rh.id,
    );
    await call(t, 'POST', '/v1/rh/trilha/conteudo', 'rhGestor', {
      objects: [{ id_trilha: trailId, id_conteudo: contents[11], prioridade: 99 }],
    });
    const after = (await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador')).body.find(
      (h: { id_onboarding: number }) => h.id_onboarding === rh.id,
    );
    expect(after.conteudos_total).toBe(before.conteudos_total + 1);
  });

  it('renames a trail and refuses a blank name', async () => {
    const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
    const trails = await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhGestor', {
      filtro: { id_onboarding: rh.id },
    });
    const middle = trails.body[1].id_trilha;
    expect((await call(t, 'PUT', `/v1/rh/trilha/${middle}`, 'rhSolicitante', { nome: 'Cultura' })).status).toBe(200);
    expect((await call(t, 'PUT', `/v1/rh/trilha/${middle}`, 'rhSolicitante', { nome: '' })).body.message).toBe(
      'Campo obrigatório',
    );
  });

  it('refuses to delete a trail linked to an onboarding, naming the onboarding, so that nobody loses earned progress', async () => {
    const rh = await seededOnboarding(t, 'Integração Recursos Humanos');
    const trails = await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhGestor', {
      filtro: { id_onboarding: rh.id },
    });
    const middle = trails.body[1].id_trilha;
    const before = (await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador')).body.find(
      (h: { id_onboarding: number }) => h.id_onboarding === rh.id,
    );
    const refused = await call(t, 'DELETE', `/v1/rh/trilha/${middle}`, 'rhGestor');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A trilha está vinculada ao onboarding "Integração Recursos Humanos" e não pode ser excluída.',
    );
    const first = trails.body[0].id_trilha;
    expect((await call(t, 'DELETE', `/v1/rh/trilha/${first}`, 'rhGestor')).body.message).toBe(
      'A trilha está vinculada aos onboardings "Integração Recursos Humanos" e "Integração Tecnologia" e não pode ser excluída.',
    );
    const after = (await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador')).body.find(
      (h: { id_onboarding: number }) => h.id_onboarding === rh.id,
    );
    expect(after).toMatchObject({ conteudos_lidos: before.conteudos_lidos, conteudos_total: before.conteudos_total });
  });

  it('deletes a trail in no onboarding, for managers only', async () => {
    const created = await call(t, 'POST', '/v1/rh/trilha', 'rhGestor', {
      nome: 'Avulsa',
      conteudos: [{ id_conteudo: contents[0], prioridade: 1 }],
    });
    const id = created.body.id;
    expect((await call(t, 'DELETE', `/v1/rh/trilha/${id}`, 'rhSolicitante')).status).toBe(403);
    expect((await call(t, 'DELETE', `/v1/rh/trilha/${id}`, 'rhGestor')).status).toBe(200);
    expect((await call(t, 'GET', `/v1/rh/trilha/${id}`, 'rhGestor')).status).toBe(404);
    expect((await call(t, 'DELETE', `/v1/rh/trilha/${id}`, 'rhGestor')).status).toBe(404);
  });
});
