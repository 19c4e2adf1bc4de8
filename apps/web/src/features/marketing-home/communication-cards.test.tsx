import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../components/cards-menu/cards-menu';
import { MARKETING_SECTIONS } from './marketing-cards';

const communicationCards = (roles: string[]) =>
  visibleSections(MARKETING_SECTIONS, [...roles, 'user'], false).find((s) => s.title === 'Comunicação')?.cards.map((c) => c.title) ?? [];

describe('the communication cards of the marketing home', () => {
  it('shows Restrições de Envio to every communication role that may list restrictions, and not to marketing roles', () => {
    for (const role of ['regua_comunicacao:leitor', 'regua_comunicacao:solicitante', 'regua_comunicacao:gestor', 'users:superadmin']) {
      expect(communicationCards([role])).toContain('Restrições de Envio');
    }
    expect(communicationCards(['marketing:gestor'])).not.toContain('Restrições de Envio');
  });

  it('shows Eventos to every marketing role that may list events, and not to communication or HR roles', () => {
    for (const role of ['marketing:leitor', 'marketing:solicitante', 'marketing:gestor', 'users:superadmin']) {
      expect(communicationCards([role])).toContain('Eventos');
    }
    expect(communicationCards(['regua_comunicacao:gestor'])).not.toContain('Eventos');
    expect(communicationCards(['rh:gestor', 'pagina_inicial:leitor'])).not.toContain('Eventos');
  });
});
