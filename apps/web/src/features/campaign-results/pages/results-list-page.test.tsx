import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { session } from '../../../lib/session';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { formAnswers, resultRow } from '../test/results-fixtures';
import { ResultsListPage } from './results-list-page';

const PATH = '/marketing/results-campaigns/list';
const listed = answer(CAMPAIGN_RESULTS_API.list, () => ({
  relatorio_listar_resultado_campanha: [
    resultRow(),
    resultRow({ id: 41, canal: 'Google', id_canal: 12, faturamento: 0 }),
  ],
}));

afterEach(() => session.clear());

describe('campaign results list', () => {
  it('lists Periodo, Provedor, Canal and Faturamento, asking the server for the campaign of the address', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([...formAnswers, listed]);
    renderPage(<ResultsListPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    expect(await screen.findByText('R$ 7.196,40')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    for (const title of ['Periodo', 'Provedor', 'Canal', 'Faturamento', 'Ações']) expect(headers).toContain(title);
    expect(screen.getAllByText('05 - 11/Jan')).toHaveLength(2);
    expect(calls.find((c) => c.path === CAMPAIGN_RESULTS_API.list.path)?.body).toEqual({
      filtro: { id_campanha: { _eq: 5 } },
    });
    expect(await screen.findByText('RESULTADOS DA CAMPANHA - BLACK FRIDAY FIBRA')).toBeInTheDocument();
  });

  it("says 'Nenhum dado encontrado' for a campaign without results", async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, answer(CAMPAIGN_RESULTS_API.list, () => ({ relatorio_listar_resultado_campanha: [] }))]);
    renderPage(<ResultsListPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();
  });

  it('opens a row to show its impressions, clicks, conversations, investment, leads and sales', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, listed]);
    renderPage(<ResultsListPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    await screen.findByText('R$ 7.196,40');
    fireEvent.click(screen.getAllByRole('button', { name: /expandir linha|expand row/i })[0]);
    for (const [label, value] of [
      ['Impressões', '50.000'],
      ['Cliques', '1.234'],
      ['Conversas iniciadas', '20'],
      ['Valor Investido', 'R$ 1.500,50'],
      ['Leads', '25'],
      ['Vendas', '6'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('goes to the edit screen with id_result', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, listed]);
    renderPage(<ResultsListPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    await screen.findByText('R$ 7.196,40');
    fireEvent.click(screen.getAllByLabelText('Editar')[0]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/results-campaigns/edit/40?id_result=40&id_campanha=5',
    );
  });

  it('inside the report, edits on the report and goes back to it', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, listed]);
    renderPage(<ResultsListPage section="report" />, {
      path: '/marketing/results-campaigns-report/list',
      at: '/marketing/results-campaigns-report/list?idCampaign=5',
    });
    await screen.findByText('R$ 7.196,40');
    fireEvent.click(screen.getAllByLabelText('Editar')[0]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/results-campaigns-report/edit?id_result=40&id_campanha=5',
    );
  });

  it('offers Editar exactly to the accounts the server lets edit', async () => {
    await expectButtonsFollowPermissions(() => <ResultsListPage />, [...formAnswers, listed], 'R$ 7.196,40', [
      { label: 'Editar', action: 'campaign-result.edit' },
    ]);
  });

  it('offers NOVO RESULTADO for the campaign of the address, leading to its register', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, listed]);
    renderPage(<ResultsListPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    fireEvent.click(await screen.findByText('NOVO RESULTADO'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/results-campaigns/register?idCampaign=5',
    );
  });
});
