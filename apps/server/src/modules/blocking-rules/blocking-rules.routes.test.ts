import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blockingRuleService } from './blocking-rules.service';

describe('blocking rules', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bitcom: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: blockingRuleService,
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['configuracao:leitor', 'configuracao:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor', 'marketing'],
    sample: (tag) => ({ nome: tag, provedor: bitcom, dias_atraso: 30 }),
    edit: { ativo: true, dias_atraso: 45 },
  });

  it('records the registering user and refuses fewer than one day overdue', async () => {
    const create = (object: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/criar/regra/bloqueio', headers: admin, payload: { object } });
    const res = await create({ nome: 'Bloqueio teste', provedor: bitcom, dias_atraso: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().insert_regra_bloqueio_one.id;
    const row = (await t.app.inject({ method: 'GET', url: `/v1/regra/bloqueio/${id}`, headers: admin })).json()
      .regra_bloqueio[0];
    expect(row).toMatchObject({ id_usuario: t.accounts.admin.usuarioId, ativo: false });
    expectInvalidField(
      await create({ nome: 'Zero', provedor: bitcom, dias_atraso: 0 }),
      'object.dias_atraso',
      'Este valor não pode ser menor que 1!',
    );
    expectInvalidField(await create({ nome: 'Sem provedor', dias_atraso: 5 }), 'object.provedor', 'Campo obrigatório');
  });
});
