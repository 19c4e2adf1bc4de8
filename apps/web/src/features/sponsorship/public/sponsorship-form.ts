import { SPONSORSHIP_PUBLIC_API as API } from '@intranet/shared/sponsorship/sponsorship-public.contract';
import { SPONSORSHIP_MSG as M } from '@intranet/shared/sponsorship/sponsorship.messages';
import {
  SPONSORSHIP_ASKS,
  SPONSORSHIP_ASK_LABELS,
  SPONSORSHIP_FILE_MAX_BYTES,
  SPONSORSHIP_HONEYPOT,
  SPONSORSHIP_OFFERS,
  SPONSORSHIP_OFFER_LABELS,
  SPONSORSHIP_PUBLIC_PATH,
  SPONSORSHIP_SUCCESS_PATH,
} from '@intranet/shared/sponsorship/sponsorship.rules';
import {
  sponsorshipDayProblem,
  sponsorshipRequestFields,
  type SponsorshipProvidersResponse,
} from '@intranet/shared/sponsorship/sponsorship-request.schemas';
import { today } from '@intranet/shared/calendar/days';
import { maskPhone } from '@intranet/shared/format/phone';
import { el } from '../../../lib/dom-element';
import { isCallFailure, publicCall } from '../../../lib/public-call';

type Field = keyof typeof sponsorshipRequestFields | 'apresentacao';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the address asks: the success page, or the form of a provider (its flag) or of any. */
export function pageOf(pathname: string): { page: 'form'; provider: string | null } | { page: 'success' } {
  if (pathname === SPONSORSHIP_SUCCESS_PATH || pathname.startsWith(`${SPONSORSHIP_SUCCESS_PATH}/`))
    return { page: 'success' };
  const rest = pathname.slice(SPONSORSHIP_PUBLIC_PATH.length).split('/').filter(Boolean)[0];
  return { page: 'form', provider: rest ? decodeURIComponent(rest).toLowerCase() : null };
}

/** The success page: the protocol, and that a confirmation went to the e-mail. */
export function mountSuccess(root: HTMLElement, protocol: string | null): void {
  document.title = M.successTitle;
  root.replaceChildren(
    el(
      'main',
      { class: 'lead-card lead-card--thanks sponsorship-card' },
      el('h1', {}, M.successTitle),
      el('p', {}, protocol ? M.successText(protocol) : 'Enviamos uma confirmação para o seu e-mail.'),
      protocol ? el('p', { class: 'sponsorship-protocol', 'aria-label': 'Protocolo' }, protocol) : '',
      el('a', { href: SPONSORSHIP_PUBLIC_PATH, class: 'plain-button' }, 'Enviar outra solicitação'),
    ),
  );
}

/**
 * The public sponsorship request (/patrocinios/:provedor?): the event, what is asked and offered, the
 * organizer and a presentation, sent as one multipart call; the success page shows the protocol.
 * A refusal shows each message under its field and keeps what was typed.
 */
