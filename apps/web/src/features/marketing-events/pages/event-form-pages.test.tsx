import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CITIES, EVENTS } from './events-fixtures';
import { EventEditPage } from './event-edit-page';
import { EventRegisterPage } from './event-register-page';

const MARKETING = ['marketing:gestor', 'pagina_inicial:leitor', 'user'];
const cities = answer(LOOKUPS_API.cityOptions, () => ({ rh_cidade_provedor: CITIES }));

afterEach(() => session.clear());

/** Picks one day as start and end in the range picker and confirms. */
async function pickToday(): Promise<string> {
  const input = document.getElementById('periodo')!;
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  await screen.findByText('Confirmar', {
    selector: '.date-range-field__footer button span, .date-range-field__footer button',
  });
  const today = document.querySelector('td.ant-picker-cell-today') as HTMLElement;
  fireEvent.click(today);
  fireEvent.click(today);
  fireEvent.click(document.querySelector('.date-range-field__footer .ant-btn-primary')!);
  return today.getAttribute('title')!;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the event register', { timeout: 60_000 }, () => {
  it('marks every missing required field without a toast and sends nothing', async () => {
    signIn({ roles: MARKETING });
    const { calls } = stubApi([cities]);
    renderPage(<EventRegisterPage />, { path: '/marketing/events/register' });
    expect(screen.getByText('EVENTOS - NOVO EVENTO')).toBeInTheDocument();
    expect(screen.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeInTheDocument();
    fireEvent.click(button('Adicionar'));
    await waitFor(() => expect(errorsUnder('Evento')).toBe('Campo obrigatório'));
    for (const label of ['Data de Início e Fim', 'Nome do Local', 'Endereço do Local', 'Cidade'])
      expect(errorsUnder(label), label).toBe('Campo obrigatório');
    expect(errorsUnder('Site do evento')).toBe('');
    expect(toasts()).toEqual([]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a site that is not an http(s) address under the field', async () => {
    signIn({ roles: MARKETING });
    stubApi([cities]);
    renderPage(<EventRegisterPage />, { path: '/marketing/events/register' });
    type('Site do evento', 'feira.com');
    fireEvent.click(button('Adicionar'));
    await waitFor(() => expect(errorsUnder('Site do evento')).toBe('Link inválido'));
  });

  it('adds the event with the spec keys, active by default, and returns to the list', async () => {
    signIn({ roles: MARKETING });
    const { calls } = stubApi([cities, answer(API.create, () => ({ insert_rh_marketing_eventos_one: { id: 9 } }))]);
    renderPage(<EventRegisterPage />, { path: '/marketing/events/register' });
    type('Evento', '  Feira Nova ');
    type('Site do evento', 'https://feira.example.com');
    const day = await pickToday();
    type('Nome do Local', 'Expominas');
    type('Endereço do Local', 'Av. Amazonas, 6030');
    await choose('Cidade', 'Cuiabá');
    fireEvent.click(button('Adicionar'));
    expect(await screen.findByText('Evento cadastrado com sucesso')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/events/list');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      evento: 'Feira Nova',
      site_evento: 'https://feira.example.com',
      data_inicio: day,
      data_fim: day,
      local: 'Expominas',
      endereco: 'Av. Amazonas, 6030',
      cidade: 7,
      status: true,
    });
  });

  it('toasts the create failure and shows the date check under the period', async () => {
    signIn({ roles: MARKETING });
    const message = 'A data de fim do evento deve ser maior ou igual à data de início.';
    stubApi([
      cities,
      answer(API.create, () => {
        throw new StubFailure(400, { error: 'invalid_input', message, fields: [{ path: 'data_fim', message }] });
      }),
    ]);
    renderPage(<EventRegisterPage />, { path: '/marketing/events/register' });
    type('Evento', 'Feira');
    await pickToday();
    type('Nome do Local', 'Expominas');
    type('Endereço do Local', 'Av. Amazonas');
    await choose('Cidade', 'Belo Horizonte');
    fireEvent.click(button('Adicionar'));
    await waitFor(() => expect(errorsUnder('Data de Início e Fim')).toBe(message));
    expect(toasts()).toEqual(['Erro ao cadastrar Evento']);
  });

  it('toasts Erro ao buscar cidades! when the cities cannot be read', async () => {
    signIn({ roles: MARKETING });
    stubApi([
      answer(LOOKUPS_API.cityOptions, () => {
        throw new StubFailure(500, { error: 'internal', message: 'x' });
      }),
    ]);
    renderPage(<EventRegisterPage />, { path: '/marketing/events/register' });
    await waitFor(() => expect(toasts()).toEqual(['Erro ao buscar cidades!']));
  });
});

