import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const emptyRect = {
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  right: 0,
  bottom: 0,
  width: 0,
  height: 0,
  toJSON: () => ({}),
} as DOMRect;
Range.prototype.getBoundingClientRect = () => emptyRect;
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

describe('RichTextEditor', () => {
  it('shows the stored HTML and reports an alignment change as HTML', async () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor value="<p>Olá mundo</p>" onChange={onChange} />);
    await waitFor(() => expect(container.querySelector('.tiptap')?.textContent).toBe('Olá mundo'));
    await userEvent.click(screen.getByRole('button', { name: 'Centralizar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: center;">Olá mundo</p>'));
  });

  it('offers undo, redo, font size, bold, italic, strike, underline and the four alignments', () => {
    render(<RichTextEditor value="" />);
    for (const name of [
      'Desfazer',
      'Refazer',
      'Negrito',
      'Itálico',
      'Tachado',
      'Sublinhado',
      'Alinhar à esquerda',
      'Centralizar',
      'Alinhar à direita',
      'Justificar',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Tamanho da fonte')).toBeInTheDocument();
  });
});

describe('RichTextEditor as a form field', () => {
  it('is a multi-line text box named by its form label, required as the field is', async () => {
    render(
      <Form>
        <Form.Item name="descricao" label="Descrição" rules={[{ required: true, message: 'Campo obrigatório' }]}>
          <RichTextEditor />
        </Form.Item>
      </Form>,
    );
    const box = await screen.findByRole('textbox', { name: 'Descrição' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('outside a form, takes the name it is given', async () => {
    render(<RichTextEditor aria-label="Mensagem" />);
    expect(await screen.findByRole('textbox', { name: 'Mensagem' })).toHaveAttribute('contenteditable', 'true');
  });
});

describe('RichTextView', () => {
  it('drops scripts and event handlers from stored HTML', () => {
    const { container } = render(
      <RichTextView
        html={'<p style="text-align: center">Texto<img src="x" onerror="alert(1)"></p><script>alert(2)</script>'}
      />,
    );
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
    expect(container.textContent).toBe('Texto');
  });
});
