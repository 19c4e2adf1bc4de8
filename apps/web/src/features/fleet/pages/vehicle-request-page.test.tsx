import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import type { VehicleRequest } from '@intranet/shared/fleet/fleet.schemas';
import { errorsUnder } from '../../../components/form/test-queries';
import { button, findButton } from '../../../test/antd';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { VehicleRequestPage } from './vehicle-request-page';

const request: VehicleRequest = {
  id: 3,
  id_solicitante: 7,
  solicitante: 'Carla Souza',
  id_veiculo: 1,
  placa: 'QAA2C14',
  modelo: 'Strada',
  id_motorista: 7,
  motorista: 'Carla Souza',
  inicio: '2026-12-01T11:00:00.000Z',
  fim: '2026-12-01T21:00:00.000Z',
  finalidade: 'Visita técnica',
  destino: 'Contagem',
  status: 'pendente',
  motivo_recusa: null,
  decidido_em: null,
  retirada_em: null,
  odometro_saida: null,
  devolvida_em: null,
  odometro_chegada: null,
  created_at: '2026-11-28T10:00:00.000Z',
};
const vehicles = {
  frota_veiculo: [{ id: 1, placa: 'QAA2C14', modelo: 'Strada', categoria_cnh: 'B', odometro: 1000 }],
};

afterEach(() => session.clear());

describe('vehicle request', () => {
  it('asks for the period and the purpose before sending anything', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stubApi([answer(FLEET_API.vehicleOptions, () => vehicles)]);
    renderPage(<VehicleRequestPage />, { path: '/requests/vehicle/register' });
    fireEvent.click(await findButton('SOLICITAR'));
    await waitFor(() => expect(errorsUnder('Finalidade')).toBe('Campo obrigatório'));
    expect(errorsUnder('Período')).toBe('Campo obrigatório');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a pending request of one’s own and shows the server’s refusal under the period', async () => {
    signIn({ roles: ['pagina_inicial:leitor'], usuarioId: 7 });
    const api = stubApi([
      answer(FLEET_API.vehicleOptions, () => vehicles),
      answer(FLEET_API.request, () => ({ frota_solicitacao: request })),
      answer(FLEET_API.updateRequest, () => {
        throw new StubFailure(400, {
          message: FLEET_MSG.vehicleNotFound,
          fields: [{ path: 'object.fim', message: FLEET_MSG.period }],
        });
      }),
    ]);
    renderPage(<VehicleRequestPage />, { path: '/requests/vehicle/edit/:id', at: '/requests/vehicle/edit/3' });
    await waitFor(() =>
      expect((screen.getByLabelText('Finalidade') as HTMLTextAreaElement).value).toBe('Visita técnica'),
    );
    fireEvent.click(button('SALVAR'));
    await waitFor(() => expect(errorsUnder('Período')).toBe(FLEET_MSG.period));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/frota/solicitacoes/3');
    expect(put.body).toMatchObject({ object: { finalidade: 'Visita técnica', destino: 'Contagem', id_veiculo: 1 } });
  });

  it('shows a decided request as it stands, with its reason, and lets its requester withdraw an approved one after confirming', async () => {
    signIn({ roles: ['pagina_inicial:leitor'], usuarioId: 7 });
    const api = stubApi([
      answer(FLEET_API.vehicleOptions, () => vehicles),
      answer(FLEET_API.request, () => ({ frota_solicitacao: { ...request, status: 'aprovada' as const } })),
      answer(FLEET_API.cancelRequest, () => ({ frota_solicitacao: { ...request, status: 'cancelada' as const } })),
    ]);
    renderPage(<VehicleRequestPage />, { path: '/requests/vehicle/edit/:id', at: '/requests/vehicle/edit/3' });
    expect(await screen.findByText('A solicitação já foi decidida e não pode mais ser editada.')).toBeTruthy();
    expect(screen.queryByLabelText('Finalidade')).toBeNull();
    fireEvent.click(button('CANCELAR SOLICITAÇÃO'));
    expect(await screen.findByText('Cancelar solicitação?')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click((await screen.findAllByText('CANCELAR SOLICITAÇÃO', { selector: 'button span, button' })).at(-1)!);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/frota/solicitacoes/3/cancelar')).toBe(true));
  });
});
