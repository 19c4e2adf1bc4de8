import { describe, expect, it } from 'vitest';
import { COMMUNICATION_SCALE_API } from './communication-scale.contract';

describe('the communication-scale contract', () => {
  it('keeps the spec paths and methods of campaigns and rules', () => {
    expect(Object.values(COMMUNICATION_SCALE_API).map((e) => `${e.method} ${e.path} ${e.access}`)).toEqual([
      'GET /v1/campanha/agendamento scale.list',
      'GET /v1/campanha/agendamento/:id scale.list',
      'POST /v1/campanha/agendamento scale.create',
      'PUT /v1/campanha/agendamento/:id scale.edit',
      'DELETE /v1/campanha/agendamento/:id scale.delete',
      'POST /v1/campanha/regras rule.create',
      'GET /v1/campanha/regras/:id rule.list',
      'PUT /v1/campanha/regras/:id rule.edit',
      'DELETE /v1/campanha/regras/:id rule.delete',
    ]);
  });

  it('creates, edits and deletes a campaign under the keys named after its table', () => {
    expect(COMMUNICATION_SCALE_API.create.body.parse({ object: { nome: ' Régua ', sistema: 1 } })).toEqual({
      object: { nome: 'Régua', sistema: 1, ativo: true },
    });
    expect(COMMUNICATION_SCALE_API.update.body.parse({ object: { ativo: false } })).toEqual({
      object: { ativo: false },
    });
    expect(
      COMMUNICATION_SCALE_API.create.response.safeParse({ insert_campanha_comunicacao_one: { id: 1 } }).success,
    ).toBe(true);
    expect(
      COMMUNICATION_SCALE_API.remove.response.safeParse({ delete_campanha_comunicacao_by_pk: { id: 1 } }).success,
    ).toBe(true);
  });

  it('asks for the provider and the name with the generic required message', () => {
    const result = COMMUNICATION_SCALE_API.create.body.safeParse({ object: { nome: '  ' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['object.nome', 'Campo obrigatório'],
      ['object.sistema', 'Campo obrigatório'],
    ]);
  });
});
