import { LEAD_FORM_API as API } from '@intranet/shared/leads/lead-form.contract';
import { LEADS_MSG } from '@intranet/shared/leads/leads.messages';
import { LEAD_HONEYPOT, privacyTextOf } from '@intranet/shared/leads/leads.rules';
import {
  externalLeadBody,
  externalLeadFields,
  type LeadOriginResponse,
} from '@intranet/shared/leads/external-lead.schemas';
import { maskPhone } from '@intranet/shared/format/phone';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { formatCep } from '@intranet/shared/validation/cep';
import { arrivalOf } from './lead-form-address';
import { isCallFailure, publicCall } from '../../../lib/public-call';
import { el } from '../../../lib/dom-element';

type FieldName = 'nome' | 'telefone' | 'cpf' | 'cep' | 'email' | 'id_empresa' | 'consentimento';

const TEXT_FIELDS: {
  name: Exclude<FieldName, 'id_empresa' | 'consentimento'>;
  label: string;
  type: string;
  autocomplete: string;
  inputmode?: string;
  mask?: (v: string) => string;
  placeholder?: string;
}[] = [
  { name: 'nome', label: 'Nome completo', type: 'text', autocomplete: 'name' },
  {
    name: 'telefone',
    label: 'Telefone (WhatsApp)',
    type: 'tel',
    autocomplete: 'tel-national',
    inputmode: 'tel',
    mask: maskPhone,
    placeholder: '(00) 00000-0000',
  },
  {
    name: 'cpf',
    label: 'CPF',
    type: 'text',
    autocomplete: 'off',
    inputmode: 'numeric',
    mask: formatCpf,
    placeholder: '000.000.000-00',
  },
  {
    name: 'cep',
    label: 'CEP',
    type: 'text',
    autocomplete: 'postal-code',
    inputmode: 'numeric',
    mask: formatCep,
    placeholder: '00000-000',
  },
  { name: 'email', label: 'E-mail (opcional)', type: 'email', autocomplete: 'email', inputmode: 'email' },
];

/**
 * The public lead form (/leads/external/register/:cpf?/:cep?): a person leaves their data and consent
 * and becomes a lead of the provider, campaign, channel and link they arrived from. Answers with a
 * thank-you page; a submission the server refuses shows its texts under the fields.
 */
