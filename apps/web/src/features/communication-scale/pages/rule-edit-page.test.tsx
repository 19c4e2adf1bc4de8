import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { button } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { RULES, SPECIFIC_DATE_RULE } from '../test-fixtures';
import { shownIn } from '../components/rule-form.test-helpers';
import { RuleEditPage } from './rule-edit-page';

// The machine running the suite is shared: the form's checks and toasts get a few seconds.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/marketing/communication-scale-rules/edit/:id';
const history = answer(HISTORY_API.list, () => ({ rh_logs_rh: [], nomes: {} }));
const ruleAnswer = (rules = [SPECIFIC_DATE_RULE, ...RULES]) =>
  answer(API.getRule, ({ params }) => ({ campanha_regras: rules.filter((r) => r.id === Number(params.id)) }));

afterEach(() => session.clear());

function open(id: number, roles = ['regua_comunicacao:gestor', 'user'], extra: ReturnType<typeof answer>[] = []) {
  signIn({ roles });
  const stub = stubApi([ruleAnswer(), history, ...extra]);
  renderPage(<RuleEditPage />, { path: PATH, at: `/marketing/communication-scale-rules/edit/${id}?idCampaign=5` });
  return stub;
}

describe('the rule edit', { timeout: 90_000 }, () => {
  it('shows the rule as saved: criterion, envio, days, date as dd/mm/yyyy, shift, channels and texts, and its history', async () => {
    const { calls } = open(13);
    await waitFor(() => expect(document.getElementById('data_especifica')).toHaveValue('25/12/2026'));
    expect(calls[0].path).toBe('/v1/campanha/regras/13');
    expect([shownIn('criterio'), shownIn('envio'), shownIn('turno')]).toEqual([
      'Data Específica',
      'Dia(s) ante(s)',
      'Noite (20:00)',
    ]);
    expect(screen.getByLabelText('Tempo')).toHaveValue('2');
    expect(screen.getByRole('switch', { name: 'Mensagem WhatsApp' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mensagem SMS' })).not.toBeChecked();
    expect(screen.getByLabelText('Template WhatsApp')).toHaveValue('Boas festas, {{nome}}');
    expect(screen.getByText('Ver histórico de Edições')).toBeInTheDocument();
  });

  it('shows 0 days for a rule on the day and Não aplicável for a yearly one', async () => {
    const onTheDay = { ...RULES[0], id: 14, envio: 'no_dia' as const, tempo: null };
    signIn({ roles: ['regua_comunicacao:gestor', 'user'] });
    stubApi([ruleAnswer([onTheDay]), history]);
    const view = renderPage(<RuleEditPage />, {
      path: PATH,
      at: '/marketing/communication-scale-rules/edit/14?idCampaign=5',
    });
    await waitFor(() => expect(screen.getByLabelText('Tempo')).toHaveValue('0'));
    expect(screen.getByLabelText('Tempo')).toBeDisabled();
    view.unmount();

    open(11);
    await waitFor(() => expect(screen.getByLabelText('Tempo')).toHaveValue('Não aplicável'));
    expect(screen.getByLabelText('Template WhatsApp')).toHaveValue('aniversario {{primeiro_nome}}');
    expect(document.querySelector('.ProseMirror')?.textContent).toBe('Parabéns, {{primeiro_nome}}!');
  });

  it('saves the whole rule and returns to the rules of its campaign', async () => {
    const { calls } = open(13, undefined, [
      answer(API.updateRule, () => ({ update_campanha_regras_by_pk: SPECIFIC_DATE_RULE })),
    ]);
    await waitFor(() => expect(screen.getByLabelText('Tempo')).toHaveValue('2'));
    fireEvent.change(screen.getByLabelText('Tempo'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('Tempo'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Regra da campanha de comunicação atualizada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/list?idCampaign=5',
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/campanha/regras/13',
      body: {
        object: {
          criterio: 'data_especifica',
          envio: 'dia_anterior',
          tempo: 3,
          data_especifica: '2026-12-25',
          turno: 'N',
          ativo: true,
          whatsapp: true,
          template_whatsapp: 'Boas festas, {{nome}}',
          email: false,
          sms: false,
        },
      },
    });
  });

  it("puts the server's reasons under their fields with 'Erro ao atualizar regra!'", async () => {
    open(12, undefined, [
      answer(API.updateRule, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: 'x',
          fields: [{ path: 'object.tempo', message: 'O tempo deve ser de no máximo 365 dias.' }],
        });
      }),
    ]);
    await waitFor(() => expect(screen.getByLabelText('Texto do SMS')).toHaveValue('Oi {{primeiro_nome}}'));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Tempo')).toBe('O tempo deve ser de no máximo 365 dias.'));
    expect(toasts()).toEqual(['Erro ao atualizar regra!']);
  });

  it('shows a reader the rule without Salvar', async () => {
    open(12, ['regua_comunicacao:leitor', 'user']);
    await waitFor(() => expect(screen.getByLabelText('Texto do SMS')).toHaveValue('Oi {{primeiro_nome}}'));
    expect(screen.getByLabelText('Texto do SMS')).toBeDisabled();
    expect(screen.queryByText('Salvar')).not.toBeInTheDocument();
  });

  it('says the rule was not found', async () => {
    open(99);
    expect(await screen.findByText('Regra não encontrada.')).toBeInTheDocument();
  });

  it('shows not found for an id that is not a number, asking the server nothing', async () => {
    signIn({ roles: ['regua_comunicacao:gestor', 'user'] });
    await expectNotFoundWithoutCalls(
      <RuleEditPage />,
      PATH,
      '/marketing/communication-scale-rules/edit/abc?idCampaign=5',
    );
  });
});
