import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { today } from '@intranet/shared/calendar/days';
import { ROULETTE_MSG } from '@intranet/shared/roulette/roulette.messages';
import { DESCRIPTION_MAX, MAX_VOTE_INTERVAL, NAME_MAX } from '@intranet/shared/roulette/roulette.rules';
import type { Campaign } from '@intranet/shared/roulette/roulette.schemas';
import { renderPage } from '../../../test/render-page';
import { BasicStep } from './basic-step';

const owners = [{ id: 7, nome: 'Marina Marketing' }];

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 3,
  nome: 'Roleta de Verão Bitcom',
  ativo: true,
  created_at: '2026-11-01T12:00:00.000Z',
  data_inicio_campanha: '2026-11-01',
  data_fim_campanha: '2026-12-31',
  motivo_aplicacao: '',
  descricao: 'Gire a roleta e concorra a prêmios.',
  sistema: 'bitcom',
  url_campanha: '/roleta-de-verao-bitcom',
  intervalo_votacao: 1,
  api_erp: false,
  id_configuracao: null,
  id_usuario_intranet: 7,
  confirmar_telefone: false,
  giros_por_endereco: 0,
  prova_trabalho: 16,
  espera_minima: 0,
  dono: 'Marina Marketing',
  clientes: 0,
  nao_clientes: 0,
  ...over,
});

function renderStep(current: Campaign | null) {
  const onSubmit = vi.fn(async () => undefined);
  renderPage(<BasicStep campaign={current} owners={owners} submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const save = async () => fireEvent.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));

describe('BasicStep', { timeout: 60_000 }, () => {
  it("says 'Por favor, preencha todos os campos...' when a required field is empty, and sends nothing", async () => {
    const onSubmit = renderStep(null);
    await save();
    expect(await screen.findByText('Por favor, preencha todos os campos...')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a name of spaces for an empty name, as the server does, and sends nothing', async () => {
    const onSubmit = renderStep(campaign());
    fireEvent.change(await screen.findByLabelText('Nome da campanha'), { target: { value: '          ' } });
    await save();
    expect(await screen.findByText('Por favor, preencha todos os campos...')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end before the start with the spec's text, the server's rule, and keeps an edit that began before today", async () => {
    const onSubmit = renderStep(campaign({ data_inicio_campanha: '2026-11-01', data_fim_campanha: '2026-10-31' }));
    await save();
    expect(await screen.findByText(ROULETTE_MSG.endBeforeStart)).toBeInTheDocument();
    expect(screen.queryByText(ROULETTE_MSG.startBeforeToday)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an edit whose days hold, as the shared schema reads it', async () => {
    const onSubmit = renderStep(campaign({ data_inicio_campanha: '2026-11-01', data_fim_campanha: today() }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ data_inicio_campanha: '2026-11-01', data_fim_campanha: today(), sistema: 'BITCOM' }),
    );
  });

  it("gives the controls the shared schema's bounds", async () => {
    renderStep(null);
    expect(await screen.findByLabelText('Nome da campanha')).toHaveAttribute('maxlength', String(NAME_MAX));
    expect(screen.getByLabelText('Descrição')).toHaveAttribute('maxlength', String(DESCRIPTION_MAX));
    expect(screen.getByLabelText('Intervalo entre participações (dias)')).toHaveAttribute(
      'aria-valuemax',
      String(MAX_VOTE_INTERVAL),
    );
  });
});
