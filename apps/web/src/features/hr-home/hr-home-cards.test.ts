import { describe, expect, it } from 'vitest';
import { hrHomeSections } from './hr-home-cards';

const titles = (roles: string[]) =>
  Object.fromEntries(hrHomeSections(roles).map((s) => [s.title, s.cards.map((c) => c.title)]));

describe('hrHomeSections', () => {
  it('gives an HR manager every card but the requesters-only vacancies', () => {
    const t = titles(['rh:gestor']);
    expect(t['Onboarding']).toEqual(['Onboarding', 'Trilha', 'Conteúdo']);
    expect(t['Relatórios']).toContain('Vagas');
    expect(t['Trabalhe Conosco']).toEqual(['Banco de currículos', 'Dashboard de vagas']);
    expect(t['Configurações básicas']).toHaveLength(5);
  });

  it('gives an onboarding requester only the onboarding cards and the onboarding report', () => {
    const t = titles(['onboarding:solicitante', 'pagina_inicial:leitor']);
    expect(t['Onboarding']).toEqual(['Onboarding', 'Trilha', 'Conteúdo']);
    expect(t['Relatórios']).toEqual(['Onboarding']);
    expect(t['Departamento Pessoal']).toEqual([]);
  });

  it('shows dismissals to dismissal requesters and vacancies to talent-bank requesters', () => {
    expect(titles(['desligamentos:solicitante'])['Departamento Pessoal']).toEqual(['Desligamentos']);
    expect(titles(['banco_talentos:solicitante'])['Trabalhe Conosco']).toEqual(['Banco de currículos', 'Vagas']);
  });

  it('shows nothing to an employee without HR roles', () => {
    expect(hrHomeSections(['pagina_inicial:leitor']).every((s) => s.cards.length === 0)).toBe(true);
  });
});