export function mountSponsorshipForm(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const page = pageOf(location.pathname);
  if (page.page === 'success') return mountSuccess(root, new URLSearchParams(location.search).get('protocolo'));
  document.title = M.formTitle;
  let providers: SponsorshipProvidersResponse['provedores'] = [];

  const controls = new Map<Field, Control>();
  const errors = new Map<Field, HTMLElement>();
  const alert = el('div', { class: 'plain-alert', role: 'alert', hidden: true });
  const form = el('form', { class: 'lead-form', novalidate: true, 'aria-label': M.formTitle });

  const errorOf = (name: Field) => {
    const error = el('div', { class: 'plain-field__error', id: `pat-${name}-erro`, 'aria-live': 'polite' });
    errors.set(name, error);
    return error;
  };
  const box = (name: Field, label: string, control: Control) => {
    control.id = `pat-${name}`;
    control.name = name;
    const error = errorOf(name);
    control.setAttribute('aria-describedby', error.id);
    controls.set(name, control);
    control.addEventListener('blur', () => control.value && check(name));
    return el('div', { class: 'plain-field' }, el('label', { for: control.id }, label), control, error);
  };
  const input = (attrs: Record<string, string>) => el('input', { type: 'text', ...attrs });
  const area = () => el('textarea', { rows: '3', maxlength: '1000' });
  const checks = (
    name: 'pedidos' | 'contrapartidas',
    legend: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => {
    const error = errorOf(name);
    const boxes = options.map((value) =>
      el('label', { class: 'sponsorship-check' }, el('input', { type: 'checkbox', name, value }), labels[value]),
    );
    const set = el(
      'fieldset',
      { class: 'sponsorship-set', 'aria-describedby': error.id },
      el('legend', {}, legend),
      ...boxes,
      error,
    );
    set.addEventListener('change', () => {
      check(name);
      if (name === 'pedidos') amountBox.hidden = !valuesOf('pedidos').includes('dinheiro');
    });
    return set;
  };
  const valuesOf = (name: 'pedidos' | 'contrapartidas') =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((c) => c.value);

  const provider = el('select', {}, el('option', { value: '' }, 'Selecione'));
  const providerBox = box('id_empresa', 'Provedor', provider);
  const phone = input({ type: 'tel', inputmode: 'tel', autocomplete: 'tel-national', placeholder: '(00) 00000-0000' });
  phone.addEventListener('input', () => (phone.value = maskPhone(phone.value)));
  const amountBox = box('valor_pedido', 'Valor pedido (R$)', input({ inputmode: 'decimal', placeholder: '0,00' }));
  amountBox.hidden = true;
  const file = el('input', { type: 'file', accept: 'application/pdf,image/png,image/jpeg,image/webp' });
  const trap = el('input', {
    type: 'text',
    name: SPONSORSHIP_HONEYPOT,
    id: `pat-${SPONSORSHIP_HONEYPOT}`,
    tabindex: '-1',
    autocomplete: 'off',
  });

  form.append(
    providerBox,
    el('h2', {}, 'O evento'),
    box('evento', 'Nome do evento', input({ maxlength: '150' })),
    box('data_evento', 'Data do evento', input({ type: 'date', min: today() })),
    box('cidade', 'Cidade', input({ maxlength: '120', autocomplete: 'address-level2' })),
    box('publico_esperado', 'Público esperado (pessoas)', input({ inputmode: 'numeric', maxlength: '9' })),
    el('h2', {}, 'O que você pede e oferece'),
    checks('pedidos', 'O que o evento precisa', SPONSORSHIP_ASKS, SPONSORSHIP_ASK_LABELS),
    amountBox,
    box('descricao_pedido', 'Detalhes do pedido (opcional)', area()),
    checks('contrapartidas', 'O que o evento oferece em troca', SPONSORSHIP_OFFERS, SPONSORSHIP_OFFER_LABELS),
    box('descricao_contrapartida', 'Detalhes das contrapartidas (opcional)', area()),
    el('h2', {}, 'Quem organiza'),
    box('organizador', 'Seu nome', input({ maxlength: '120', autocomplete: 'name' })),
    box('organizacao', 'Organização (opcional)', input({ maxlength: '120', autocomplete: 'organization' })),
    box('email', 'E-mail', input({ type: 'email', inputmode: 'email', autocomplete: 'email', maxlength: '254' })),
    box('telefone', 'Telefone', phone),
    box('apresentacao', 'Apresentação do evento (PDF ou imagem, até 10 MB)', file),
    el('div', { class: 'lead-form__trap', 'aria-hidden': 'true' }, el('label', { for: trap.id }, 'Site'), trap),
  );
  const submit = el(
    'button',
    { type: 'submit', class: 'plain-button plain-button--primary plain-button--block' },
    'Enviar solicitação',
  );
  form.append(submit);
  root.replaceChildren(
    el(
      'main',
      { class: 'lead-card sponsorship-card' },
      el('h1', {}, M.formTitle),
      el('p', { class: 'lead-card__intro' }, M.formIntro),
      alert,
      form,
    ),
  );

  function show(name: Field, message: string | null) {
    const error = errors.get(name);
    if (error) error.textContent = message ?? '';
    const control = controls.get(name);
    if (!control) return;
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }

  function valueOf(name: Field): unknown {
    if (name === 'pedidos' || name === 'contrapartidas') return valuesOf(name);
    const raw = controls.get(name)?.value ?? '';
    if (name === 'id_empresa') return raw ? Number(raw) : undefined;
    if (name === 'publico_esperado') return raw.trim() ? Number(raw.replace(/\D/g, '')) : undefined;
    if (name === 'valor_pedido') {
      if (!valuesOf('pedidos').includes('dinheiro')) return null;
      return raw.trim() ? Number(raw.replace(/\./g, '').replace(',', '.')) : undefined;
    }
    return raw;
  }

  function check(name: Field): boolean {
    if (name === 'apresentacao') {
      const chosen = file.files?.[0];
      const problem = !chosen
        ? M.presentationRequired
        : chosen.size > SPONSORSHIP_FILE_MAX_BYTES
          ? M.presentationTooLarge
          : null;
      show(name, problem);
      return !problem;
    }
    const result = sponsorshipRequestFields[name].safeParse(valueOf(name));
    let problem = result.success ? null : (result.error.issues[0]?.message ?? null);
    if (!problem && name === 'data_evento') problem = sponsorshipDayProblem(String(valueOf(name)), today());
    if (!problem && name === 'valor_pedido' && valuesOf('pedidos').includes('dinheiro') && valueOf(name) == null)
      problem = M.amountRequired;
    show(name, problem);
    return !problem;
  }

  const names: Field[] = [
    'id_empresa',
    'evento',
    'data_evento',
    'cidade',
    'publico_esperado',
    'pedidos',
    'valor_pedido',
    'descricao_pedido',
    'contrapartidas',
    'descricao_contrapartida',
    'organizador',
    'organizacao',
    'email',
    'telefone',
    'apresentacao',
  ];

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    alert.hidden = true;
    const valid = names.map(check).every(Boolean);
    if (!valid) {
      const first = names.find((n) => errors.get(n)?.textContent);
      (controls.get(first!) ?? form.querySelector<HTMLInputElement>(`input[name="${first}"]`))?.focus();
      return;
    }
    const data: Record<string, unknown> = {};
    for (const name of names) if (name !== 'apresentacao') data[name] = valueOf(name);
    if (trap.value) data[SPONSORSHIP_HONEYPOT] = trap.value;
    const body = new FormData();
    body.append('dados', JSON.stringify(data));
    body.append('apresentacao', file.files![0]);
    submit.disabled = true;
    submit.textContent = 'Enviando…';
    try {
      const res = await fetch(API.request.path, { method: 'POST', body });
      const answer = (await res.json().catch(() => null)) as {
        protocolo?: string;
        message?: string;
        fields?: { path: string; message: string }[];
      } | null;
      if (res.status !== 200)
        throw { status: res.status, message: answer?.message ?? M.submitFailed, fields: answer?.fields ?? [] };
      const protocol = answer!.protocolo!;
      history.pushState(null, '', `${SPONSORSHIP_SUCCESS_PATH}?protocolo=${encodeURIComponent(protocol)}`);
      window.scrollTo(0, 0);
      mountSuccess(root, protocol);
    } catch (error) {
      submit.disabled = false;
      submit.textContent = 'Enviar solicitação';
      const fields = isCallFailure(error) ? error.fields : [];
      for (const field of fields) show(field.path as Field, field.message);
      alert.textContent = fields.length
        ? fields[0].message
        : isCallFailure(error) && error.status < 500
          ? error.message
          : M.submitFailed;
      alert.hidden = false;
    }
  });

  void publicCall(API.providers, {})
    .then((answer) => {
      providers = answer.provedores;
      provider.append(...providers.map((p) => el('option', { value: String(p.id) }, p.nome)));
      const chosen = providers.find((p) => p.flag === page.provider);
      if (chosen) {
        provider.value = String(chosen.id);
        providerBox.hidden = true;
        document.title = `${M.formTitle} – ${chosen.nome}`;
      }
    })
    .catch(() => {
      alert.textContent = M.submitFailed;
      alert.hidden = false;
    });
}
