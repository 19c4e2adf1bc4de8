import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { session } from '../../../lib/session';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { buttons } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { CAMPAIGNS, RULES } from '../test-fixtures';
import { RuleListPage } from './rule-list-page';

// The machine running the suite is shared: the form's checks and toasts get a few seconds.
configure({ asyncUtilTimeout: 5000 });

const MANAGER = ['regua_comunicacao:gestor', 'user'];
const PATH = '/marketing/communication-scale-rules/list';
const AT = `${PATH}?idCampaign=5`;
const detail = answer(API.get, () => ({ ...CAMPAIGNS[0], campanha_regras: RULES }));

afterEach(() => session.clear());

describe('rules of a communication campaign', () => {
  it("is titled with the campaign's name and shows creation, criterion, envio, channels and status of each rule", async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([detail]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    expect(await screen.findByText('REGRAS DA CAMPANHA - RÉGUA BITCOM', { exact: false })).toBeInTheDocument();
    expect(calls[0].path).toBe('/v1/campanha/agendamento/5');
    expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Criação', 'Critério', 'Envio', 'Turno', 'SMS', 'Email', 'Whats', 'Status']),
    );
    const activation = screen.getByText('Data da Ativação').closest('tr')!;
    expect(within(activation).getByText('Dia(s) seguinte(s) (7)')).toBeInTheDocument();
    expect(within(activation).getByText('03/03/26')).toBeInTheDocument();
    expect(within(activation).getAllByText('Sim')).toHaveLength(1);
    expect(within(activation).getByText('Ativo')).toBeInTheDocument();
    const birthday = screen.getByText('Data de Aniversário').closest('tr')!;
    expect(within(birthday).getByText('Anual')).toBeInTheDocument();
    expect(within(birthday).getAllByText('Sim')).toHaveLength(2);
    expect(within(birthday).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByText('NOVA REGRA')).toBeInTheDocument();
  });

  it('shows the shift of each rule, so two rules on the same date and envio tell apart', async () => {
    signIn({ roles: MANAGER });
    stubApi([detail]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    const activation = (await screen.findByText('Data da Ativação')).closest('tr')!;
    expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toContain('Turno');
    expect(within(activation).getByText('Tarde (13:00)')).toBeInTheDocument();
    expect(
      within(screen.getByText('Data de Aniversário').closest('tr')!).getByText('Manhã (07:00)'),
    ).toBeInTheDocument();
  });

  it('shows not found for an address without a campaign, asking the server nothing', async () => {
    signIn({ roles: MANAGER });
    await expectNotFoundWithoutCalls(<RuleListPage />, PATH, `${PATH}?idCampaign=abc`);
  });

  it('says why when the campaign cannot be read', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      answer(API.get, () => {
        throw new StubFailure(404, { error: 'not_found', message: 'Campanha de comunicação não encontrada.' });
      }),
    ]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    expect(await screen.findByText('Campanha de comunicação não encontrada.')).toBeInTheDocument();
  });

  it('leads to a new rule, to the edit screen of a rule and to who receives it', async () => {
    signIn({ roles: MANAGER });
    stubApi([detail]);
    const first = renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByText('NOVA REGRA'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/register?idCampaign=5',
    );
    first.unmount();

    stubApi([detail]);
    const second = renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click((await screen.findAllByLabelText('Editar'))[1]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/edit/11?idCampaign=5',
    );
    second.unmount();

    stubApi([detail]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click((await screen.findAllByLabelText('Quem recebe'))[0]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/recipients/12?idCampaign=5',
    );
  });

  it('activates a rule with { ativo: true } and tells how it went', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([
      detail,
      answer(API.updateRule, () => ({ update_campanha_regras_by_pk: { ...RULES[1], ativo: true } })),
    ]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Ativar'));
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/campanha/regras/11',
      body: { object: { ativo: true } },
    });
  });

  it('says the status could not be changed when the server refuses', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      detail,
      answer(API.updateRule, () => {
        throw new StubFailure(500, { message: 'falhou' });
      }),
    ]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Desativar'));
    expect(await screen.findByText('Ocorreu algum erro ao atualizar o status!')).toBeInTheDocument();
  });

  it('deletes a rule after the irreversible confirmation, and says when it could not', async () => {
    signIn({ roles: MANAGER });
    let fail = false;
    const { calls } = stubApi([
      detail,
      answer(API.removeRule, () => {
        if (fail) throw new StubFailure(500, { message: 'falhou' });
        return { delete_campanha_regras_by_pk: { id: 12 } };
      }),
    ]);
    renderPage(<RuleListPage />, { path: PATH, at: AT });
    fireEvent.click((await screen.findAllByLabelText('Excluir'))[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir Regra?')).toBeInTheDocument();
    expect(within(dialog).getByText('IRREVERSÍVEL')).toBeInTheDocument();
    expect(within(dialog).getByText('Data da Ativação · Dia(s) seguinte(s) (7) · Tarde (13:00)')).toBeInTheDocument();
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Item excluído com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/v1/campanha/regras/12');

    fail = true;
    fireEvent.click((await screen.findAllByLabelText('Excluir'))[1]);
    await screen.findByRole('dialog');
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Ocorreu algum erro ao excluir item!')).toBeInTheDocument();
  });
});
