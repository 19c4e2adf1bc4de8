import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BLOCKING_RULES_MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import { blockingCriterionService } from './blocking-criteria.service';
import { blockingRuleService } from './blocking-rules.service';

describe('blocking rules', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bitcom: number;
  let ruleId: number;
  const create = (object: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/criar/regra/bloqueio', headers: admin, payload: { object } });
  const versionOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/regra/bloqueio/${id}`, headers: admin })).json().regra_bloqueio[0]
      .versao as number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
    ruleId = (await create({ nome: 'Regra dos critérios', provedor: bitcom, dias_atraso: 10 })).json()
      .insert_regra_bloqueio_one.id;
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

  describe('exception criteria', () => {
    describeCrud(() => t, {
      service: blockingCriterionService,
      manager: { account: 'admin', role: 'users:superadmin' },
      roles: ['configuracao:leitor', 'configuracao:gestor'],
      outsiders: ['colaborador', 'candidato', 'rhGestor', 'marketing'],
      sample: () => ({ id_regra: ruleId, tipo: 'valor_abaixo' as const, valor_limite: 25.5 }),
      edit: { ativo: false },
    });

    it("keeps only the kind's parameter and refuses a kind without one", async () => {
      const add = (object: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/criar/regra/bloqueio/criterio',
          headers: admin,
          payload: { object: { id_regra: ruleId, ...object } },
        });
      const res = await add({ tipo: 'marcador', marcador: 'vip', valor_limite: 10 });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().insert_regra_bloqueio_criterio_one.id;
      const row = (
        await t.app.inject({ method: 'GET', url: `/v1/regra/bloqueio/criterio/${id}`, headers: admin })
      ).json().regra_bloqueio_criterio[0];
      expect(row).toMatchObject({ tipo: 'marcador', marcador: 'vip', valor_limite: null, tipo_contrato: null });
      expectInvalidField(await add({ tipo: 'tipo_contrato' }), 'object.tipo_contrato', 'Escolha o tipo de contrato.');
      expectInvalidField(
        await add({ tipo: 'marcador', marcador: 'Órgão' }),
        'object.marcador',
        'Use letras minúsculas sem acento, números e _ (ex.: servico_essencial).',
      );
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/v1/regra/bloqueio/criterio/${id}`,
        headers: admin,
        payload: { object: { tipo: 'valor_abaixo' } },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe(BLOCKING_RULES_MSG.criterionParameter.valor_abaixo);
    });

    it('raises the rule version on every change of the rule or of its criteria', async () => {
      const id = (await create({ nome: 'Versões', provedor: bitcom, dias_atraso: 5 })).json().insert_regra_bloqueio_one
        .id;
      expect(await versionOf(id)).toBe(1);
      const put = (url: string, object: Record<string, unknown>) =>
        t.app.inject({ method: 'PUT', url, headers: admin, payload: { object } });
      await put(`/v1/regra/bloqueio/${id}`, { dias_bloqueio: 20 });
      expect(await versionOf(id)).toBe(2);
      const criterion = (
        await t.app.inject({
          method: 'POST',
          url: '/v1/criar/regra/bloqueio/criterio',
          headers: admin,
          payload: { object: { id_regra: id, tipo: 'promessa_pagamento' } },
        })
      ).json().insert_regra_bloqueio_criterio_one.id;
      expect(await versionOf(id)).toBe(3);
      await put(`/v1/regra/bloqueio/criterio/${criterion}`, { ativo: false });
      expect(await versionOf(id)).toBe(4);
      await put(`/v1/regra/bloqueio/criterio/${criterion}`, { ativo: false });
      expect(await versionOf(id)).toBe(4);
      await t.app.inject({ method: 'DELETE', url: `/v1/regra/bloqueio/criterio/${criterion}`, headers: admin });
      expect(await versionOf(id)).toBe(5);
      const order = await put(`/v1/regra/bloqueio/${id}`, { dias_atraso: 30 });
      expect(order.statusCode).toBe(400);
      expect(order.json().fields).toEqual([
        { path: 'object.dias_bloqueio', message: BLOCKING_RULES_MSG.thresholdsOrder },
      ]);
      expect(await versionOf(id)).toBe(5);
    });
  });

  it('records the registering user and refuses fewer than one day overdue', async () => {
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
