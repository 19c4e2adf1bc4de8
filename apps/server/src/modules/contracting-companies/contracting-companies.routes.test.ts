import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj } from '@intranet/shared/validation/cnpj';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contractingCompanyService } from './contracting-companies.service';

/** A valid CNPJ made from a number (its two check digits computed). */
function cnpjFor(n: number): string {
  const digits = String(10_000_000 + n)
    .padStart(8, '0')
    .concat('0001')
    .split('')
    .map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return formatCnpj(digits.join(''));
}

describe('contracting companies', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bitcom: number;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    bitcom = (await t.app.inject({ method: 'GET', url: '/v1/companies', headers: admin }))
      .json()
      .companies.find((c: { nome: string }) => c.nome === 'Bitcom').id;
  });
  afterAll(async () => t?.close());

  const sample = (tag: string) => ({
    razao_social: `${tag} Ltda`,
    nome_fantasia: tag,
    cnpj: cnpjFor(++counter),
    cep: '30130-000',
    endereco: 'Rua da Bahia',
    numero: '100',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    id_empresa: bitcom,
  });

  describeCrud(() => t, {
    service: contractingCompanyService,
    manager: { account: 'admin', role: 'users:superadmin' },
    roles: ['configuracao:leitor', 'configuracao:gestor'],
    outsiders: ['colaborador', 'candidato', 'rhGestor', 'marketing'],
    sample,
    edit: { ativo: true, complemento: 'Sala 2' },
  });

  const create = (object: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/criar/empresa/contratante', headers: admin, payload: { object } });

  it('refuses a CNPJ whose check digits are wrong with the spec text, and keeps a valid one masked', async () => {
    expectInvalidField(
      await create({ ...sample('CNPJ errado'), cnpj: '11.222.333/0001-82' }),
      'object.cnpj',
      'Ops! Parece que seu cnpj é inválido!',
    );
    expectInvalidField(
      await create({ ...sample('CNPJ curto'), cnpj: '11.222.333/0001' }),
      'object.cnpj',
      'Ops! Parece que seu cnpj é inválido!',
    );
    const res = await create({ ...sample('CNPJ sem máscara'), cnpj: '60746948000112' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().insert_rh_empresa_contratante_one.id;
    const row = (await t.app.inject({ method: 'GET', url: `/v1/empresa/contratante/${id}`, headers: admin })).json()
      .rh_empresa_contratante[0];
    expect(row).toMatchObject({ cnpj: '60.746.948/0001-12', ativo: false, complemento: '' });
  });

  it('answers each required field with "Campo obrigatório" and a short CEP with "CEP invalido"', async () => {
    for (const field of [
      'razao_social',
      'nome_fantasia',
      'endereco',
      'numero',
      'bairro',
      'cidade',
      'estado',
      'id_empresa',
      'cnpj',
    ]) {
      expectInvalidField(
        await create({ ...sample('Sem campo'), [field]: undefined }),
        `object.${field}`,
        'Campo obrigatório',
      );
    }
    expectInvalidField(await create({ ...sample('CEP curto'), cep: '30130-00' }), 'object.cep', 'CEP invalido');
  });

  it('refuses a provider that does not exist with 400', async () => {
    expect((await create({ ...sample('Sem provedor'), id_empresa: 2_000_000 })).statusCode).toBe(400);
  });
});
