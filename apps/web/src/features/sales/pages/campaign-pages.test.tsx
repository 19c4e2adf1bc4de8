import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { session } from '../../../lib/session';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { CampaignListPage, CampaignRegisterPage } from './campaign-pages';

const CAMPAIGNS = [
  {
    id: 2,
    nome: 'Upgrade Gamer',
    bitcom: true,
    razao: false,
    vetorial: false,
    api: false,
    ativo: true,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
  },
  {
    id: 1,
    nome: 'Verão',
    bitcom: false,
    razao: false,
    vetorial: true,
    api: false,
    ativo: false,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
  },
];

afterEach(() => {
  session.clear();
});

describe('campaign list', () => {
  it('shows every action to a marketing manager', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    stubApi([answer(SALES_API.listCampaigns, () => ({ vendas_campanha: CAMPAIGNS }))]);
    renderPage(<CampaignListPage />, { path: '/marketing/campaigns/list' });
    expect(await screen.findByText('Upgrade Gamer')).toBeInTheDocument();
    expect(screen.getByText('NOVA CAMPANHA')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Excluir')).toHaveLength(2);
    expect(screen.getByLabelText('Desativar')).toBeInTheDocument();
    expect(screen.getByLabelText('Ativar')).toBeInTheDocument();
  });

  it('shows a reader the list without add, edit or delete buttons', async () => {
    signIn({ roles: ['marketing:leitor', 'user'] });
    stubApi([answer(SALES_API.listCampaigns, () => ({ vendas_campanha: CAMPAIGNS }))]);
    renderPage(<CampaignListPage />, { path: '/marketing/campaigns/list' });
    expect(await screen.findByText('Verão')).toBeInTheDocument();
    expect(screen.queryByText('NOVA CAMPANHA')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Editar')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Excluir')).not.toBeInTheDocument();
  });

  it('sends the marketing role with the list call', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { fetch } = stubApi([answer(SALES_API.listCampaigns, () => ({ vendas_campanha: [] }))]);
    renderPage(<CampaignListPage />, { path: '/marketing/campaigns/list' });
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['x-role']).toBe('marketing:gestor');
  });
});

describe('campaign register', () => {
  it('creates the campaign with the defaults and returns to the list', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { calls } = stubApi([answer(SALES_API.createCampaign, () => ({ insert_vendas_campanha_one: { id: 9 } }))]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/campaigns/register' });
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Natal' } });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    expect(await screen.findByText('Campanha cadastrada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/campaigns/list');
    expect(calls[0].body).toEqual({
      object: { nome: 'Natal', bitcom: false, razao: false, vetorial: false, api: false, ativo: true },
    });
  });

  it('shows one toast with the failure text and the server reason under the name on a duplicate', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    stubApi([
      answer(SALES_API.createCampaign, () => {
        throw new StubFailure(409, { error: 'conflict', message: 'Já existe uma campanha com este nome.' });
      }),
    ]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/campaigns/register' });
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Natal' } });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    expect(await screen.findByText('Erro ao cadastrar campanha')).toBeInTheDocument();
    await waitFor(() => expect(errorsUnder('Nome da campanha')).toBe('Já existe uma campanha com este nome.'));
    expect(toasts()).toEqual(['Erro ao cadastrar campanha']);
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('shows a field refused by the server under that field', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    stubApi([
      answer(SALES_API.createCampaign, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: 'Utilize no máximo 120 caracteres.',
          fields: [{ path: 'object.nome', message: 'Utilize no máximo 120 caracteres.' }],
        });
      }),
    ]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/campaigns/register' });
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Natal' } });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    await waitFor(() => expect(errorsUnder('Nome da campanha')).toBe('Utilize no máximo 120 caracteres.'));
    expect(toasts()).toEqual(['Erro ao cadastrar campanha']);
  });

  it('marks the empty name as required and toasts the spec message once, without a call', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { calls } = stubApi([]);
    renderPage(<CampaignRegisterPage />, { path: '/marketing/campaigns/register' });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    await waitFor(() => expect(errorsUnder('Nome da campanha')).toBe('Campo obrigatório'));
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']));
    expect(calls).toHaveLength(0);
  });
});
