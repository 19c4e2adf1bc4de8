import { describe, expect, it } from 'vitest';
import { canSales, rolesAllowed, salesRoleOf } from './sales.permissions';

describe('sales permissions', () => {
  it('lets readers list, requesters write and only managers delete', () => {
    expect(canSales('list', 'marketing:leitor')).toBe(true);
    expect(canSales('create', 'marketing:leitor')).toBe(false);
    expect(canSales('edit', 'vendas:solicitante')).toBe(true);
    expect(canSales('delete', 'vendas:solicitante')).toBe(false);
    expect(canSales('delete', 'marketing:gestor')).toBe(true);
    expect(canSales('delete', 'users:superadmin')).toBe(true);
  });

  it('refuses roles of other modules and the plain user', () => {
    expect(canSales('list', 'rh:gestor')).toBe(false);
    expect(canSales('list', 'user')).toBe(false);
  });

  it('acts with the marketing role, falling back to the vendas role', () => {
    expect(salesRoleOf(['marketing:leitor', 'vendas:gestor'])).toBe('marketing:leitor');
    expect(salesRoleOf(['vendas:solicitante', 'user'])).toBe('vendas:solicitante');
    expect(salesRoleOf(['pagina_inicial:leitor', 'user'])).toBe('user');
    expect(salesRoleOf(['users:superadmin'])).toBe('users:superadmin');
  });

  it('lists the roles of a module allowed to perform an action', () => {
    expect(rolesAllowed('marketing', 'list')).toEqual(['users:superadmin', 'marketing:gestor', 'marketing:solicitante', 'marketing:leitor']);
    expect(rolesAllowed('marketing', 'delete')).toEqual(['users:superadmin', 'marketing:gestor']);
  });
});
