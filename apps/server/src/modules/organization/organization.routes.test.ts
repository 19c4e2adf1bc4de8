import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { departmentService, positionService, sectorService } from './organization.service';

describe('departments, sectors and positions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bitcom: number;
  let department: number;
  let sector: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
    department = (
      await post('/v1/organizacao/criar/departamento', { object: { nome: 'Base Departamento', id_empresa: bitcom } })
    ).json().insert_rh_departamento_one.id;
    sector = (
      await post('/v1/organizacao/criar/setor', { object: { nome: 'Base Setor', id_departamento: department } })
    ).json().insert_rh_setor_one.id;
  });
  afterAll(async () => t?.close());

  function post(url: string, payload: unknown, headers = admin) {
    return t.app.inject({ method: 'POST', url, headers, payload: payload as never });
  }

  const common = {
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
    outsiders: ['colaborador', 'candidato', 'marketing'],
  } as const;
  describe('departments', () => {
    describeCrud(() => t, {
      ...common,
      service: departmentService,
      sample: (tag) => ({ nome: tag, id_empresa: bitcom }),
      edit: { ativo: true },
    });
  });
  describe('sectors', () => {
    describeCrud(() => t, {
      ...common,
      service: sectorService,
      sample: (tag) => ({ nome: tag, id_departamento: department }),
      edit: { ativo: true },
    });
  });
  describe('positions', () => {
    describeCrud(() => t, {
      ...common,
      service: positionService,
      sample: (tag) => ({ nome: tag, id_setor: sector }),
      edit: { ativo: true },
    });
  });

  it('builds a department → sector → position chain that the lookups then offer, and keeps a department in use from deletion', async () => {
    const dep = (
      await post('/v1/organizacao/criar/departamento', {
        object: { nome: 'Jurídico', id_empresa: bitcom, ativo: true },
      })
    ).json().insert_rh_departamento_one.id;
    const sec = (
      await post('/v1/organizacao/criar/setor', { object: { nome: 'Contratos', id_departamento: dep, ativo: true } })
    ).json().insert_rh_setor_one.id;
    const pos = await post('/v1/organizacao/criar/cargo', { object: { nome: 'Advogado', id_setor: sec, ativo: true } });
    expect(pos.statusCode, pos.body).toBe(200);
    const positions = (await t.app.inject({ method: 'GET', url: `/v1/company/cargo/${bitcom}`, headers: admin })).json()
      .rh_cargo;
    expect(positions).toEqual(expect.arrayContaining([expect.objectContaining({ nome: 'Advogado', id_setor: sec })]));
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/organizacao/departamento/${dep}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Departamento em uso: não pode ser excluído(a).');
  });

  it('asks for the name and the parent of each with "Campo obrigatório", and refuses an unknown parent with 400', async () => {
    expectInvalidField(
      await post('/v1/organizacao/criar/departamento', { object: { nome: ' ', id_empresa: bitcom } }),
      'object.nome',
      'Campo obrigatório',
    );
    expectInvalidField(
      await post('/v1/organizacao/criar/departamento', { object: { nome: 'X' } }),
      'object.id_empresa',
      'Campo obrigatório',
    );
    expectInvalidField(
      await post('/v1/organizacao/criar/setor', { object: { nome: 'X' } }),
      'object.id_departamento',
      'Campo obrigatório',
    );
    expectInvalidField(
      await post('/v1/organizacao/criar/cargo', { object: { nome: 'X' } }),
      'object.id_setor',
      'Campo obrigatório',
    );
    expect((await post('/v1/organizacao/criar/cargo', { object: { nome: 'X', id_setor: 2_000_000 } })).statusCode).toBe(
      400,
    );
  });
});
