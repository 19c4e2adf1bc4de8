import { el } from './dom-element';

/**
 * A read-only code with a button that copies it (PIX copia e cola, boleto line) for the public pages:
 * the result is said in a live region, and when the browser refuses the clipboard the code is selected
 * for the person to copy by hand.
 */
export function copyableCode(options: {
  id: string;
  label: string;
  value: string;
  button: string;
  copied: string;
  failed: string;
  rows?: number;
}): HTMLElement {
  const field = el('textarea', {
    id: options.id,
    readonly: true,
    rows: String(options.rows ?? 3),
    class: 'copy-code__text',
    spellcheck: 'false',
  });
  field.value = options.value;
  const status = el('span', { class: 'copy-code__status', role: 'status', 'aria-live': 'polite' });
  const button = el(
    'button',
    { type: 'button', class: 'plain-button plain-button--primary copy-code__button' },
    options.button,
  );
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(options.value);
      status.textContent = options.copied;
    } catch {
      field.focus();
      field.select();
      status.textContent = options.failed;
    }
  });
  return el(
    'div',
    { class: 'copy-code' },
    el('label', { for: options.id, class: 'copy-code__label' }, options.label),
    field,
    el('div', { class: 'copy-code__actions' }, button, status),
  );
}