export function mountLeadForm(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const arrival = arrivalOf(location);
  let providers: LeadOriginResponse['provedores'] = [];
  document.title = LEADS_MSG.formTitle;

  const inputs = new Map<FieldName, HTMLInputElement | HTMLSelectElement>();
  const errors = new Map<FieldName, HTMLElement>();
  const alert = el('div', { class: 'plain-alert', role: 'alert', hidden: true });
  const form = el('form', { class: 'lead-form', novalidate: true, 'aria-label': LEADS_MSG.formTitle });

  const fieldBox = (name: FieldName, label: string, control: HTMLInputElement | HTMLSelectElement) => {
    control.id = `lead-${name}`;
    control.name = name;
    const error = el('div', { class: 'plain-field__error', id: `lead-${name}-erro`, 'aria-live': 'polite' });
    control.setAttribute('aria-describedby', error.id);
    inputs.set(name, control);
    errors.set(name, error);
    return el('div', { class: 'plain-field' }, el('label', { for: control.id }, label), control, error);
  };

  for (const field of TEXT_FIELDS) {
    const input = el('input', {
      type: field.type,
      autocomplete: field.autocomplete,
      ...(field.inputmode && { inputmode: field.inputmode }),
      ...(field.placeholder && { placeholder: field.placeholder }),
    });
    if (field.name === 'cpf') input.value = arrival.cpf;
    if (field.name === 'cep') input.value = arrival.cep;
    const mask = field.mask;
    if (mask) input.addEventListener('input', () => (input.value = mask(input.value)));
    input.addEventListener('blur', () => input.value && check(field.name));
    form.append(fieldBox(field.name, field.label, input));
  }

  const provider = el('select', {}, el('option', { value: '' }, 'Selecione'));
  const providerBox = fieldBox('id_empresa', 'Provedor', provider);
  provider.addEventListener('change', () => {
    privacy.textContent = privacyTextOf(providerName() ?? 'empresa');
    check('id_empresa');
  });
  form.append(providerBox);

  const consent = el('input', { type: 'checkbox' });
  const privacy = el('span', { class: 'lead-form__privacy' }, privacyTextOf('empresa'));
  consent.id = 'lead-consentimento';
  consent.name = 'consentimento';
  const consentError = el('div', { class: 'plain-field__error', id: 'lead-consentimento-erro', 'aria-live': 'polite' });
  consent.setAttribute('aria-describedby', consentError.id);
  consent.addEventListener('change', () => check('consentimento'));
  inputs.set('consentimento', consent);
  errors.set('consentimento', consentError);
  form.append(
    el('div', { class: 'lead-form__consent' }, el('label', { for: consent.id }, consent, privacy), consentError),
  );

  // The honeypot: out of sight and out of the tab order; people leave it empty.
  const trap = el('input', {
    type: 'text',
    name: LEAD_HONEYPOT,
    id: `lead-${LEAD_HONEYPOT}`,
    tabindex: '-1',
    autocomplete: 'off',
  });
  form.append(
    el('div', { class: 'lead-form__trap', 'aria-hidden': 'true' }, el('label', { for: trap.id }, 'Site'), trap),
  );

  const submit = el(
    'button',
    { type: 'submit', class: 'plain-button plain-button--primary plain-button--block' },
    LEADS_MSG.submit,
  );
  form.append(submit);

  const card = el(
    'main',
    { class: 'lead-card' },
    el('h1', {}, LEADS_MSG.formTitle),
    el('p', { class: 'lead-card__intro' }, LEADS_MSG.formIntro),
    alert,
    form,
  );
  root.replaceChildren(card);

  function providerName(): string | undefined {
    return providers.find((p) => String(p.id) === provider.value)?.nome;
  }

  function showError(name: FieldName, message: string | null) {
    const input = inputs.get(name);
    const error = errors.get(name);
    if (!input || !error) return;
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function valueOf(name: FieldName): unknown {
    if (name === 'consentimento') return consent.checked;
    if (name === 'id_empresa') return provider.value ? Number(provider.value) : undefined;
    return inputs.get(name)!.value;
  }

  function check(name: FieldName): boolean {
    const result = externalLeadFields[name].safeParse(valueOf(name));
    showError(name, result.success ? null : (result.error.issues[0]?.message ?? null));
    return result.success;
  }

  function thank() {
    document.title = LEADS_MSG.thanksTitle;
    root.replaceChildren(
      el(
        'main',
        { class: 'lead-card lead-card--thanks' },
        el('h1', {}, LEADS_MSG.thanksTitle),
        el('p', {}, LEADS_MSG.thanksText),
      ),
    );
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    alert.hidden = true;
    const names = [...inputs.keys()];
    const valid = names.map(check).every(Boolean);
    if (!valid) {
      const first = names.find((n) => inputs.get(n)!.getAttribute('aria-invalid') === 'true');
      if (first) inputs.get(first)!.focus();
      return;
    }
    const body = {
      ...Object.fromEntries(names.map((n) => [n, valueOf(n)])),
      ...arrival.tracking,
      ...(trap.value && { [LEAD_HONEYPOT]: trap.value }),
    };
    const parsed = externalLeadBody.safeParse(body);
    if (!parsed.success) return;
    submit.disabled = true;
    submit.textContent = LEADS_MSG.sending;
    try {
      await publicCall(API.submit, { body: body as never });
      thank();
    } catch (error) {
      submit.disabled = false;
      submit.textContent = LEADS_MSG.submit;
      const fields = isCallFailure(error) ? error.fields : [];
      for (const field of fields) showError(field.path as FieldName, field.message);
      alert.textContent = fields.length
        ? fields[0].message
        : isCallFailure(error) && error.status < 500
          ? error.message
          : LEADS_MSG.submitFailed;
      alert.hidden = false;
    }
  });

  // The provider of the link the person followed; otherwise they choose it.
  void publicCall(API.origin, { query: { lnk: arrival.tracking.lnk, dst: arrival.tracking.dst } })
    .then((origin) => {
      providers = origin.provedores;
      provider.append(...origin.provedores.map((p) => el('option', { value: String(p.id) }, p.nome)));
      if (origin.id_empresa !== null && providers.some((p) => p.id === origin.id_empresa)) {
        provider.value = String(origin.id_empresa);
        providerBox.hidden = true;
      }
      privacy.textContent = privacyTextOf(providerName() ?? 'empresa');
    })
    .catch(() => {
      alert.textContent = LEADS_MSG.submitFailed;
      alert.hidden = false;
    });
}
