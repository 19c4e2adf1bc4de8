import { ROULETTE_PUBLIC_API as API } from '@intranet/shared/roulette/roulette-public.contract';
import { ROULETTE_MSG } from '@intranet/shared/roulette/roulette.messages';
import { ROULETTE_PUBLIC_PATH } from '@intranet/shared/roulette/roulette.rules';
import { spinFields, type PublicCampaign } from '@intranet/shared/roulette/roulette-public.schemas';
import { solveProof } from '@intranet/shared/roulette/proof-of-work';
import { formatCpf, formatPhone } from '@intranet/shared/validation/cpf';
import { normalizePhone } from '@intranet/shared/validation/phone';
import { MSG } from '@intranet/shared/validation/messages';
import { isCallFailure, publicCall } from '../../../lib/public-call';
import { animate, confetti, drawWheel, targetRotation, type Segment } from './wheel';
import { el } from '../../../lib/dom-element';

type FieldName = 'nome' | 'telefone' | 'cpf' | 'consentimento' | 'codigo';

/** A challenge of the campaign, solved: what the spin sends, and when it may be sent. */
type Proof = { desafio: string; nonce?: string; readyAt: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The campaign address of the page: `/roleta/promocao-x` → `/promocao-x`. */
export function campaignUrlOf(pathname: string): string {
  const rest = pathname.startsWith(ROULETTE_PUBLIC_PATH) ? pathname.slice(ROULETTE_PUBLIC_PATH.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

function closedPage(root: HTMLElement, title = 'Roleta'): void {
  document.title = title;
  root.replaceChildren(
    el('main', { class: 'wheel-card wheel-card--closed' }, el('h1', {}, title), el('p', {}, ROULETTE_MSG.closed)),
  );
}

/**
 * The public wheel (/roleta{url_campanha}): a person gives name, phone, CPF and consent and spins. The
 * server decides the audience and the prize; the wheel (every prize of the campaign, one wheel for
 * everyone) only turns to what it answered, then shows the prize, its message and the coupon (with
 * confetti when the prize asks for it). The campaign's guards: a challenge fetched and solved in the
 * background as the page opens (proof of work, minimum wait), and a code sent by SMS to be typed before
 * the spin.
 */
export async function mountRoulettePage(
  root: HTMLElement,
  location: Pick<Location, 'pathname'> = window.location,
): Promise<void> {
  const url = campaignUrlOf(location.pathname);
  let campaign: PublicCampaign;
  try {
    campaign = await publicCall(API.campaign, { query: { url } });
  } catch {
    closedPage(root);
    return;
  }
  if (!campaign.aberta) {
    closedPage(root, campaign.nome);
    return;
  }
  const { tema } = campaign;
  document.title = campaign.nome;
  if (tema.url_background) document.body.style.backgroundImage = `url("${tema.url_background}")`;
  document.body.classList.add('wheel-body');

  const segments: Segment[] = campaign.premios.map((p, i) => ({
    label: p.nome,
    fill: i % 2 ? tema.color_item_2 : tema.color_item,
    text: i % 2 ? tema.color_text2 : tema.color_text,
  }));
  let rotation = 0;

  // The challenge is asked for and solved while the person fills the form; a new one after a refused spin.
  let proof: Promise<Proof> | null = null;
  const prepareProof = () => {
    proof = publicCall(API.challenge, { body: { url_campanha: url } }).then(async (c) => ({
      desafio: c.desafio,
      readyAt: Date.now() + c.espera * 1000,
      nonce: c.bits > 0 ? await solveProof(c.desafio, c.bits) : undefined,
    }));
    proof.catch(() => undefined);
  };
  if (campaign.desafio) prepareProof();
  const hub = { fill: tema.base_background, label: tema.base_html_content || ROULETTE_MSG.spinLabel, text: '#FFFFFF' };
  // Drawn at the screen's pixel density (sharp on phones), shown at most 400 CSS pixels wide.
  const side = String(Math.round(400 * Math.min(Math.max(window.devicePixelRatio || 1, 1), 3)));
  const canvas = el('canvas', {
    width: side,
    height: side,
    class: 'wheel-canvas',
    role: 'img',
    'aria-label': `Roleta ${campaign.nome}`,
  });
  const redraw = () => drawWheel(canvas, segments, rotation, hub);

  const inputs = new Map<FieldName, HTMLInputElement>();
  const errors = new Map<FieldName, HTMLElement>();
  const alert = el('div', { class: 'plain-alert', role: 'alert', hidden: true });
  const form = el('form', { class: 'wheel-form', novalidate: true, 'aria-label': campaign.nome });
  const field = (
    name: Exclude<FieldName, 'consentimento'>,
    label: string,
    attrs: Record<string, string>,
    mask?: (v: string) => string,
  ) => {
    const input = el('input', { id: `wheel-${name}`, name, ...attrs });
    const error = el('div', { class: 'plain-field__error', id: `wheel-${name}-erro`, 'aria-live': 'polite' });
    input.setAttribute('aria-describedby', error.id);
    if (mask) input.addEventListener('input', () => (input.value = mask(input.value)));
    input.addEventListener('blur', () => input.value && check(name));
    inputs.set(name, input);
    errors.set(name, error);
    const wrapper = el('div', { class: 'plain-field' }, el('label', { for: input.id }, label), input, error);
    form.append(wrapper);
    return wrapper;
  };
  field('nome', 'Nome', { type: 'text', autocomplete: 'name' });
  field(
    'telefone',
    'Telefone',
    { type: 'tel', autocomplete: 'tel-national', inputmode: 'tel', placeholder: '(00) 00000-0000' },
    formatPhone,
  );
  field(
    'cpf',
    'CPF',
    { type: 'text', autocomplete: 'off', inputmode: 'numeric', placeholder: '000.000.000-00' },
    formatCpf,
  );
  const consent = el('input', { type: 'checkbox', id: 'wheel-consentimento', name: 'consentimento' });
  const consentError = el('div', {
    class: 'plain-field__error',
    id: 'wheel-consentimento-erro',
    'aria-live': 'polite',
  });
  consent.setAttribute('aria-describedby', consentError.id);
  consent.addEventListener('change', () => check('consentimento'));
  inputs.set('consentimento', consent);
  errors.set('consentimento', consentError);
  form.append(
    el(
      'div',
      { class: 'wheel-form__consent' },
      el('label', {}, consent, el('span', {}, ROULETTE_MSG.consent)),
      consentError,
    ),
  );
  // The SMS code, shown once it was sent to the phone typed (`codeFor`, normalized).
  let codeFor: string | null = null;
  const codeNotice = el('p', { class: 'wheel-form__notice', 'aria-live': 'polite' });
  const resend = el('button', { type: 'button', class: 'plain-button wheel-resend' }, ROULETTE_MSG.codeResend);
  const codeField = field(
    'codigo',
    ROULETTE_MSG.codeLabel,
    { type: 'text', autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: '6', placeholder: '000000' },
    (v) => v.replace(/\D/g, '').slice(0, 6),
  );
  codeField.prepend(codeNotice);
  codeField.append(resend);
  codeField.hidden = true;
  const button = el(
    'button',
    {
      type: 'submit',
      class: 'plain-button plain-button--primary plain-button--block wheel-spin',
      style: `background:${tema.base_background};border-color:${tema.base_background}`,
    },
    ROULETTE_MSG.spinLabel,
  );
  form.append(alert, button);

  const result = el('section', { class: 'wheel-result', hidden: true, 'aria-live': 'polite' });

  const valueOf = (name: FieldName) => (name === 'consentimento' ? consent.checked : inputs.get(name)!.value);
  const person = () => ({
    url_campanha: url,
    nome: valueOf('nome') as string,
    telefone: valueOf('telefone') as string,
    cpf: valueOf('cpf') as string,
    consentimento: true as const,
  });
  function showError(name: FieldName, message: string) {
    errors.get(name)!.textContent = message;
    inputs.get(name)!.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function check(name: FieldName): boolean {
    const schema = name === 'codigo' ? spinFields.codigo.unwrap() : spinFields[name];
    const parsed = schema.safeParse(valueOf(name));
    showError(name, parsed.success ? '' : (parsed.error.issues[0]?.message ?? MSG.required));
    return parsed.success;
  }

  /** Shows a refused call: its field messages under the fields, and the first (or its message) above the button. */
  function showFailure(error: unknown) {
    const fields = isCallFailure(error) ? error.fields : [];
    for (const f of fields) if (inputs.has(f.path as FieldName)) showError(f.path as FieldName, f.message);
    alert.textContent = fields.length
      ? fields[0].message
      : isCallFailure(error) && error.status < 500
        ? error.message
        : MSG.generic;
    alert.hidden = false;
  }

  /** Sends the SMS code to the phone typed and shows where to type it. */
  async function sendCode(): Promise<void> {
    const answer = await publicCall(API.code, { body: person() });
    codeFor = normalizePhone(valueOf('telefone') as string);
    codeNotice.textContent = ROULETTE_MSG.codeSent(answer.telefone);
    inputs.get('codigo')!.value = '';
    showError('codigo', '');
    codeField.hidden = false;
    inputs.get('codigo')!.focus();
  }

  resend.addEventListener('click', async () => {
    alert.hidden = true;
    resend.disabled = true;
    try {
      await sendCode();
    } catch (error) {
      showFailure(error);
    } finally {
      resend.disabled = false;
    }
  });

  /** The solved challenge, once its minimum wait is over (the button says to wait meanwhile). */
  async function readyProof(): Promise<{ desafio?: string; nonce?: string }> {
    if (!campaign.desafio) return {};
    if (!proof) prepareProof();
    button.textContent = ROULETTE_MSG.preparing;
    try {
      const ready = await proof!;
      await wait(ready.readyAt - Date.now());
      proof = null;
      return { desafio: ready.desafio, nonce: ready.nonce };
    } finally {
      button.textContent = ROULETTE_MSG.spinLabel;
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    alert.hidden = true;
    const names: FieldName[] = ['nome', 'telefone', 'cpf', 'consentimento'];
    if (!names.map(check).every(Boolean)) return;
    const confirming = campaign.confirmar_telefone;
    const codeReady = confirming && codeFor !== null && codeFor === normalizePhone(valueOf('telefone') as string);
    if (codeReady && !check('codigo')) return;
    button.disabled = true;
    try {
      if (confirming && !codeReady) {
        await sendCode();
        return;
      }
      const answer = await publicCall(API.spin, {
        body: { ...person(), ...(confirming && { codigo: valueOf('codigo') as string }), ...(await readyProof()) },
      });
      const index = Math.max(
        0,
        segments.findIndex((s) => s.label === answer.premio.nome),
      );
      const to = targetRotation(index, segments.length, rotation);
      await animate(rotation, to, window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 4500, (r) => {
        rotation = r;
        redraw();
      });
      form.hidden = true;
      result.replaceChildren(
        el('h2', {}, answer.premio.nome),
        ...(answer.premio.descricao ? [el('p', { class: 'wheel-result__message' }, answer.premio.descricao)] : []),
        el('p', {}, 'Seu cupom: ', el('strong', { class: 'wheel-result__coupon' }, answer.cupom)),
      );
      result.hidden = false;
      if (answer.premio.animacao)
        confetti(document.body, [tema.color_item, tema.color_item_2, tema.base_background, '#FFD700']);
    } catch (error) {
      if (isCallFailure(error) && error.status === 404) {
        closedPage(root, campaign.nome);
        return;
      }
      showFailure(error);
      if (campaign.desafio && !proof) prepareProof();
    } finally {
      button.disabled = false;
    }
  });

  root.replaceChildren(
    el(
      'main',
      { class: 'wheel-card' },
      el('h1', {}, campaign.nome),
      ...(campaign.descricao ? [el('p', { class: 'wheel-card__intro' }, campaign.descricao)] : []),
      el('div', { class: 'wheel-stage' }, canvas),
      form,
      result,
    ),
  );
  redraw();
}
