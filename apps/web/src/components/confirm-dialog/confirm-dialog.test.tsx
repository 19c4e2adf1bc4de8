import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => vi.useRealTimers());

const confirmButton = (name: RegExp | string = /Confirmar/) => screen.getByRole('button', { name });

describe('ConfirmDialog', () => {
  it('counts the typed characters and turns the counter red and confirm off above 450', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="Justifique" textarea={{}} onConfirm={onConfirm} onCancel={() => undefined} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'a'.repeat(450) } });
    const counter = screen.getByTestId('dialog-counter');
    expect(counter).toHaveTextContent('Permitido no máximo 450 caracteres de 450');
    expect(counter).not.toHaveClass('confirm-dialog__counter--over');
    expect(confirmButton()).toBeEnabled();

    fireEvent.change(box, { target: { value: 'a'.repeat(451) } });
    expect(counter).toHaveTextContent('Permitido no máximo 450 caracteres de 451');
    expect(counter).toHaveClass('confirm-dialog__counter--over');
    expect(confirmButton()).toBeDisabled();
  });

  it('refuses an empty required text with Campo obrigatório', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Motivo"
        textarea={{ required: true }}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    fireEvent.click(confirmButton());
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ticks the countdown on the primary label every second and enables it at the end', () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Excluir"
        confirmLabel="Excluir"
        countdown={3}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    expect(confirmButton(/Excluir/)).toHaveTextContent('Excluir (3)');
    expect(confirmButton(/Excluir/)).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(confirmButton(/Excluir/)).toHaveTextContent('Excluir (2)');
    act(() => vi.advanceTimersByTime(1000));
    expect(confirmButton(/Excluir/)).toHaveTextContent('Excluir (1)');
    act(() => vi.advanceTimersByTime(1000));
    expect(confirmButton(/Excluir/)).toHaveTextContent(/^Excluir$/);
    expect(confirmButton(/Excluir/)).toBeEnabled();
    fireEvent.click(confirmButton(/Excluir/));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('renders the text sanitized and offers the primary-only layout', () => {
    render(
      <ConfirmDialog
        open
        title="Aviso"
        text={'<b>Atenção</b><img src=x onerror="alert(1)"><script>alert(1)</script>'}
        layout="primary"
        confirmLabel="OK"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText('Atenção').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});
