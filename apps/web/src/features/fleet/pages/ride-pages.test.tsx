import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import type { Ride } from '@intranet/shared/fleet/fleet.schemas';
import { button, findButton } from '../../../test/antd';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { RideEmployeePage } from './ride-employee-page';
import { RidesListPage } from './ride-pages';

const ride: Ride = {
  id: 5,
  id_motorista: 7,
  motorista: 'Carla Souza',
  origem: 'Belo Horizonte',
  destino: 'Sete Lagoas',
  data: '2026-12-03',
  horario: '07:30',
  vagas: 2,
  vagas_livres: 1,
  observacao: '',
  minha: true,
  pedidos: [{ id_usuario: 9, nome: 'Diego Lima', status: 'pendente' }],
};
const publicRide = {
  id: 5,
  motorista: 'Carla',
  origem: 'Belo Horizonte',
  destino: 'Sete Lagoas',
  data: '2026-12-03',
  horario: '07:30',
  vagas: 2,
  vagas_livres: 1,
  observacao: '',
};

afterEach(() => session.clear());

describe('rides', () => {
  it('shows the driver who asked for a seat and sends the acceptance', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stubApi([
      answer(FLEET_API.rides, () => ({ frota_carona: [ride], total: 1 })),
      answer(FLEET_API.answerSeat, () => ({
        frota_carona: { ...ride, pedidos: [{ ...ride.pedidos[0], status: 'aceito' as const }] },
      })),
    ]);
    renderPage(<RidesListPage />, { path: '/ride/list' });
    expect(await screen.findByText('Diego Lima')).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
    fireEvent.click(button('Aceitar'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/carona/5/pedidos/9')).toBe(true));
    expect(api.calls.find((c) => c.path === '/v1/carona/5/pedidos/9')?.body).toEqual({ status: 'aceito' });
  });

  it('asks for the seat a visitor chose before signing in, once confirmed', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const other = { ...ride, minha: false, pedidos: [] };
    const api = stubApi([
      answer(FLEET_API.rides, () => ({ frota_carona: [other], total: 1 })),
      answer(FLEET_API.ride, () => ({ frota_carona: other })),
      answer(FLEET_API.askSeat, () => ({
        frota_carona: {
          ...other,
          vagas_livres: 0,
          pedidos: [{ id_usuario: 7, nome: 'Eu', status: 'pendente' as const }],
        },
      })),
    ]);
    renderPage(<RidesListPage />, { path: '/ride/list', at: '/ride/list?vaga=5' });
    expect(await screen.findByText('Pedir vaga nesta carona?')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(await findButton('PEDIR VAGA'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v1/carona/5/vaga')).toBe(true),
    );
  });

  it('sends a visitor who asks for a seat through the sign-in, to the rides screen that asks for it', async () => {
    stubApi([answer(FLEET_API.publicRides, () => ({ frota_carona: [publicRide], total: 1 }))]);
    renderPage(<RideEmployeePage />, { path: '/ride-employee/list' });
    fireEvent.click(await findButton('ENTRAR PARA PEDIR VAGA'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/ride/list?vaga=5');
  });

  it('searches by the address’s origin, destination and day, a dash meaning any', async () => {
    const api = stubApi([answer(FLEET_API.publicRides, () => ({ frota_carona: [publicRide], total: 1 }))]);
    renderPage(<RideEmployeePage />, {
      path: '/ride-employee/search/:origem/:destino/:data',
      at: '/ride-employee/search/Belo%20Horizonte/-/2026-12-03',
    });
    expect(await screen.findByText('Sete Lagoas')).toBeTruthy();
    const url = api.fetch.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/v1/carona/publica'))!;
    const query = new URL(url, 'http://localhost').searchParams;
    expect(query.get('origem')).toBe('Belo Horizonte');
    expect(query.get('destino')).toBeNull();
    expect(query.get('data')).toBe('2026-12-03');
    // No contact data reaches the screen.
    expect(screen.queryByText(/@|\(\d{2}\)/)).toBeNull();
  });
});