describe('the event edit', { timeout: 60_000 }, () => {
  const history = answer(HISTORY_API.list, () => ({
    rh_logs_rh: [
      {
        id: 2,
        tabela: 'rh_marketing_eventos',
        operacao: 'UPDATE' as const,
        data: '2026-02-02T12:00:00.000Z',
        old_data: { cidade: 7, status: false },
        new_data: { cidade: 1, status: true },
        id_usuario: 3,
        usuario: { nome: 'Marina' },
      },
    ],
    nomes: { cidade: { '7': 'Cuiabá', '1': 'Belo Horizonte' } },
  }));

  it('shows the event, confirms the edit with the form spelling of the fields and shows its history with city names', async () => {
    signIn({ roles: MARKETING });
    const { calls } = stubApi([
      cities,
      history,
      answer(API.get, () => ({ rh_marketing_eventos: [EVENTS[0]] })),
      answer(API.update, () => ({ update_rh_marketing_eventos_by_pk: EVENTS[0] })),
    ]);
    renderPage(<EventEditPage />, { path: '/marketing/events/edit/:id', at: '/marketing/events/edit/2' });
    expect(await screen.findByDisplayValue('Feira de Tecnologia')).toBeInTheDocument();
    expect(screen.getByText('EVENTOS - EDITAR EVENTO')).toBeInTheDocument();
    expect(document.getElementById('periodo')).toHaveValue('10/03/2026');
    fireEvent.click(screen.getByText('Ver histórico de Edições'));
    expect(await screen.findByText('Cuiabá')).toBeInTheDocument();
    expect(screen.queryByText('7')).toBeNull();
    type('Nome do Local', 'Centro de Convenções');
    fireEvent.click(button('Confirmar'));
    expect(await screen.findByText('Evento atualizado com sucesso')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/v1/marketing/eventos/2');
    expect(patch.body).toEqual({
      object: {
        cidade: 1,
        endereco: 'Av. Amazonas, 6030 - Gameleira',
        evento: 'Feira de Tecnologia',
        local: 'Centro de Convenções',
        site_evento: 'https://feira.example.com.br',
        data_inicio: '2026-03-10',
        data_fim: '2026-03-12',
        status: true,
      },
    });
  });

  it('shows a reader the event without Confirmar', async () => {
    signIn({ roles: ['marketing:leitor', 'user'] });
    stubApi([cities, history, answer(API.get, () => ({ rh_marketing_eventos: [EVENTS[1]] }))]);
    renderPage(<EventEditPage />, { path: '/marketing/events/edit/:id', at: '/marketing/events/edit/1' });
    expect(await screen.findByDisplayValue('Arraiá da Conexão')).toBeDisabled();
    expect(screen.queryByText('Confirmar')).toBeNull();
  });

  it('toasts Erro ao buscar evento! when the event cannot be read', async () => {
    signIn({ roles: MARKETING });
    stubApi([cities]);
    renderPage(<EventEditPage />, { path: '/marketing/events/edit/:id', at: '/marketing/events/edit/5' });
    await waitFor(() => expect(toasts()).toEqual(['Erro ao buscar evento!']));
  });
});
