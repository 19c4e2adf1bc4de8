import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import type { Campaign } from '@intranet/shared/roulette/roulette.schemas';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { RouletteListPage } from './roulette-list-page';

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 1,
  nome: 'Roleta de Verão',
  ativo: true,
  created_at: '2026-11-20T12:00:00.000Z',
  data_inicio_campanha: '2026-11-20',
  data_fim_campanha: '2026-12-20',
  motivo_aplicacao: '',
  descricao: 'Gire e ganhe',
  sistema: 'bitcom',
  url_campanha: '/roleta-de-verao',
  intervalo_votacao: 1,
  api_erp: false,
  id_configuracao: 1,
  id_usuario_intranet: 7,
  confirmar_telefone: false,
  giros_por_endereco: 0,
  prova_trabalho: 16,
  espera_minima: 0,
  dono: 'Marina Marketing',
  clientes: 2,
  nao_clientes: 3,
  ...over,
});

describe('RouletteListPage', { timeout: 120_000 }, () => {
  it('shows each row button and NOVA ROLETA to exactly the accounts allowed, and Resetar Campanha to the superadmin only', async () => {
    await expectButtonsFollowPermissions(
      () => <RouletteListPage />,
      [answer(API.list, () => ({ site_roleta_campanhas: [campaign({})] }))],
      'Roleta de Verão',
      [
        { label: 'NOVA ROLETA', action: API.create.access },
        { label: 'Sortear Participantes', action: 'raffle.draw' },
        { label: 'Relatórios', action: API.participants.access },
        { label: 'Editar', action: API.update.access },
        { label: 'Pausar', action: API.status.access },
        { label: 'Resetar Campanha', action: API.reset.access },
      ],
    );
  });

  it('offers Excluir without participants, Pausar or Reativar with them, and shows the server text when the delete is refused', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      answer(API.list, () => ({
        site_roleta_campanhas: [
          campaign({ id: 1, nome: 'Sem participantes', clientes: 0, nao_clientes: 0 }),
          campaign({ id: 2, nome: 'Pausada', ativo: false }),
        ],
      })),
      answer(API.remove, () => {
        throw new StubFailure(409, { message: 'CAMPANHA COM PREMIOS JA DISTRIBUIDOS' });
      }),
    ]);
    renderPage(<RouletteListPage />);
    const empty = (await screen.findByText('Sem participantes')).closest('tr')!;
    const paused = screen.getByText('Pausada').closest('tr')!;
    expect(within(empty).queryByLabelText('Pausar')).toBeNull();
    expect(within(paused).queryByLabelText('Excluir')).toBeNull();
    expect(within(paused).getByLabelText('Reativar')).toBeInTheDocument();
    expect(within(paused).getByRole('img', { name: 'Inativa' })).toBeInTheDocument();
    fireEvent.click(within(empty).getByLabelText('Excluir'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('CAMPANHA COM PREMIOS JA DISTRIBUIDOS')).toBeInTheDocument();
  });

  it('shows the campaign days as dd/mm/yy (spec §9)', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      answer(API.list, () => ({
        site_roleta_campanhas: [campaign({ data_inicio_campanha: '2026-11-20', data_fim_campanha: '2027-01-05' })],
      })),
    ]);
    renderPage(<RouletteListPage />);
    const row = (await screen.findByText('Roleta de Verão')).closest('tr')!;
    expect(within(row).getAllByText('20/11/26')).toHaveLength(2);
    expect(within(row).getByText('05/01/27')).toBeInTheDocument();
    expect(within(row).queryByText('05/01/2027')).toBeNull();
  });

  it('says the list could not be loaded when it could not, not that an update failed', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      answer(API.list, () => {
        throw new StubFailure(503, { message: 'Serviço indisponível no momento. Tente novamente em instantes.' });
      }),
    ]);
    renderPage(<RouletteListPage />);
    expect(await screen.findByText('Erro ao carregar lista de campanhas')).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu algum erro ao atualizar a campanha')).toBeNull();
  });

  it("names the provider as the rest of the product does ('RazãoInfo')", async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([answer(API.list, () => ({ site_roleta_campanhas: [campaign({ sistema: 'razao' })] }))]);
    renderPage(<RouletteListPage />);
    const row = (await screen.findByText('Roleta de Verão')).closest('tr')!;
    expect(within(row).getByText('RazãoInfo')).toBeInTheDocument();
  });
});
