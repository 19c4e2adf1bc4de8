import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { el } from '../../lib/dom-element';
import { isCallFailure, publicCall } from '../../lib/public-call';
import { keepSession } from './panel-session';
import { busy, clearFailure, field, noticeIn, showFailure, submitButton, textInput } from './panel-ui';

const M = CLIENT_PANEL_MSG.signIn;

/**
 * "Entrar": the CPF and the channel, then the code that came. The answer to the first step is the
 * same whether the CPF is a customer's or not; the code step stays on screen either way.
 */
export function renderSignIn(main: HTMLElement, options: { notice?: string; onSignedIn: () => void }): void {
  document.title = `Entrar · ${CLIENT_PANEL_MSG.brand}`;
  const cpf = textInput({ inputmode: 'numeric', autocomplete: 'username', maxlength: '14', required: true });
  cpf.addEventListener('input', () => {
    cpf.value = formatCpf(cpf.value);
  });
  const channel = (value: 'email' | 'sms', label: string, checked: boolean) =>
    el('label', { class: 'panel-choice' }, el('input', { type: 'radio', name: 'canal', value, checked }), label);
  const channels = el(
    'fieldset',
    { class: 'panel-choices', 'data-field': 'canal' },
    el('legend', {}, M.channelLabel),
    channel('email', M.email, true),
    channel('sms', M.sms, false),
    el('span', { class: 'plain-field__error', hidden: true }),
  );
  const send = submitButton(M.send);
  const first = el(
    'form',
    { class: 'panel-form', novalidate: true },
    field({ id: 'cpf', label: 'CPF do titular', input: cpf }),
    channels,
    send,
  );

  const code = textInput({ inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '6' });
  const enter = submitButton(M.enter);
  const again = el('button', { type: 'button', class: 'panel-link-button' }, M.resend);
  const second = el(
    'form',
    { class: 'panel-form', novalidate: true, hidden: true },
    field({ id: 'codigo', label: M.codeLabel, input: code }),
    enter,
    again,
  );

  const canal = () =>
    (first.querySelector<HTMLInputElement>('input[name="canal"]:checked')?.value ?? 'email') as 'email' | 'sms';
  const askCode = async () => {
    clearFailure(first);
    try {
      const answer = await busy(send, () => publicCall(API.requestCode, { body: { cpf: cpf.value, canal: canal() } }));
      second.hidden = false;
      noticeIn(second, answer.mensagem);
      code.focus();
    } catch (error) {
      if (isCallFailure(error)) showFailure(first, error);
    }
  };
  first.addEventListener('submit', (event) => {
    event.preventDefault();
    void askCode();
  });
  again.addEventListener('click', () => void askCode());
  second.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFailure(second);
    try {
      const tokens = await busy(enter, () => publicCall(API.signIn, { body: { cpf: cpf.value, codigo: code.value } }));
      keepSession(tokens);
      options.onSignedIn();
    } catch (error) {
      if (!isCallFailure(error)) return;
      if (error.fields.some((f) => f.path === 'cpf')) showFailure(first, error);
      else
        showFailure(second, {
          ...error,
          fields: error.fields.length ? error.fields : [{ path: 'codigo', message: error.message }],
        });
    }
  });

  main.replaceChildren(
    el(
      'div',
      { class: 'panel-sign-in' },
      el('h1', {}, M.title),
      options.notice ? el('p', { class: 'plain-alert', role: 'alert' }, options.notice) : '',
      el('p', { class: 'panel-intro' }, M.intro),
      first,
      second,
      el(
        'p',
        { class: 'panel-aside' },
        el('a', { href: '/financial/home' }, 'Só quer a segunda via da fatura? Acesse sem entrar.'),
      ),
    ),
  );
}
