import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { incidentService } from './incidents.service';

describe('incidents', () => {
  let t: TestApp;
  let rh: Record<string, string>;
  let category: number;
  let bitcom: number;
  beforeAll(async () => {
    t = await createTestApp();
    rh = await t.headersFor('rhGestor', 'rh:gestor');
    category = (await t.app.inject({ method: 'POST', url: '/v1/incidente/categoria', headers: rh, payload: {} })).json()
      .rh_incidente_categoria[0].id;
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: rh }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: incidentService,
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
    outsiders: ['colaborador', 'candidato', 'marketing'],
    sample: (tag) => ({ titulo: tag, descricao: 'Descrição', id_categoria: category, id_empresa: bitcom }),
    edit: { descricao: 'Resolvido' },
  });

  const create = (object: Record<string, unknown>, headers = rh) =>
    t.app.inject({ method: 'POST', url: '/v1/criar/incidente', headers, payload: { object } });

  it('records who registered the incident and asks for a provider when there is no department', async () => {
    const res = await create(
      { titulo: 'Sem energia', descricao: 'Queda', id_categoria: category, id_empresa: bitcom },
      await t.headersFor('rhSolicitante', 'rh:solicitante'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().insert_rh_incidente_one.id;
    const row = (await t.app.inject({ method: 'GET', url: `/v1/incidente/${id}`, headers: rh })).json().rh_incidente[0];
    expect(row).toMatchObject({
      id_usuario: t.accounts.rhSolicitante.usuarioId,
      id_departamento: null,
      id_empresa: bitcom,
    });
    expectInvalidField(
      await create({ titulo: 'Sem lugar', descricao: 'x', id_categoria: category }),
      'object.id_empresa',
      'Campo obrigatório',
    );
    for (const field of ['titulo', 'descricao', 'id_categoria']) {
      expectInvalidField(
        await create({ titulo: 'T', descricao: 'D', id_categoria: category, id_empresa: bitcom, [field]: undefined }),
        `object.${field}`,
        'Campo obrigatório',
      );
    }
  });

  it('counts the incidents in total and per category for the home', async () => {
    const before = (await t.app.inject({ method: 'POST', url: '/v1/incidente/contador', headers: rh })).json();
    await create({ titulo: 'Mais um', descricao: 'x', id_categoria: category, id_empresa: bitcom });
    const res = await t.app.inject({ method: 'POST', url: '/v1/incidente/contador', headers: rh });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.total).toBe(before.total + 1);
    const of = (counts: { por_categoria: { id_categoria: number; total: number }[] }) =>
      counts.por_categoria.find((c) => c.id_categoria === category)!.total;
    expect(of(after)).toBe(of(before) + 1);
    expect((await t.app.inject({ method: 'POST', url: '/v1/incidente/contador' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/incidente/contador',
          headers: await t.headersFor('colaborador'),
        })
      ).statusCode,
    ).toBe(403);
  });
});
