import { screen, waitFor } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrudForm } from '../../components/crud/crud-form';
import { CAMPAIGNS } from './sales-screens';

function setup() {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  const onCancel = vi.fn();
  render(<CrudForm config={CAMPAIGNS} onSubmit={onSubmit} onInvalid={onInvalid} onCancel={onCancel} />);
  return { onSubmit, onInvalid, onCancel, user: userEvent.setup({ delay: null }) };
}

describe('the campaign form', () => {
  it('starts a new campaign active, with the provider flags and API off', () => {
    setup();
    expect(screen.getByRole('switch', { name: 'Status' })).toBeChecked();
    for (const name of ['Bitcom', 'RazãoInfo', 'Vetorial', 'API']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(screen.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeInTheDocument();
  });

  it('asks for the name with the required message under the field and does not submit', async () => {
    const { user, onSubmit, onInvalid } = setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed name with the defaults and the flags turned on', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Nome da campanha'), '  Campanha de Inverno  ');
    await user.click(screen.getByRole('switch', { name: 'Vetorial' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { nome: 'Campanha de Inverno', bitcom: false, razao: false, vetorial: true, api: false, ativo: true },
      expect.objectContaining({ nome: '  Campanha de Inverno  ' }),
    );
  });

  it('goes back on Cancelar without submitting', async () => {
    const { user, onSubmit, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
