import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import type { FinancialHomeResponse } from '@intranet/shared/customer-accounts/customer-accounts.schemas';
import { FINANCIAL_HOME_API as API } from '@intranet/shared/financial-home/financial-home.contract';
import { formatDate } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { copyableCode } from '../../lib/copy-text';
import { el } from '../../lib/dom-element';
import { type CallFailure, isCallFailure, publicCall } from '../../lib/public-call';

const M = CUSTOMER_ACCOUNTS_MSG.financialHome;

function showErrors(form: HTMLElement, failure: CallFailure) {
  for (const box of form.querySelectorAll<HTMLElement>('[data-field]')) {
    const message = failure.fields.find((f) => f.path === box.dataset.field)?.message ?? '';
    const error = box.querySelector<HTMLElement>('.plain-field__error')!;
    error.textContent = message;
    error.hidden = !message;
    box.querySelector('input')?.toggleAttribute('aria-invalid', !!message);
  }
}

function input(id: string, label: string, attrs: Record<string, string | boolean>) {
  const field = el('input', { id, name: id, type: 'text', 'aria-describedby': `${id}-erro`, ...attrs });
  const box = el(
    'div',
    { class: 'plain-field', 'data-field': id },
    el('label', { for: id }, label),
    field,
    el('span', { class: 'plain-field__error', id: `${id}-erro`, hidden: true }),
  );
  return { field, box };
}

function results(answer: FinancialHomeResponse): HTMLElement {
  const month = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;
  return el(
    'section',
    { class: 'panel-results', 'aria-labelledby': 'faturas-titulo' },
    el('h2', { id: 'faturas-titulo' }, `Olá, ${answer.nome}!`),
    ...(answer.faturas.length
      ? answer.faturas.map((f, i) =>
          el(
            'article',
            { class: 'panel-card' },
            el('h3', {}, `${f.provedor} · fatura de ${month(f.competencia)}`),
            el(
              'p',
              {},
              `${formatMoney(f.valor)} · vencimento ${formatDate(f.vencimento)}`,
              f.dias_atraso
                ? el('span', { class: 'panel-badge panel-badge--bad' }, `vencida há ${f.dias_atraso} dias`)
                : '',
            ),
            f.pix_copia_cola
              ? copyableCode({
                  id: `pix-${i}`,
                  label: 'PIX copia e cola',
                  value: f.pix_copia_cola,
                  button: M.copyPix,
                  copied: M.copied,
                  failed: M.copyFailed,
                })
              : '',
            f.linha_digitavel
              ? copyableCode({
                  id: `boleto-${i}`,
                  label: 'Linha digitável do boleto',
                  value: f.linha_digitavel,
                  button: M.copyLine,
                  copied: M.copied,
                  failed: M.copyFailed,
                  rows: 2,
                })
              : '',
          ),
        )
      : [el('p', { class: 'plain-notice' }, M.none)]),
  );
}

/**
 * The financial home (`/financial/home`, no login): CPF and birth date, or CPF and a code sent to the
 * contact of record → the open invoices' PIX code and boleto line, nothing else.
 */
export function mountFinancialHome(root: HTMLElement): void {
  document.title = `${M.title} · ${CLIENT_PANEL_MSG.brand}`;
  const cpf = input('cpf', 'CPF do titular', { inputmode: 'numeric', maxlength: '14', autocomplete: 'off' });
  cpf.field.addEventListener('input', () => {
    cpf.field.value = formatCpf(cpf.field.value);
  });
  const birth = input('data_nascimento', 'Data de nascimento', { type: 'date' });
  const code = input('codigo', 'Código recebido', {
    inputmode: 'numeric',
    maxlength: '6',
    autocomplete: 'one-time-code',
  });
  code.box.hidden = true;
  const byCode = el(
    'button',
    { type: 'button', class: 'panel-link-button' },
    'Prefiro receber um código no e-mail ou celular',
  );
  const submit = el(
    'button',
    { type: 'submit', class: 'plain-button plain-button--primary plain-button--block' },
    'Ver faturas',
  );
  const status = el('div', {});
  const form = el(
    'form',
    { class: 'panel-form', novalidate: true },
    status,
    cpf.box,
    birth.box,
    code.box,
    byCode,
    submit,
  );
  const out = el('div', {});
  let mode: 'birth' | 'code' = 'birth';

  byCode.addEventListener('click', async () => {
    showErrors(form, { status: 400, message: '', fields: [] });
    try {
      byCode.setAttribute('disabled', '');
      const answer = await publicCall(API.requestCode, { body: { cpf: cpf.field.value, canal: 'email' } });
      mode = 'code';
      birth.box.hidden = true;
      code.box.hidden = false;
      status.replaceChildren(el('p', { class: 'plain-notice', role: 'status' }, answer.mensagem));
      code.field.focus();
    } catch (error) {
      if (isCallFailure(error)) showErrors(form, error);
    } finally {
      byCode.removeAttribute('disabled');
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    showErrors(form, { status: 400, message: '', fields: [] });
    out.replaceChildren();
    submit.disabled = true;
    try {
      const body =
        mode === 'code'
          ? { cpf: cpf.field.value, codigo: code.field.value }
          : { cpf: cpf.field.value, data_nascimento: birth.field.value };
      out.replaceChildren(results(await publicCall(API.openInvoices, { body })));
    } catch (error) {
      if (!isCallFailure(error)) return;
      showErrors(form, error);
      if (!error.fields.length || error.status !== 400)
        out.replaceChildren(el('p', { class: 'plain-alert', role: 'alert' }, error.message));
    } finally {
      submit.disabled = false;
    }
  });

  root.replaceChildren(
    el('header', { class: 'panel-header' }, el('span', { class: 'panel-brand' }, CLIENT_PANEL_MSG.brand)),
    el(
      'main',
      { class: 'panel-main panel-sign-in' },
      el('h1', {}, M.title),
      el('p', { class: 'panel-intro' }, M.intro),
      form,
      out,
      el('p', { class: 'panel-aside' }, el('a', { href: '/client-panel' }, 'Entrar na Central do Assinante')),
    ),
  );
}
