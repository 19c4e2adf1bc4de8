import { describe, expect, it } from 'vitest';
import { resolveActingRole, roleSatisfies } from './access-rule';
import { CUSTOMER_ROLE, SUPERADMIN, USER_ROLE } from './roles';

describe('the customer role', () => {
  const customerCall = { level: 'customer' } as const;

  it('opens the customer calls and the public ones, and nothing else', () => {
    expect(roleSatisfies(CUSTOMER_ROLE, customerCall)).toBe(true);
    expect(roleSatisfies(CUSTOMER_ROLE, { level: 'public' })).toBe(true);
    expect(roleSatisfies(CUSTOMER_ROLE, { level: 'user' })).toBe(false);
    expect(roleSatisfies(CUSTOMER_ROLE, { level: 'read', area: 'communication' })).toBe(false);
  });

  it('is the only role a customer call accepts, the superadmin included', () => {
    for (const role of [SUPERADMIN, USER_ROLE, 'vendas:gestor', 'guest'])
      expect(roleSatisfies(role, customerCall)).toBe(false);
  });

  it('is the only role a customer acts with, whatever x-role it sends', () => {
    const roles = [CUSTOMER_ROLE];
    expect(resolveActingRole(roles, undefined, { level: 'user' })).toBe(CUSTOMER_ROLE);
    expect(resolveActingRole(roles, USER_ROLE, { level: 'user' })).toBeNull();
    expect(resolveActingRole(roles, SUPERADMIN, { level: 'superadmin' })).toBeNull();
    expect(resolveActingRole(roles, CUSTOMER_ROLE, customerCall)).toBe(CUSTOMER_ROLE);
  });
});
