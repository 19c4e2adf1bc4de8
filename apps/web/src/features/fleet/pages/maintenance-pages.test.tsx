import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLEET_API as API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import type { Maintenance } from '@intranet/shared/fleet/fleet.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import { MaintenanceEditPage, MaintenanceListPage } from './maintenance-pages';

afterEach(() => session.clear());

const MANAGER = ['solitacoes:gestor', 'user'];

const planned: Maintenance = {
  id: 12,
  id_veiculo: 4,
  placa: 'QAB1C23',
  tipo: 'preventiva',
  status: 'agendada',
  descricao: 'Revisão periódica',
  id_incidente: null,
  id_solicitante: null,
  solicitante: null,
  previsto_km: 12300,
  previsto_data: null,
  realizada_em: null,
  odometro: null,
  oficina: '',
  pecas: '',
  custo: null,
  lembrete_enviado_em: null,
  odometro_veiculo: 12000,
  devida: true,
  created_at: '2026-11-01T12:00:00.000Z',
};

const vehicles = answer(API.vehicleOptions, () => ({
  frota_veiculo: [{ id: 4, placa: 'QAB1C23', modelo: 'Strada', categoria_cnh: 'B', odometro: 12000 }],
}));

describe('fleet maintenance', () => {
  it('marks the planned preventive maintenance whose reminder is due, and filters the due ones on the server', async () => {
    signIn({ roles: MANAGER });
    const asked: (string | null)[] = [];
    const rows = [planned, { ...planned, id: 13, previsto_km: 30000, devida: false }];
    stubApi([
      vehicles,
      answer(API.maintenances, ({ url }) => {
        const due = url.searchParams.get('devida');
        asked.push(due);
        const shown = due === 'true' ? rows.filter((m) => m.devida) : rows;
        return { total: shown.length, frota_manutencao: shown };
      }),
    ]);
    renderPage(<MaintenanceListPage />, { path: '/fleet/maintenance-vehicle/list' });
    expect(await screen.findAllByText('Revisão periódica')).toHaveLength(2);
    expect(screen.getAllByText(TEXT.maintenanceDue)).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.onlyDue }));
    await waitFor(() => expect(asked).toContain('true'));
    await waitFor(() => expect(screen.getAllByText('Revisão periódica')).toHaveLength(1));
    expect(screen.getByText(TEXT.maintenanceDue)).toBeInTheDocument();
  });

  it('shows a due reminder on the form and asks a planned preventive maintenance for its km or day before saving', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([vehicles, answer(API.maintenance, () => ({ frota_manutencao: planned }))]);
    renderPage(<MaintenanceEditPage />, {
      path: '/fleet/maintenance-vehicle/edit/:id',
      at: '/fleet/maintenance-vehicle/edit/12',
    });
    expect(await screen.findByText(/Revisão próxima: o veículo está com 12\.000 km/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Prevista no km'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(FLEET_MSG.threshold)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
