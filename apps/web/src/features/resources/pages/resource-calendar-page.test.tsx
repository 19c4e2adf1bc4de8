import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, mondayOf, today } from '@intranet/shared/calendar/days';
import { RESOURCE_API, RESOURCE_BOOKING_API as API } from '@intranet/shared/resources/resources.contract';
import { RESOURCES_MSG } from '@intranet/shared/resources/resources.messages';
import { instantAt } from '@intranet/shared/resources/resources.rules';
import type { Booking, Resource } from '@intranet/shared/resources/resources.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { ResourceCalendarPage } from './resource-calendar-page';

afterEach(() => session.clear());

const NOW = new Date().toISOString();
const ROOM: Resource = {
  id: 3,
  nome: 'Sala de Reunião Ipê',
  tipo: 'sala',
  local: 'Matriz, 2º andar',
  capacidade: 10,
  id_empresa: 1,
  ativo: true,
  created_at: NOW,
  updated_at: NOW,
};
const MONDAY = mondayOf(today());
const MINE: Booking = {
  id: 11,
  id_recurso: 3,
  recurso: ROOM.nome,
  inicio: instantAt(MONDAY, '09:00'),
  fim: instantAt(MONDAY, '10:30'),
  assunto: 'Reunião de equipe',
  id_usuario: 7,
  usuario: 'Carlos Colaborador',
  cancelavel: true,
};
const THEIRS: Booking = {
  ...MINE,
  id: 12,
  inicio: instantAt(addDays(MONDAY, 2), '14:00'),
  fim: instantAt(addDays(MONDAY, 2), '15:00'),
  assunto: 'Entrevista',
  id_usuario: 8,
  usuario: 'Renata Gestora',
  cancelavel: false,
};

function stub(onBook?: (body: unknown) => Booking) {
  let bookings = [MINE, THEIRS];
  return stubApi([
    answer(RESOURCE_API.list, () => ({ rh_recurso: [ROOM] })),
    answer(API.list, ({ url }) => {
      expect(url.searchParams.get('id_recurso')).toBe('3');
      expect(url.searchParams.get('de')).toBe(MONDAY);
      return { rh_recurso_reserva: bookings };
    }),
    answer(API.book, ({ body }) => {
      const made = onBook!(body);
      bookings = [...bookings, made];
      return { insert_rh_recurso_reserva_one: made };
    }),
    answer(API.cancel, ({ params }) => {
      bookings = bookings.filter((b) => String(b.id) !== params.id);
      return { delete_rh_recurso_reserva_by_pk: { id: Number(params.id) } };
    }),
  ]);
}

describe('the resources calendar', () => {
  it("shows the week's bookings by day, with Cancelar only on one's own", async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stub();
    renderPage(<ResourceCalendarPage />);
    const monday = await screen.findByRole('list', {
      name: `Reservas de ${MONDAY.slice(8, 10)}/${MONDAY.slice(5, 7)}`,
    });
    expect(within(monday).getByText('09:00–10:30')).toBeInTheDocument();
    expect(within(monday).getByText('Reunião de equipe')).toBeInTheDocument();
    expect(screen.getByText('Entrevista')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar reserva Reunião de equipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva Entrevista' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Livre').length).toBe(5);
  });

  it('cancels one of the own bookings after confirming', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stub();
    renderPage(<ResourceCalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva Reunião de equipe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/11'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Reunião de equipe')).not.toBeInTheDocument());
  });

  it('says under the start when the slot was taken, keeping what was typed', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stub(() => {
      throw new StubFailure(409, { error: 'conflict', message: RESOURCES_MSG.taken });
    });
    renderPage(<ResourceCalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: /RESERVAR/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Dia'), { target: { value: addDays(today(), 1) } });
    fireEvent.change(within(dialog).getByLabelText('Início'), { target: { value: '09:30' } });
    fireEvent.change(within(dialog).getByLabelText('Fim'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Assunto'), { target: { value: 'Treinamento' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await within(dialog).findByText(RESOURCES_MSG.taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Assunto')).toHaveValue('Treinamento');
  });

  it('refuses an end before the start in the form, with the shared text', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stub();
    renderPage(<ResourceCalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: /RESERVAR/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Início'), { target: { value: '11:00' } });
    fireEvent.change(within(dialog).getByLabelText('Fim'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Assunto'), { target: { value: 'Treinamento' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await within(dialog).findByText(RESOURCES_MSG.endBeforeStart)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/reserva'))).toBe(false);
  });
});
