import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { PERMISSIONS, actingRoleFor, roleCan, rolesCan, type Action } from './permissions';

describe('the permission map', () => {
  it('names each action after its area, as <area>.<verb>', () => {
    for (const action of Object.keys(PERMISSIONS)) expect(action).toMatch(/^[a-z-]+\.[A-Za-z]+$/);
  });

  it('acts with the first module of the area in which the user holds a role', () => {
    expect(actingRoleFor(['onboarding:solicitante', 'rh:gestor'], 'onboarding.list')).toBe('onboarding:solicitante');
    expect(actingRoleFor(['rh:leitor', 'user'], 'content.list')).toBe('rh:leitor');
    expect(actingRoleFor(['vendas:solicitante', 'user'], 'campaign.create')).toBe('vendas:solicitante');
    expect(actingRoleFor(['user'], 'onboarding.list')).toBe('user');
    expect(actingRoleFor(['user'], 'session.any')).toBeUndefined();
  });

  it('gives onboarding row actions by role: delete to the superadmin only, edit to managers, link to requesters', () => {
    const allowed = (role: string) =>
      (['onboarding.list', 'onboarding.link', 'onboarding.edit', 'onboarding.delete'] as Action[]).filter((a) =>
        roleCan(role, a),
      );
    expect(allowed('users:superadmin')).toEqual([
      'onboarding.list',
      'onboarding.link',
      'onboarding.edit',
      'onboarding.delete',
    ]);
    expect(allowed('rh:gestor')).toEqual(['onboarding.list', 'onboarding.link', 'onboarding.edit']);
    expect(allowed('onboarding:solicitante')).toEqual(['onboarding.list', 'onboarding.link']);
    expect(allowed('rh:leitor')).toEqual(['onboarding.list']);
    expect(allowed('user')).toEqual([]);
  });

  it('refuses roles of modules outside the area, and the plain user', () => {
    expect(roleCan('rh:gestor', 'campaign.list')).toBe(false);
    expect(roleCan('marketing:gestor', 'onboarding.list')).toBe(false);
    expect(roleCan('user', 'campaign.list')).toBe(false);
  });

  it('judges a user by the role the screens would send', () => {
    // The marketing role comes first in sales: a marketing reader who manages vendas acts as a reader.
    expect(rolesCan(['marketing:leitor', 'vendas:gestor', 'user'], 'campaign.delete')).toBe(false);
    expect(rolesCan(['vendas:gestor', 'user'], 'campaign.delete')).toBe(true);
    expect(rolesCan(['user'], 'users.list')).toBe(false);
    expect(rolesCan(['pagina_inicial:leitor', 'user'], 'users.list')).toBe(true);
    expect(rolesCan([], 'public.call')).toBe(true);
  });

  it('keeps every area to modules of the role model', () => {
    for (const modules of Object.values(AREAS)) expect(modules.length).toBeGreaterThan(0);
  });
});
