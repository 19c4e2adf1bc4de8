import { describe, expect, it } from 'vitest';
import { menuCountForWidth, menuEntriesFor, splitMenu } from './module-menu-entries';
import { profileMenuEntries } from './profile-menu-entries';

describe('module menu', () => {
  it('shows 2, 4, 6, 8, 9 or 10 entries by width', () => {
    expect([400, 500, 501, 700, 800, 900, 1000, 1001, 1920].map(menuCountForWidth)).toEqual([
      2, 2, 4, 4, 6, 8, 9, 10, 10,
    ]);
  });

  it('puts the entries beyond the count under more', () => {
    expect(splitMenu([1, 2, 3, 4, 5], 400)).toEqual({ shown: [1, 2], more: [3, 4, 5] });
    expect(splitMenu([1, 2, 3], 1366)).toEqual({ shown: [1, 2, 3], more: [] });
  });

  it('filters the entries by role', () => {
    const keys = (roles: string[]) => menuEntriesFor(roles).map((e) => e.key);
    expect(keys(['marketing:gestor', 'vendas:gestor', 'pagina_inicial:leitor'])).toContain('marketing');
    expect(keys(['pagina_inicial:leitor'])).not.toContain('marketing');
    expect(keys(['pagina_inicial:leitor'])).not.toContain('rh');
    expect(keys(['rh:solicitante', 'pagina_inicial:leitor'])).toContain('rh');
    // The home page (the logo) is where an employee's onboarding is; the spec's menu has no such entry.
    expect(keys(['pagina_inicial:leitor', 'rh:gestor', 'users:superadmin'])).not.toContain('onboarding');
  });
});

describe('profile menu', () => {
  it('offers Usuários and Configurações to module managers only', () => {
    const labels = (roles: string[]) => profileMenuEntries({ roles, usuarioId: 1 }).map((e) => e.label);
    expect(labels(['rh:gestor'])).toEqual([
      'Meu perfil',
      'Currículo',
      'Alterar senha',
      'Usuários',
      'Configurações',
      'Sair',
    ]);
    expect(labels(['pagina_inicial:leitor'])).toEqual([
      'Meu perfil',
      'Currículo',
      'Meus documentos',
      'Minha família',
      'Assinatura de e-mail',
      'Alterar senha',
      'Sair',
    ]);
  });

  it('offers the e-mail signature to employees only', () => {
    const labels = (roles: string[]) => profileMenuEntries({ roles, usuarioId: 1 }).map((e) => e.label);
    expect(labels(['user'])).not.toContain('Assinatura de e-mail');
    expect(labels(['users:superadmin'])).toContain('Assinatura de e-mail');
  });
});
