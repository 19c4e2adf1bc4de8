import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, today } from '@intranet/shared/calendar/days';
import { FLEET_API as API } from '@intranet/shared/fleet/fleet.contract';
import type { Fine } from '@intranet/shared/fleet/fleet.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import { FineListPage, FineRegisterPage } from './fine-pages';
import { FineTermPage } from './fine-term-page';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const MANAGER = ['solitacoes:gestor', 'user'];

const fine = (over: Partial<Fine> = {}): Fine => ({
  id: 31,
  id_veiculo: 4,
  placa: 'QAB1C23',
  modelo: 'Strada',
  ocorrida_em: '2026-11-10T13:15:00.000Z',
  codigo_infracao: '745-50',
  descricao_infracao: 'Transitar em velocidade superior à máxima permitida em até 20%',
  local: 'Av. Amazonas, 1200',
  valor: 130.16,
  pontos: 4,
  vencimento: addDays(today(), 40),
  prazo_identificacao: addDays(today(), 5),
  id_motorista: 7,
  motorista: 'Carlos Colaborador',
  id_solicitacao: 90,
  identificado_em: null,
  status: 'pendente',
  created_at: '2026-11-12T12:00:00.000Z',
  ...over,
});

const vehicles = answer(API.vehicleOptions, () => ({
  frota_veiculo: [{ id: 4, placa: 'QAB1C23', modelo: 'Strada', categoria_cnh: 'B', odometro: 12000 }],
}));

describe('fleet fines', () => {
  it('shows the days left to identify the driver, an overdue badge, the driver found and a term button only with a driver', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      answer(API.fines, () => ({
        total: 3,
        frota_multa: [
          fine(),
          fine({ id: 32, prazo_identificacao: addDays(today(), -2) }),
          fine({ id: 33, id_motorista: null, motorista: null, status: 'pago' }),
        ],
      })),
    ]);
    renderPage(<FineListPage />, { path: '/fleet/fines/list' });
    expect(await screen.findByText('Faltam 5 dias')).toBeInTheDocument();
    expect(screen.getByText(TEXT.overdue)).toBeInTheDocument();
    expect(screen.getAllByText('Carlos Colaborador')).toHaveLength(2);
    expect(screen.getByText('Não encontrado')).toBeInTheDocument();
    const terms = screen.getAllByRole('button', { name: TEXT.openTerm });
    expect(terms.map((b) => b.hasAttribute('disabled'))).toEqual([false, false, true]);
  });

  it('refuses to save a fine with its fields missing, saying which, and sends nothing', async () => {
    signIn({ roles: MANAGER });
    const { calls } = stubApi([vehicles]);
    renderPage(<FineRegisterPage />, { path: '/fleet/fines/register' });
    fireEvent.click(await screen.findByRole('button', { name: 'SALVAR' }));
    const form = screen.getByRole('button', { name: 'SALVAR' }).closest('form')!;
    await waitFor(() => expect(within(form).getAllByText(MSG.required).length).toBeGreaterThanOrEqual(6));
    for (const label of [
      'Veículo (placa)',
      'Data e hora da infração',
      'Código da infração',
      'Valor (R$)',
      'Pontos',
      'Vencimento',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the responsibility term the server writes, for the fine, its driver and its plate', async () => {
    signIn({ roles: MANAGER });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:termo');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubApi([
      answer(API.fine, () => ({ frota_multa: fine() })),
      answer(API.driverOptions, () => ({
        frota_motorista: [
          { id: 1, id_usuario: 7, nome: 'Carlos Colaborador', cnh_categoria: 'B', cnh_validade: '2028-01-10' },
        ],
      })),
      { endpoint: API.fineTerm, reply: () => '%PDF-1.7' },
    ]);
    renderPage(<FineTermPage />, {
      path: '/fleet/fines/term/:id/:idDriver/:vehiclePlate',
      at: '/fleet/fines/term/31/7/QAB1C23',
    });
    expect(await screen.findByText('QAB1C23 — Strada')).toBeInTheDocument();
    expect(screen.getByText('Carlos Colaborador')).toBeInTheDocument();
    expect(await screen.findByText('10/01/2028')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXT.termOpen }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:termo', '_blank', 'noopener'));
    expect(calls.some((c) => c.method === 'GET' && c.path === '/v1/frota/multas/31/termo/7/QAB1C23')).toBe(true);
  });

  it('does not offer a term for an address whose driver is not the fine’s', async () => {
    signIn({ roles: MANAGER });
    stubApi([
      answer(API.fine, () => ({ frota_multa: fine() })),
      answer(API.driverOptions, () => ({ frota_motorista: [] })),
    ]);
    renderPage(<FineTermPage />, {
      path: '/fleet/fines/term/:id/:idDriver/:vehiclePlate',
      at: '/fleet/fines/term/31/8/QAB1C23',
    });
    expect(await screen.findByText(TEXT.termNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.termOpen })).toBeNull();
  });
});
