import { describe, expect, it } from 'vitest';
import {
  canGrantRole,
  grantableModules,
  isGrantableRole,
  levelsByModule,
  rolesOfLevels,
  mayHoldRole,
} from './users.rules';

describe('roles given per module', () => {
  it('lets the superadmin give every module, configuracao included', () => {
    expect(grantableModules(['users:superadmin'])).toContain('configuracao');
    expect(canGrantRole(['users:superadmin'], 'configuracao:gestor')).toBe(true);
  });

  it('lets a manager give the modules they manage only, never configuracao', () => {
    expect(grantableModules(['marketing:gestor', 'rh:leitor', 'configuracao:gestor'])).toEqual(['marketing']);
    expect(canGrantRole(['marketing:gestor'], 'marketing:leitor')).toBe(true);
    expect(canGrantRole(['marketing:gestor'], 'rh:leitor')).toBe(false);
    expect(canGrantRole(['rh:solicitante'], 'rh:leitor')).toBe(false);
  });

  it('knows the roles given this way', () => {
    expect(isGrantableRole('vendas:solicitante')).toBe(true);
    for (const role of ['users:superadmin', 'user', 'rh:chefe', 'notifications:viewer', 'rh:gestor:x'])
      expect(isGrantableRole(role)).toBe(false);
  });

  it('reads and writes one level per module', () => {
    expect(levelsByModule(['rh:leitor', 'rh:gestor', 'vendas:leitor'])).toEqual({ rh: 'gestor', vendas: 'leitor' });
    expect(rolesOfLevels({ vendas: 'leitor', rh: 'gestor', marketing: undefined })).toEqual([
      'rh:gestor',
      'vendas:leitor',
    ]);
  });
});

describe('who may hold a role', () => {
  it('gives staff roles to staff accounts only: a candidate holds the base role alone', () => {
    const employee = { funcionario: true };
    const candidate = { funcionario: false };
    for (const role of ['marketing:gestor', 'vendas:leitor', 'pagina_inicial:leitor', 'users:superadmin', 'user'])
      expect(mayHoldRole(employee, role), role).toBe(true);
    expect(mayHoldRole(candidate, 'user')).toBe(true);
    for (const role of ['marketing:gestor', 'vendas:leitor', 'pagina_inicial:leitor', 'users:superadmin'])
      expect(mayHoldRole(candidate, role), role).toBe(false);
  });
});
