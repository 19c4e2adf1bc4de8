import { describe, expect, it } from 'vitest';
import {
  cnhNumberRequired,
  editsProfile,
  maritalKeyOf,
  maritalMatchesGender,
  maritalValue,
  seesProfile,
} from './employees.rules';
import { employeeProfileBody } from './employees.schemas';

describe('marital status by gender', () => {
  it('stores the feminine form for F and the masculine for M and O; União Estável is one value', () => {
    expect(maritalValue('casado', 'F')).toBe('CASADA');
    expect(maritalValue('casado', 'M')).toBe('CASADO');
    expect(maritalValue('viuvo', 'O')).toBe('VIUVO');
    expect(maritalValue('viuvo', 'F')).toBe('VIUVA');
    expect(maritalValue('uniao_estavel', 'F')).toBe('UNIAO_ESTAVEL');
    expect(maritalKeyOf('DIVORCIADA')).toBe('divorciado');
    expect(maritalMatchesGender('SOLTEIRA', 'M')).toBe(false);
    expect(maritalMatchesGender('SOLTEIRO', 'O')).toBe(true);
  });
});

describe('employee profile schema', () => {
  const base = {
    nome: 'Ana',
    cpf: '529.982.247-25',
    genero: 'F',
    estado_civil: 'SOLTEIRA',
    data_nascimento: '1990-01-01',
    cnh_categoria: 'Não Possui',
  };

  it("does not ask for the CNH number of 'Não Possui' and drops one given", () => {
    expect(cnhNumberRequired('Não Possui')).toBe(false);
    expect(employeeProfileBody.parse({ ...base, cnh_numero: '123' }).cnh_numero).toBeNull();
    expect(employeeProfileBody.safeParse({ ...base, cnh_categoria: 'B' }).success).toBe(false);
  });

  it('checks the CPF digits and stores it masked', () => {
    expect(employeeProfileBody.parse({ ...base, cpf: '52998224725' }).cpf).toBe('529.982.247-25');
    for (const cpf of ['529.982.247-24', '111.111.111-11', '123'])
      expect(employeeProfileBody.safeParse({ ...base, cpf }).success).toBe(false);
  });
});

describe('whose profile a person sees and edits', () => {
  const employee = { userId: 7, roles: ['user', 'pagina_inicial:leitor'] };
  const hrReader = { userId: 8, roles: ['rh:solicitante'] };
  const hrManager = { userId: 9, roles: ['rh:gestor'] };

  it('gives everyone their own profile, and HR readers and managers anyone else’s to see', () => {
    expect(seesProfile(employee, 7)).toBe(true);
    expect(seesProfile(employee, 8)).toBe(false);
    expect(seesProfile(hrReader, 7)).toBe(true);
    expect(seesProfile(hrManager, 7)).toBe(true);
  });

  it('lets only the employee and HR managers edit a profile', () => {
    expect(editsProfile(employee, 7)).toBe(true);
    expect(editsProfile(hrReader, 7)).toBe(false);
    expect(editsProfile(hrManager, 7)).toBe(true);
  });
});
