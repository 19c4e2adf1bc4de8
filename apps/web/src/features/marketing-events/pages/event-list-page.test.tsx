import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { buttons } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { EVENTS } from './events-fixtures';
import { EventListPage } from './event-list-page';

const list = answer(API.list, () => ({ rh_marketing_eventos: EVENTS }));
const MARKETING = ['marketing:gestor', 'vendas:gestor', 'regua_comunicacao:gestor', 'pagina_inicial:leitor', 'user'];

afterEach(() => session.clear());

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the events list', { timeout: 60_000 }, () => {
  it('shows the columns of the spec with a green or red status dot', async () => {
    signIn({ roles: MARKETING });
    stubApi([list]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    expect(await screen.findByText('Feira de Tecnologia')).toBeInTheDocument();
    expect(screen.getByText('EVENTOS')).toBeInTheDocument();
    for (const title of ['Criação', 'Evento', 'Data Início', 'Data Fim', 'Status'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const first = within(row('Feira de Tecnologia'));
    expect(first.getByText('01/02/26')).toBeInTheDocument();
    expect(first.getByText('10/03/2026')).toBeInTheDocument();
    expect(first.getByText('12/03/2026')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Ativo' }).querySelector('.ant-badge-status-success')).not.toBeNull();
    expect(
      within(row('Arraiá da Conexão')).getByRole('img', { name: 'Inativo' }).querySelector('.ant-badge-status-error'),
    ).not.toBeNull();
    expect(screen.getByText('NOVO EVENTO')).toBeInTheDocument();
  });

  it('goes back to the admin modules', async () => {
    signIn({ roles: MARKETING });
    stubApi([list]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    fireEvent.click(await screen.findByLabelText('Voltar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/modulos/admin');
  });

  it('shows the place, address and city in Descrição do Evento', async () => {
    signIn({ roles: MARKETING });
    stubApi([list]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Feira de Tecnologia');
    fireEvent.click(within(row('Arraiá da Conexão')).getByLabelText('Detalhes'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Descrição do Evento')).toBeInTheDocument();
    expect(within(dialog).getByText('Praça da Liberdade')).toBeInTheDocument();
    expect(within(dialog).getByText('Praça da Liberdade, s/n')).toBeInTheDocument();
    expect(within(dialog).getByText('Cuiabá')).toBeInTheDocument();
  });

  it('opens the site in a new tab, and offers no site for an event without one', async () => {
    signIn({ roles: MARKETING });
    stubApi([list]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Feira de Tecnologia');
    expect(within(row('Arraiá da Conexão')).getByLabelText('Site')).toBeDisabled();
    fireEvent.click(within(row('Feira de Tecnologia')).getByLabelText('Site'));
    expect(open).toHaveBeenCalledWith('https://feira.example.com.br', '_blank', 'noopener,noreferrer');
  });

  it('deactivates an event sending the whole event under the column spellings, and toasts the spec text', async () => {
    signIn({ roles: MARKETING });
    const { calls } = stubApi([
      list,
      answer(API.update, () => ({ update_rh_marketing_eventos_by_pk: { ...EVENTS[0], status: false } })),
    ]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Feira de Tecnologia');
    fireEvent.click(within(row('Feira de Tecnologia')).getByLabelText('Desativar'));
    expect(await screen.findByText('Status do evento atualizado com sucesso')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/v1/marketing/eventos/2');
    expect(patch.body).toEqual({
      object: {
        cidade: 1,
        endereco_do_local: 'Av. Amazonas, 6030 - Gameleira',
        evento: 'Feira de Tecnologia',
        nome_do_local: 'Expominas',
        site_do_evento: 'https://feira.example.com.br',
        data_fim: '2026-03-12',
        data_inicio: '2026-03-10',
        status: false,
      },
    });
  });

  it('toasts the status failure text when the toggle is refused', async () => {
    signIn({ roles: MARKETING });
    stubApi([
      list,
      answer(API.update, () => {
        throw new StubFailure(500, { error: 'internal', message: 'x' });
      }),
    ]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Arraiá da Conexão');
    fireEvent.click(within(row('Arraiá da Conexão')).getByLabelText('Ativar'));
    await waitFor(() => expect(toasts()).toEqual(['Ocorreu algum erro ao atualizar o status do evento']));
  });

  it('offers Excluir only to the superadmin, who confirms the irreversible delete', async () => {
    signIn({ roles: MARKETING });
    stubApi([list]);
    const view = renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Feira de Tecnologia');
    expect(screen.getAllByLabelText('Editar')).toHaveLength(2);
    expect(screen.queryByLabelText('Excluir')).toBeNull();
    view.unmount();

    signIn({ roles: ['users:superadmin', 'user'] });
    const { calls } = stubApi([list, answer(API.remove, () => ({ delete_rh_marketing_eventos_by_pk: { id: 1 } }))]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await screen.findByText('Arraiá da Conexão');
    fireEvent.click(within(row('Arraiá da Conexão')).getByLabelText('Excluir'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir Evento?')).toBeInTheDocument();
    expect(within(dialog).getByText('IRREVERSÍVEL')).toBeInTheDocument();
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Evento excluído com sucesso')).toBeInTheDocument();
    const removal = calls.find((c) => c.method === 'DELETE')!;
    expect(removal.path).toBe('/v1/marketing/eventos/1');
    expect(removal.headers['x-role']).toBe('users:superadmin');
  });

  it('toasts the load failure text when the list fails', async () => {
    signIn({ roles: MARKETING });
    stubApi([
      answer(API.list, () => {
        throw new StubFailure(500, { error: 'internal', message: 'x' });
      }),
    ]);
    renderPage(<EventListPage />, { path: '/marketing/events/list' });
    await waitFor(() => expect(toasts()).toContain('Ocorreu algum erro ao carregar os dados!'));
  });
});
