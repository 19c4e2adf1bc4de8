import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { BasicStep } from './basic-step';

describe('BasicStep', { timeout: 60_000 }, () => {
  it("says 'Por favor, preencha todos os campos...' when a required field is empty, and sends nothing", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderPage(
      <BasicStep
        campaign={null}
        owners={[{ id: 7, nome: 'Marina Marketing' }]}
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos...')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
