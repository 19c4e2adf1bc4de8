import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { formAnswers, resultRow } from '../test/results-fixtures';
import { ResultEditPage } from './result-edit-page';

const PATH = '/marketing/results-campaigns/edit/:id';
const AT = '/marketing/results-campaigns/edit/40?id_result=40&id_campanha=5';
const read = answer(CAMPAIGN_RESULTS_API.list, () => ({ relatorio_listar_resultado_campanha: [resultRow()] }));
const history = answer(HISTORY_API.list, () => ({ rh_logs_rh: [] }));

afterEach(() => session.clear());

describe('campaign result edit', () => {
  it('opens the result of id_result in the form, with its masks', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([...formAnswers, read, history]);
    renderPage(<ResultEditPage />, { path: PATH, at: AT });
    await waitFor(() => expect(screen.getByLabelText('Cliques')).toHaveValue('1.234'), { timeout: 5000 });
    expect(screen.getByLabelText('Impressões')).toHaveValue('50.000');
    expect(screen.getByLabelText('Valor investido')).toHaveValue('1.500,50');
    await waitFor(
      () => expect(screen.getByLabelText('Provedor').closest('.ant-select-content')).toHaveAttribute('title', 'Bitcom'),
      { timeout: 5000 },
    );
    expect(calls.find((c) => c.path === CAMPAIGN_RESULTS_API.list.path)?.body).toEqual({ filtro: { id: { _eq: 40 } } });
  });

  it('saves with who edits it and goes to the report list of the campaign', async () => {
    signIn({ roles: ['marketing:gestor'], usuarioId: 7 });
    const { calls } = stubApi([
      ...formAnswers,
      read,
      history,
      answer(CAMPAIGN_RESULTS_API.update, () => ({
        update_vendas_campanha_resultado_by_pk: { id: 40, periodo: '05 - 11/Jan' },
      })),
    ]);
    renderPage(<ResultEditPage />, { path: PATH, at: AT });
    await waitFor(() => expect(screen.getByLabelText('Cliques')).toHaveValue('1.234'), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Cliques'), { target: { value: '2000' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByTestId('navigated', {}, { timeout: 5000 })).toHaveTextContent(
      '/marketing/results-campaigns-report/list?idCampaign=5',
    );
    expect(toasts()).toContain('Resultado editado com sucesso!');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/v1/lead/resultado/campanha/40');
    expect(put?.body).toMatchObject({
      object: {
        id_empresa: 1,
        id_canal: 11,
        periodo_inicio: '2026-01-05',
        periodo_fim: '2026-01-11',
        cliques: '2.000',
        id_usuario_updater: 7,
      },
    });
  });

  it('applies the limits on edit too', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, read, history]);
    renderPage(<ResultEditPage />, { path: PATH, at: AT });
    await waitFor(() => expect(screen.getByLabelText('Cliques')).toHaveValue('1.234'), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Cliques'), { target: { value: '1000001' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Cliques')).toBe('O número máximo de cliques é 1.000.000'), {
      timeout: 5000,
    });
  });

  it("says 'Não foi possivel editar' when the server refuses, with its reason under the field", async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      ...formAnswers,
      read,
      history,
      answer(CAMPAIGN_RESULTS_API.update, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: 'O valor 1,5 não é um número válido',
          fields: [{ path: 'object.cliques', message: 'O valor 1,5 não é um número válido' }],
        });
      }),
    ]);
    renderPage(<ResultEditPage />, { path: PATH, at: AT });
    await waitFor(() => expect(screen.getByLabelText('Cliques')).toHaveValue('1.234'), { timeout: 5000 });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toContain('Não foi possivel editar'), { timeout: 5000 });
    await waitFor(() => expect(errorsUnder('Cliques')).toBe('O valor 1,5 não é um número válido'), { timeout: 5000 });
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
