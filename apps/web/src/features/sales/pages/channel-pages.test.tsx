import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { ChannelEditPage, ChannelListPage, ChannelRegisterPage } from './channel-pages';

const FACEBOOK = {
  id: 3,
  nome: 'Facebook',
  bitcom: true,
  razao: true,
  vetorial: false,
  public: true,
  ativo: true,
  created_at: '2026-03-05T12:00:00Z',
  updated_at: '2026-03-05T12:00:00Z',
};

afterEach(() => {
  session.clear();
});

describe('channel list', () => {
  it('shows the creation date as dd/mm/yy and lets a requester edit but not delete', async () => {
    signIn({ roles: ['vendas:solicitante', 'user'] });
    const { fetch } = stubApi([answer(SALES_API.listChannels, () => ({ vendas_canal: [FACEBOOK] }))]);
    renderPage(<ChannelListPage />, { path: '/marketing/channels/list' });
    expect(await screen.findByText('05/03/26')).toBeInTheDocument();
    expect(screen.getByText('NOVO CANAL')).toBeInTheDocument();
    expect(screen.getByLabelText('Editar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Excluir')).not.toBeInTheDocument();
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>)['x-role']).toBe('vendas:solicitante');
  });
});

describe('channel register', () => {
  it('asks for the name under the field only, without the campaign toast', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { calls } = stubApi([]);
    renderPage(<ChannelRegisterPage />, { path: '/marketing/channels/register' });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(errorsUnder('Nome do canal')).toBe('Campo obrigatório');
    expect(screen.queryByText('Preencha todos os campos obrigatórios!')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('shows one toast and the server reason under the name on a duplicate', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    stubApi([
      answer(SALES_API.createChannel, () => {
        throw new StubFailure(409, { error: 'conflict', message: 'Já existe um canal com este nome.' });
      }),
    ]);
    renderPage(<ChannelRegisterPage />, { path: '/marketing/channels/register' });
    fireEvent.change(screen.getByLabelText('Nome do canal'), { target: { value: 'facebook' } });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    await waitFor(() => expect(errorsUnder('Nome do canal')).toBe('Já existe um canal com este nome.'));
    expect(toasts()).toEqual(['Erro ao cadastrar canal!']);
  });
});

describe('channel edit', () => {
  it('saves the changed flag and goes back to the list', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { calls } = stubApi([
      answer(SALES_API.getChannel, ({ params }) => ({ vendas_canal: [{ ...FACEBOOK, id: Number(params.id) }] })),
      answer(SALES_API.updateChannel, ({ body }) => ({ update_vendas_canal_by_pk: { ...FACEBOOK, ...body.object } })),
    ]);
    renderPage(<ChannelEditPage />, { path: '/marketing/channels/edit/:id', at: '/marketing/channels/edit/3' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Vetorial' }));
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    expect(await screen.findByText('Canal editado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/marketing/channels/list'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      object: { nome: 'Facebook', bitcom: true, razao: true, vetorial: true, public: true, ativo: true },
    });
  });
});

describe('channel edit refused', () => {
  it('shows one toast and the server reason under the name when the new name is taken', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    stubApi([
      answer(SALES_API.getChannel, () => ({ vendas_canal: [FACEBOOK] })),
      answer(SALES_API.updateChannel, () => {
        throw new StubFailure(409, { error: 'conflict', message: 'Já existe um canal com este nome.' });
      }),
    ]);
    renderPage(<ChannelEditPage />, { path: '/marketing/channels/edit/:id', at: '/marketing/channels/edit/3' });
    fireEvent.change(await screen.findByLabelText('Nome do canal'), { target: { value: 'Google' } });
    fireEvent.click(screen.getByText('Salvar').closest('button')!);
    await waitFor(() => expect(errorsUnder('Nome do canal')).toBe('Já existe um canal com este nome.'));
    expect(toasts()).toEqual(['Erro ao editar canal!']);
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});

describe('channel edit with a bad id', () => {
  it('shows the not-found page and calls nothing for /edit/abc', async () => {
    signIn({ roles: ['marketing:gestor', 'user'] });
    const { calls } = stubApi([]);
    renderPage(<ChannelEditPage />, { path: '/marketing/channels/edit/:id', at: '/marketing/channels/edit/abc' });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
