import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, today } from '@intranet/shared/calendar/days';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import type {
  CalendarEvent,
  CalendarKind,
  CalendarSettings,
} from '@intranet/shared/company-calendar/company-calendar.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CompanyCalendarPage } from './company-calendar-page';

afterEach(() => {
  session.clear();
});

const DAY = today();
const EVENTS: CalendarEvent[] = [
  {
    id: `feriado-1-${DAY}`,
    tipo: 'feriado',
    data: DAY,
    data_fim: DAY,
    titulo: 'Feriado de Teste',
    detalhe: 'Feriado nacional',
    id_pessoa: null,
  },
  {
    id: 'aniversario-7-x',
    tipo: 'aniversario',
    data: DAY,
    data_fim: DAY,
    titulo: 'Aniversário de Ana Almeida',
    detalhe: null,
    id_pessoa: 7,
  },
];

function stub(settings: CalendarSettings = { ocultar_aniversario: false, assinatura: null }) {
  let current = settings;
  return stubApi([
    answer(API.events, ({ url }) => {
      expect(url.searchParams.get('inicio')! <= DAY && DAY <= url.searchParams.get('fim')!).toBe(true);
      return { eventos: EVENTS, tipos: ['feriado', 'aniversario', 'tempo_de_casa'] as CalendarKind[] };
    }),
    answer(API.settings, () => ({ preferencias: current })),
    answer(API.saveSettings, ({ body }) => {
      current = { ...current, ocultar_aniversario: body.ocultar_aniversario };
      return { preferencias: current };
    }),
    answer(API.subscribe, () => {
      current = { ...current, assinatura: { criada_em: new Date().toISOString() } };
      const url = `https://intranet.exemplo.com.br/cal/${'a'.repeat(43)}.ics`;
      return { assinatura: { url, webcal: url.replace('https:', 'webcal:'), criada_em: new Date().toISOString() } };
    }),
    answer(API.revoke, () => {
      current = { ...current, assinatura: null };
      return { revogada: true };
    }),
  ]);
}

describe('company calendar page', () => {
  it("shows the month's holidays and birthdays, today's list, and filters by kind", async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stub();
    renderPage(<CompanyCalendarPage />, { path: '/calendar' });
    const dayList = await screen.findByTestId('day-events');
    expect(within(dayList).getByText(formatDate(DAY))).toBeInTheDocument();
    expect(await within(dayList).findByText('Feriado de Teste')).toBeInTheDocument();
    expect(within(dayList).getByRole('link', { name: 'Aniversário de Ana Almeida' })).toHaveAttribute(
      'href',
      '/contacts/profile/7',
    );
    expect(screen.getAllByText('Feriado de Teste')).toHaveLength(2);

    // The filter offers the kinds the server names; unchecking one hides its events.
    const filter = screen.getByRole('group', { name: 'Tipos de evento' });
    expect(within(filter).queryByText('Onboarding')).toBeNull();
    fireEvent.click(within(filter).getByText('Aniversários'));
    await waitFor(() => expect(screen.queryByText('Aniversário de Ana Almeida')).toBeNull());
    expect(screen.getAllByText('Feriado de Teste')).toHaveLength(2);
  });

  it('moves month by month and lists the events of a clicked day', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { calls } = stub();
    renderPage(<CompanyCalendarPage />, { path: '/calendar' });
    await screen.findByTestId('day-events');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(calls.filter((c) => c.path === API.events.path).length).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    const other = addDays(DAY, DAY.endsWith('-01') ? 1 : -1);
    fireEvent.click(screen.getByTitle(other));
    expect(await within(screen.getByTestId('day-events')).findByText('Nenhum evento neste dia.')).toBeInTheDocument();
  });

  it('saves the birthday opt-out, and makes, shows once and revokes the feed address after confirming', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = stub();
    renderPage(<CompanyCalendarPage />, { path: '/calendar' });

    const optOut = await screen.findByRole('switch');
    await waitFor(() => expect(optOut).toBeEnabled());
    fireEvent.click(optOut);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ocultar_aniversario: true }));
    expect(await screen.findByText('Preferência salva.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Gerar endereço' }));
    const address = await screen.findByLabelText('Endereço de assinatura');
    expect(address).toHaveValue(`https://intranet.exemplo.com.br/cal/${'a'.repeat(43)}.ics`);
    expect(
      screen.getByText('Copie agora: por segurança, este endereço não será mostrado de novo.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith((address as HTMLInputElement).value));

    fireEvent.click(screen.getByRole('button', { name: 'Revogar endereço' }));
    expect(await screen.findByText('Revogar o endereço de assinatura?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar endereço' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === API.revoke.path)).toBe(true));
    expect(await screen.findByText('Endereço revogado.')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não tem um endereço de assinatura.')).toBeInTheDocument();
  });

  it('says when an address exists without showing it, and renews it only after confirming', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { calls } = stub({ ocultar_aniversario: true, assinatura: { criada_em: '2026-03-02T13:00:00.000Z' } });
    renderPage(<CompanyCalendarPage />, { path: '/calendar' });
    expect(
      await screen.findByText(/Você tem um endereço de assinatura ativo, criado em 02\/03\/2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.queryByLabelText('Endereço de assinatura')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    expect(await screen.findByText('Gerar um novo endereço?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gerar novo endereço' }));
    expect(await screen.findByLabelText('Endereço de assinatura')).toBeInTheDocument();
  });
});
