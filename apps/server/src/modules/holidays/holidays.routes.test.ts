import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feriado } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holidayService } from './holidays.service';

describe('holidays', () => {
  let t: TestApp;
  let rh: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    rh = await t.headersFor('rhGestor', 'rh:gestor');
  });
  afterAll(async () => t?.close());

  describeCrud(() => t, {
    service: holidayService,
    manager: { account: 'rhGestor', role: 'rh:gestor' },
    roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
    outsiders: ['colaborador', 'candidato', 'marketing'],
    sample: (tag) => ({ nome: tag, data: '11-15', tipo: 'Nacional' as const }),
    edit: { ativo: true, recorrencia_anual: true },
  });

  const create = (object: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/criar/feriado', headers: rh, payload: { object } });
  const rowsNamed = (nome: string) =>
    t.database.db.select().from(feriado).where(eq(feriado.nome, nome)).orderBy(feriado.id);

  it('makes one record per selected city of a municipal holiday, month and day only', async () => {
    const res = await create({
      nome: 'Padroeira Local',
      data: '2026-08-15',
      tipo: 'Municipal',
      uf: 'MG',
      municipios: ['Contagem', 'Betim'],
      recorrencia_anual: true,
      ativo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsNamed('Padroeira Local');
    expect(rows.map((r) => [r.municipio, r.uf, r.data, r.tipo])).toEqual([
      ['Contagem', 'MG', '08-15', 'Municipal'],
      ['Betim', 'MG', '08-15', 'Municipal'],
    ]);
    expect(res.json().insert_rh_feriado_one.id).toBe(rows[0].id);
  });

  it('asks for cities on a municipal holiday with "Selecione uma ou mais cidades"', async () => {
    expectInvalidField(
      await create({ nome: 'Sem cidade', data: '03-19', tipo: 'Municipal', uf: 'MG', municipios: [] }),
      'object.municipios',
      'Selecione uma ou mais cidades',
    );
    expectInvalidField(
      await create({ nome: 'Sem cidade', data: '03-19', tipo: 'Municipal' }),
      'object.municipios',
      'Selecione uma ou mais cidades',
    );
  });

  it('asks for the state of a state holiday only, and keeps neither state nor cities on a national one', async () => {
    expectInvalidField(
      await create({ nome: 'Sem estado', data: '07-09', tipo: 'Estadual' }),
      'object.uf',
      'Campo obrigatório',
    );
    expect(
      (
        await create({
          nome: 'Revolução Constitucionalista',
          data: '07-09',
          tipo: 'Estadual',
          uf: 'SP',
          municipios: ['Santos'],
        })
      ).statusCode,
    ).toBe(200);
    expect(await rowsNamed('Revolução Constitucionalista')).toEqual([
      expect.objectContaining({ uf: 'SP', municipio: null }),
    ]);
    expect(
      (await create({ nome: 'Finados', data: '11-02', tipo: 'Nacional', uf: 'MG', municipios: ['Betim'] })).statusCode,
    ).toBe(200);
    expect(await rowsNamed('Finados')).toEqual([
      expect.objectContaining({ uf: null, municipio: null, ativo: false, recorrencia_anual: false }),
    ]);
  });

  it('refuses an impossible day, a missing date or name and an unknown type', async () => {
    expectInvalidField(
      await create({ nome: 'Dia errado', data: '02-30', tipo: 'Nacional' }),
      'object.data',
      'Data inválida',
    );
    expectInvalidField(await create({ nome: 'Sem data', tipo: 'Nacional' }), 'object.data', 'Campo obrigatório');
    expectInvalidField(await create({ data: '05-01', tipo: 'Nacional' }), 'object.nome', 'Campo obrigatório');
    expectInvalidField(
      await create({ nome: 'Sem tipo', data: '05-01', tipo: 'Regional' }),
      'object.tipo',
      'Campo obrigatório',
    );
  });

  it('edits one city record, dropping the state when the type becomes national', async () => {
    await create({ nome: 'Aniversário Local', data: '06-01', tipo: 'Municipal', uf: 'MG', municipios: ['Betim'] });
    const [row] = await rowsNamed('Aniversário Local');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/feriado/${row.id}`,
      headers: rh,
      payload: { object: { tipo: 'Nacional' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().update_rh_feriado_by_pk).toMatchObject({ tipo: 'Nacional', uf: null, municipio: null });
  });
});
