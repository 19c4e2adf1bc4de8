import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categoryService, incidentCategoryService } from './categories.service';

describe('news and incident categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const common = {
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
    outsiders: ['colaborador', 'candidato', 'marketing'],
    sample: (tag: string) => ({ titulo: tag, icone: 'campaign', color: '#1565c0' }),
    edit: { ativo: true, color: '#2e7d32', icone: 'event' },
  } as const;
  describe('categories', () => describeCrud(() => t, { ...common, service: categoryService }));
  describe('incident categories', () => describeCrud(() => t, { ...common, service: incidentCategoryService }));

  it('asks for title, icon and colour with "Campo obrigatório"', async () => {
    const headers = await t.headersFor('rhGestor', 'rh:gestor');
    const create = (object: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/criar/incidente/categoria', headers, payload: { object } });
    for (const field of ['titulo', 'icone', 'color']) {
      expectInvalidField(
        await create({ titulo: 'Sem', icone: 'home', color: '#000000', [field]: undefined }),
        `object.${field}`,
        'Campo obrigatório',
      );
    }
    expectInvalidField(
      await create({ titulo: 'Cor', icone: 'home', color: 'azul' }),
      'object.color',
      'Campo obrigatório',
    );
    expect((await create({ titulo: 'Completa', icone: 'home', color: '#000000' })).statusCode).toBe(200);
  });
});
