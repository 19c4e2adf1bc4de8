import { el } from '../../lib/dom-element';
import type { CallFailure } from '../../lib/public-call';

/** Small building blocks of the panel's screens (plain DOM, like the other public pages). */

export function field(options: {
  id: string;
  label: string;
  input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  hint?: string;
}): HTMLElement {
  options.input.id = options.id;
  options.input.setAttribute('name', options.id);
  const error = el('span', { class: 'plain-field__error', id: `${options.id}-erro`, hidden: true });
  options.input.setAttribute('aria-describedby', error.id);
  return el(
    'div',
    { class: 'plain-field', 'data-field': options.id },
    el('label', { for: options.id }, options.label),
    options.input,
    options.hint ? el('span', { class: 'panel-hint' }, options.hint) : '',
    error,
  );
}

export function textInput(attrs: Record<string, string | boolean> = {}): HTMLInputElement {
  return el('input', { type: 'text', ...attrs });
}

/** Puts a refusal's messages under their fields (by the field's path), the rest in the form's alert. */
export function showFailure(form: HTMLElement, failure: CallFailure, prefix = ''): void {
  clearFailure(form);
  let placed = false;
  for (const { path, message } of failure.fields) {
    const box = form.querySelector<HTMLElement>(`[data-field="${prefix}${path}"]`);
    if (!box) continue;
    const error = box.querySelector<HTMLElement>('.plain-field__error')!;
    error.textContent = message;
    error.hidden = false;
    box.querySelector('input, select, textarea')?.setAttribute('aria-invalid', 'true');
    placed = true;
  }
  if (!placed || !failure.fields.length) alertIn(form, failure.message);
}

export function clearFailure(form: HTMLElement): void {
  for (const error of form.querySelectorAll<HTMLElement>('.plain-field__error')) {
    error.textContent = '';
    error.hidden = true;
  }
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  form.querySelector('.plain-alert')?.remove();
  form.querySelector('.plain-notice')?.remove();
}

export function alertIn(form: HTMLElement, message: string): void {
  form.querySelector('.plain-alert')?.remove();
  form.prepend(el('p', { class: 'plain-alert', role: 'alert' }, message));
}

export function noticeIn(form: HTMLElement, message: string): void {
  form.querySelector('.plain-notice')?.remove();
  form.prepend(el('p', { class: 'plain-notice', role: 'status' }, message));
}

/** A definition list of label → value, leaving out empty values. */
export function facts(rows: [string, string | null | undefined][]): HTMLElement {
  const list = el('dl', { class: 'panel-facts' });
  for (const [label, value] of rows) {
    if (!value) continue;
    list.append(el('div', {}, el('dt', {}, label), el('dd', {}, value)));
  }
  return list;
}

export function card(...children: (Node | string)[]): HTMLElement {
  return el('section', { class: 'panel-card' }, ...children);
}

export function badge(text: string, tone: 'ok' | 'warn' | 'bad' | 'neutral'): HTMLElement {
  return el('span', { class: `panel-badge panel-badge--${tone}` }, text);
}

export function empty(text: string): HTMLElement {
  return el('p', { class: 'panel-empty' }, text);
}

export function submitButton(text: string): HTMLButtonElement {
  return el('button', { type: 'submit', class: 'plain-button plain-button--primary plain-button--block' }, text);
}

/** Disables the form's button while the work runs. */
export async function busy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T> {
  button.disabled = true;
  try {
    return await work();
  } finally {
    button.disabled = false;
  }
}
