import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, buttons, choose } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { CAMPAIGNS, companiesAnswer } from '../test-fixtures';
import { CampaignEditPage } from './campaign-edit-page';
import { CampaignListPage } from './campaign-list-page';
import { CampaignRegisterPage } from './campaign-register-page';

// The machine running the suite is shared: the form's checks and toasts get a few seconds.
configure({ asyncUtilTimeout: 5000 });

const MANAGER = ['regua_comunicacao:gestor', 'pagina_inicial:leitor', 'user'];
const listAnswer = answer(API.list, () => ({ campanha_comunicacao: CAMPAIGNS }));
const historyAnswer = answer(HISTORY_API.list, () => ({ rh_logs_rh: [], nomes: {} }));

afterEach(() => session.clear());

describe('communication campaign list', () => {
  it('shows name, provider, status and creation date, with NOVA CAMPANHA and every row action for a manager', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([listAnswer]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    expect(await screen.findByText('Régua Bitcom')).toBeInTheDocument();
    const row = screen.getByText('Régua Vetorial').closest('tr')!;
    expect(within(row).getByText('Vetorial')).toBeInTheDocument();
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(within(row).getByText('15/01/26')).toBeInTheDocument();
    expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Nome', 'Provedor', 'Status', 'Criação']),
    );
    expect(screen.getByText('NOVA CAMPANHA')).toBeInTheDocument();
    for (const label of ['Ver regras', 'Envios', 'Editar', 'Excluir'])
      expect(screen.getAllByLabelText(label)).toHaveLength(2);
    expect(screen.getByLabelText('Desativar')).toBeInTheDocument();
    expect(screen.getByLabelText('Ativar')).toBeInTheDocument();
    expect(calls[0].headers['x-role']).toBe('regua_comunicacao:gestor');
  });

  it('opens the rules of a campaign, its deliveries and its edit screen', async () => {
    signIn({ roles: MANAGER });
    stubApi([listAnswer]);
    const view = renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click((await screen.findAllByLabelText('Ver regras'))[0]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/list?idCampaign=5',
    );
    view.unmount();

    stubApi([listAnswer]);
    const again = renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click((await screen.findAllByLabelText('Envios'))[1]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale/deliveries?idCampaign=4',
    );
    again.unmount();

    stubApi([listAnswer]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click((await screen.findAllByLabelText('Editar'))[0]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent(/^\/marketing\/communication-scale\/edit$/);
  });

  it('deactivates a campaign with { ativo: false } and tells how it went', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([
      listAnswer,
      answer(API.update, () => ({ update_campanha_comunicacao_by_pk: { ...CAMPAIGNS[0], ativo: false } })),
    ]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click(await screen.findByLabelText('Desativar'));
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/campanha/agendamento/5',
      body: { object: { ativo: false } },
    });
  });

  it('says the status could not be changed when the server refuses', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      listAnswer,
      answer(API.update, () => {
        throw new StubFailure(500, { message: 'falhou' });
      }),
    ]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click(await screen.findByLabelText('Ativar'));
    expect(await screen.findByText('Ocorreu algum erro ao atualizar o status!')).toBeInTheDocument();
  });

  it('deletes a campaign after the irreversible confirmation', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([
      listAnswer,
      answer(API.remove, () => ({ delete_campanha_comunicacao_by_pk: { id: 5 } })),
    ]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click((await screen.findAllByLabelText('Excluir'))[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir Campanha?')).toBeInTheDocument();
    expect(within(dialog).getByText('IRREVERSÍVEL')).toBeInTheDocument();
    expect(within(dialog).getByText('Régua Bitcom')).toBeInTheDocument();
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Item excluído com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/v1/campanha/agendamento/5');
  });

  it('says the campaign could not be deleted when the server refuses', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      listAnswer,
      answer(API.remove, () => {
        throw new StubFailure(500, { message: 'falhou' });
      }),
    ]);
    renderPage(<CampaignListPage />, { path: '/marketing/communication-scale/list' });
    fireEvent.click((await screen.findAllByLabelText('Excluir'))[0]);
    await screen.findByRole('dialog');
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Ocorreu algum erro ao excluir item!')).toBeInTheDocument();
  });
});

describe('communication campaign register', () => {
  it('marks provider and name as required and toasts the spec message once, without a call', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([companiesAnswer]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/communication-scale/register' });
    fireEvent.click(button('Salvar'));
    await waitFor(() =>
      expect([errorsUnder('Provedor'), errorsUnder('Nome da campanha')]).toEqual([
        'Campo obrigatório',
        'Campo obrigatório',
      ]),
    );
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates an active campaign of the chosen provider with the user, and returns to the list', async () => {
    signIn({ roles: MANAGER, usuarioId: 7 });
    const { calls } = stubApi([
      companiesAnswer,
      answer(API.create, () => ({ insert_campanha_comunicacao_one: { id: 9 } })),
    ]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/communication-scale/register' });
    expect(screen.getByRole('switch', { name: 'Status' })).toBeChecked();
    await choose('Provedor', 'Vetorial');
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: ' Régua Nova ' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Campanha de comunicação cadastrada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/communication-scale/list');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      object: { nome: 'Régua Nova', sistema: 3, ativo: true, id_usuario: 7 },
    });
  });

  it("shows the server's message as the toast, and a taken name under the name", async () => {
    signIn({ roles: MANAGER });
    stubApi([
      companiesAnswer,
      answer(API.create, () => {
        throw new StubFailure(409, {
          error: 'conflict',
          message: 'Já existe uma campanha de comunicação com este nome.',
        });
      }),
    ]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/communication-scale/register' });
    await choose('Provedor', 'Bitcom');
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Régua Bitcom' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() =>
      expect(errorsUnder('Nome da campanha')).toBe('Já existe uma campanha de comunicação com este nome.'),
    );
    expect(toasts()).toEqual(['Já existe uma campanha de comunicação com este nome.']);
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});

describe('communication campaign edit', () => {
  const editing = { status: 'editing', campaign: CAMPAIGNS[1] };

  it('shows the campaign the list handed over, saves the form and shows the edit history', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([
      companiesAnswer,
      historyAnswer,
      answer(API.update, () => ({ update_campanha_comunicacao_by_pk: CAMPAIGNS[1] })),
    ]);
    renderPage(<CampaignEditPage />, { path: '/marketing/communication-scale/edit', state: editing });
    expect(screen.getByLabelText('Nome da campanha')).toHaveValue('Régua Vetorial');
    expect(await screen.findByTitle('Vetorial')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status' })).not.toBeChecked();
    expect(screen.getByText('Ver histórico de Edições')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Régua Vetorial 2026' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Status' }));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Campanha de comunicação atualizada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/communication-scale/list');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/campanha/agendamento/4',
      body: { object: { nome: 'Régua Vetorial 2026', sistema: 3, ativo: true } },
    });
  });

  it('goes back to the list when opened without a campaign (a reload), asking the server nothing', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([]);
    renderPage(<CampaignEditPage />, { path: '/marketing/communication-scale/edit' });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/communication-scale/list');
    expect(calls).toEqual([]);
  });

  it('shows a reader the campaign without Salvar', async () => {
    signIn({ roles: ['regua_comunicacao:leitor', 'user'] });
    stubApi([companiesAnswer, historyAnswer]);
    renderPage(<CampaignEditPage />, { path: '/marketing/communication-scale/edit', state: editing });
    expect(screen.getByLabelText('Nome da campanha')).toBeDisabled();
    expect(screen.queryByText('Salvar')).not.toBeInTheDocument();
  });
});
