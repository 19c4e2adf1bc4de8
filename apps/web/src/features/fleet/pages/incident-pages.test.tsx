import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLEET_API as API } from '@intranet/shared/fleet/fleet.contract';
import type { Driver, Incident } from '@intranet/shared/fleet/fleet.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import { DriverListPage } from './driver-pages';
import { IncidentEditPage } from './incident-pages';

afterEach(() => session.clear());

const MANAGER = ['solitacoes:gestor', 'user'];

const incident: Incident = {
  id: 5,
  id_veiculo: 4,
  placa: 'QAB1C23',
  tipo: 'avaria',
  ocorrido_em: '2026-11-20T14:00:00.000Z',
  descricao: 'Retrovisor quebrado em manobra',
  local: 'Rua da Bahia',
  id_motorista: 7,
  motorista: 'Carlos Colaborador',
  id_registrante: 7,
  registrante: 'Carlos Colaborador',
  fotos: [],
  status: 'aberto',
  created_at: '2026-11-20T15:00:00.000Z',
};

const driver = (over: Partial<Driver>): Driver => ({
  id: 1,
  id_usuario: 7,
  nome: 'Carlos Colaborador',
  cnh_categoria: 'B',
  cnh_numero: '04170099881',
  cnh_validade: '2028-01-10',
  ativo: true,
  vencida: false,
  vencendo: false,
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  ...over,
});

describe('fleet incidents and drivers', () => {
  it('shows the driver of the moment and marks an open incident resolved, keeping what it holds', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([
      answer(API.vehicleOptions, () => ({
        frota_veiculo: [{ id: 4, placa: 'QAB1C23', modelo: 'Strada', categoria_cnh: 'B', odometro: 12000 }],
      })),
      answer(API.incident, () => ({ frota_incidente: incident })),
      answer(API.updateIncident, () => ({ frota_incidente: { ...incident, status: 'resolvido' as const } })),
    ]);
    renderPage(<IncidentEditPage />, {
      path: '/fleet/incidents-vehicle/edit/:id',
      at: '/fleet/incidents-vehicle/edit/5',
    });
    expect(await screen.findByText(`${TEXT.driverThen}: Carlos Colaborador`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXT.resolve }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      object: {
        id_veiculo: 4,
        tipo: 'avaria',
        ocorrido_em: incident.ocorrido_em,
        descricao: incident.descricao,
        local: incident.local,
        fotos: [],
        status: 'resolvido',
      },
    });
  });

  it('tells an expired CNH from one expiring soon and a valid one', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      answer(API.drivers, () => ({
        total: 3,
        frota_motorista: [
          driver({ id: 1, nome: 'Ana Vencida', vencida: true, cnh_validade: '2026-10-01' }),
          driver({ id: 2, nome: 'Bruno Vencendo', vencendo: true }),
          driver({ id: 3, nome: 'Clara Válida' }),
        ],
      })),
    ]);
    renderPage(<DriverListPage />, { path: '/fleet/driver/list' });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect((await row('Ana Vencida')).textContent).toContain(TEXT.cnhExpired);
    expect((await row('Bruno Vencendo')).textContent).toContain(TEXT.cnhExpiring);
    expect((await row('Clara Válida')).textContent).toContain(TEXT.cnhValid);
  });
});
