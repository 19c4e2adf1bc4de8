import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { formAnswers } from '../test/results-fixtures';
import { ResultRegisterPage } from './result-register-page';

const PATH = '/marketing/results-campaigns/register';
const open = () => renderPage(<ResultRegisterPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
const created = answer(CAMPAIGN_RESULTS_API.create, () => ({
  insert_vendas_campanha_resultado_one: { id: 77, periodo: '05 - 11/Jan' },
}));

afterEach(() => session.clear());

function type(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

/** Types both days of the range picker, as a user does, and confirms each. */
async function choosePeriod(start: string, end: string) {
  const [from, to] = screen.getByLabelText('Período').closest('.ant-picker')!.querySelectorAll('input');
  fireEvent.mouseDown(from);
  fireEvent.focus(from);
  fireEvent.change(from, { target: { value: start } });
  fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
  fireEvent.focus(to);
  fireEvent.change(to, { target: { value: end } });
  fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect((to as HTMLInputElement).value).toBe(end), { timeout: 5000 });
}

describe('campaign result register', () => {
  it('keeps Canal disabled until a provider is chosen, then offers its Facebook and Google', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi(formAnswers);
    open();
    expect(
      await screen.findByText('Resultados da campanha - Black Friday Fibra - Novo resultado'.toUpperCase()),
    ).toBeInTheDocument();
    expect(screen.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeInTheDocument();
    expect(screen.getByLabelText('Canal').closest('.ant-select')).toHaveClass('ant-select-disabled');
    await choose('Provedor', 'RazãoInfo');
    await waitFor(
      () => expect(screen.getByLabelText('Canal').closest('.ant-select')).not.toHaveClass('ant-select-disabled'),
      { timeout: 5000 },
    );
    await choose('Canal', 'Google');
    const channels = calls.find((c) => c.path === '/v1/vendas/canal');
    expect(channels?.body).toEqual({ filtro: { nome: ['Facebook', 'Google'], razao: true } });
  });

  it('masks the counts with thousand dots and the amount in reais with a comma, 20 characters at most', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi(formAnswers);
    open();
    await screen.findByLabelText('Impressões');
    type('Impressões', '1234567');
    type('Cliques', '12a34');
    type('Conversas iniciadas', '007');
    type('Valor investido', '123456');
    expect(screen.getByLabelText('Impressões')).toHaveValue('1.234.567');
    expect(screen.getByLabelText('Cliques')).toHaveValue('1.234');
    expect(screen.getByLabelText('Conversas iniciadas')).toHaveValue('7');
    expect(screen.getByLabelText('Valor investido')).toHaveValue('1.234,56');
    expect(screen.getByLabelText('Valor investido').closest('.ant-input-affix-wrapper')).toHaveTextContent('R$');
    expect(screen.getByLabelText('Valor investido')).toHaveAttribute('maxlength', '20');
  });

  it('names every missing required field in one notification', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi(formAnswers);
    open();
    fireEvent.click(await screen.findByText('Salvar'));
    await waitFor(
      () => expect(toasts()).toContain('Preencha os seguintes campos obrigatórios: Provedor, Período, Canal'),
      { timeout: 5000 },
    );
    await choose('Provedor', 'Bitcom');
    fireEvent.click(button('Salvar e Continuar'));
    await waitFor(() => expect(toasts()).toContain('Preencha os seguintes campos obrigatórios: Período, Canal'), {
      timeout: 5000,
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === CAMPAIGN_RESULTS_API.create.path)).toBe(false);
  });

  it('refuses each figure over 1.000.000 with its text', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi(formAnswers);
    open();
    await choose('Provedor', 'Bitcom');
    await choose('Canal', 'Facebook');
    await choosePeriod('05/01/2026', '11/01/2026');
    type('Impressões', '1000001');
    type('Cliques', '2000000');
    type('Conversas iniciadas', '1000001');
    type('Valor investido', '100000001');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Impressões')).toBe('O número máximo de impressões é 1.000.000'), {
      timeout: 5000,
    });
    expect(errorsUnder('Cliques')).toBe('O número máximo de cliques é 1.000.000');
    expect(errorsUnder('Conversas iniciadas')).toBe('O número máximo de conversas iniciadas é 1.000.000');
    expect(errorsUnder('Valor investido')).toBe('O número máximo de valor investido é 1.000.000');
    type('Impressões', '1000000');
    await waitFor(() => expect(errorsUnder('Impressões')).toBe(''), { timeout: 5000 });
    expect(calls.some((c) => c.path === CAMPAIGN_RESULTS_API.create.path)).toBe(false);
  });

  it('Salvar e Continuar saves, keeps the provider and the period, and clears the channel and the figures for the next entry', async () => {
    signIn({ roles: ['marketing:gestor'], usuarioId: 7 });
    const { calls } = stubApi([...formAnswers, created]);
    open();
    await choose('Provedor', 'Bitcom');
    await choose('Canal', 'Facebook');
    expect(await screen.findByText('Períodos já lançados neste canal: 01 - 07/Dez')).toBeInTheDocument();
    await choosePeriod('05/01/2026', '11/01/2026');
    type('Impressões', '50000');
    type('Valor investido', '150050');
    fireEvent.click(button('Salvar e Continuar'));
    await waitFor(() => expect(toasts()).toContain('Resultado de campanha cadastrado com sucesso!'), { timeout: 5000 });
    const post = calls.find((c) => c.path === CAMPAIGN_RESULTS_API.create.path);
    // Cliques and Conversas iniciadas were left empty: dropped from the request.
    expect(post?.body).toEqual({
      object: {
        id_campanha: 5,
        id_usuario: 7,
        id_empresa: 1,
        id_canal: 11,
        periodo_inicio: '2026-01-05',
        periodo_fim: '2026-01-11',
        periodo: '05 - 11/Jan',
        impressoes: '50.000',
        investimento: '1.500,50',
      },
    });
    expect(screen.queryByTestId('navigated')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Impressões')).toHaveValue(''), { timeout: 5000 });
    expect(screen.getByLabelText('Valor investido')).toHaveValue('');
    const selected = (label: string) =>
      screen.getByLabelText(label).closest('.ant-select-content')!.getAttribute('title');
    expect(selected('Provedor')).toBe('Bitcom');
    expect(selected('Canal')).toBeNull();
    expect(
      (screen.getByLabelText('Período').closest('.ant-picker')!.querySelectorAll('input')[1] as HTMLInputElement).value,
    ).toBe('11/01/2026');
  });

  it('Salvar saves and goes to the campaigns list', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...formAnswers, created]);
    open();
    await choose('Provedor', 'Vetorial');
    await choose('Canal', 'Google');
    await choosePeriod('05/01/2026', '11/01/2026');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByTestId('navigated', {}, { timeout: 5000 })).toHaveTextContent(
      '/marketing/campaigns/list',
    );
  });

  it("shows the server's refusal when the period overlaps another result", async () => {
    signIn({ roles: ['marketing:gestor'] });
    const overlap = 'Já existe um resultado deste canal e provedor em um período que se sobrepõe a este.';
    stubApi([
      ...formAnswers,
      answer(CAMPAIGN_RESULTS_API.create, () => {
        throw new StubFailure(409, { error: 'conflict', message: overlap });
      }),
    ]);
    open();
    await choose('Provedor', 'Bitcom');
    await choose('Canal', 'Facebook');
    await choosePeriod('01/12/2025', '07/12/2025');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toContain(overlap), { timeout: 5000 });
    expect(screen.queryByTestId('navigated')).toBeNull();
  });

  it('shows not found without a campaign in the address', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi(formAnswers);
    renderPage(<ResultRegisterPage />, { path: PATH, at: PATH });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});
