import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../components/cards-menu/cards-menu';
import { MARKETING_SECTIONS } from './marketing-cards';

const leadCards = (roles: string[]) => visibleSections(MARKETING_SECTIONS, roles, false).find((s) => s.title === 'Leads')?.cards.map((c) => c.title) ?? [];

describe('the marketing home cards', () => {
  it('shows campaigns and channels to every marketing role that may list them', () => {
    for (const role of ['marketing:leitor', 'marketing:solicitante', 'marketing:gestor', 'users:superadmin']) {
      expect(leadCards([role, 'user'])).toEqual(expect.arrayContaining(['Campanhas', 'Canais']));
    }
  });

  it('shows tracking links and leads to every marketing role that may list them, and to no one outside the sales area', () => {
    for (const role of ['marketing:leitor', 'marketing:gestor', 'users:superadmin']) {
      expect(leadCards([role, 'user'])).toEqual(expect.arrayContaining(['Link de Rastreamento', 'Leads']));
    }
    expect(leadCards(['rh:gestor', 'pagina_inicial:leitor', 'user'])).not.toEqual(expect.arrayContaining(['Link de Rastreamento']));
    expect(leadCards(['rh:gestor', 'pagina_inicial:leitor', 'user'])).not.toContain('Leads');
  });

  it('hides campaigns and channels from roles outside the sales area', () => {
    expect(leadCards(['rh:gestor', 'pagina_inicial:leitor', 'user'])).not.toContain('Campanhas');
    expect(leadCards(['rh:gestor', 'pagina_inicial:leitor', 'user'])).not.toContain('Canais');
  });
});
