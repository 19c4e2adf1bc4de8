import { describe, expect, it } from 'vitest';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { VACANCY_API } from '@intranet/shared/vacancy/vacancy.contract';
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

  it('shows the cards of built screens exactly to those the permission map lets perform their action', () => {
    const built: [section: string, card: string, action: Action][] = [
      ['Onboarding', 'Onboarding', ONBOARDING_API.create.access],
      ['Onboarding', 'Trilha', TRAIL_API.create.access],
      ['Onboarding', 'Conteúdo', CONTENT_API.create.access],
      ['Relatórios', 'Onboarding', ONBOARDING_API.create.access],
      ['Relatórios', 'Vagas', VACANCY_API.report.access],
    ];
    for (const account of [...DEMO_ACCOUNTS, { key: 'leitor', roles: ['onboarding:leitor', 'rh:leitor'] }]) {
      const t = titles(account.roles);
      for (const [section, card, action] of built) expect(t[section].includes(card), `${account.key}: ${section} / ${card}`).toBe(rolesCan(account.roles, action));
    }
  });

  it('keeps the onboarding cards from readers and the vacancy report from requesters', () => {
    expect(titles(['onboarding:leitor', 'rh:leitor'])['Onboarding']).toEqual([]);
    expect(titles(['rh:solicitante'])['Relatórios']).toEqual(['Onboarding']);
  });
});
