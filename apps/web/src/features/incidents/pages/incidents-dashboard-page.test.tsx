import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { INCIDENT_DASHBOARD_API as API } from '@intranet/shared/incidents/incidents.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { IncidentsDashboardPage } from './incidents-dashboard-page';

afterEach(() => session.clear());

describe('the incidents dashboard', () => {
  it('shows the totals, the months and the categories and departments with the time to resolve', async () => {
    stubApi([
      answer(API.dashboard, ({ url }) => {
        expect(url.searchParams.get('meses')).toBe('12');
        return {
          de: '2025-12-01',
          total: 5,
          resolvidos: 3,
          horas_para_resolver: 7.5,
          por_mes: [
            { mes: '2025-12', total: 2, resolvidos: 2, horas_para_resolver: 4 },
            { mes: '2026-01', total: 3, resolvidos: 1, horas_para_resolver: null },
          ],
          por_categoria: [
            { id: 1, titulo: 'Rede', color: '#1677ff', total: 5, resolvidos: 3, horas_para_resolver: 7.5 },
          ],
          por_departamento: [{ id: 3, nome: 'Tecnologia (Bitcom)', total: 5, resolvidos: 3, horas_para_resolver: 7.5 }],
        };
      }),
    ]);
    signIn({ roles: ['rh:leitor'] });
    renderPage(<IncidentsDashboardPage />);
    expect(await screen.findByText('dez/25')).toBeInTheDocument();
    expect(screen.getByText('jan/26')).toBeInTheDocument();
    expect(screen.getByText('Rede')).toBeInTheDocument();
    expect(screen.getByText('Tecnologia (Bitcom)')).toBeInTheDocument();
    expect(screen.getAllByText('7,5 h').length).toBeGreaterThan(0);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
