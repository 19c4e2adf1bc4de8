import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import type { CustomerRecord } from '@intranet/shared/client-panel/client-panel.schemas';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import { firstName, speedLabel } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf, formatPhone } from '@intranet/shared/validation/cpf';
import { el } from '../../../lib/dom-element';
import { isCallFailure } from '../../../lib/public-call';
import type { ScreenContext } from '../panel-context';
import { panelCall } from '../panel-session';
import { badge, busy, card, clearFailure, field, noticeIn, showFailure, submitButton, textInput } from '../panel-ui';

const S = CUSTOMER_ACCOUNTS_MSG.statuses;
export const CONTRACT_TONE = { ativo: 'ok', suspenso: 'warn', cancelado: 'neutral' } as const;
export const CONNECTION_TONE = { online: 'ok', offline: 'neutral', reduzido: 'warn', bloqueado: 'bad' } as const;

/** The plan's name, with its speed when the name does not already say it ('Fibra 300 Mega'). */
function planTitle(c: { plano: string | null; download_mbps: number | null; provedor: string }): string {
  if (!c.plano) return c.provedor;
  return c.download_mbps && !/mega|giga/i.test(c.plano) ? `${c.plano} · ${speedLabel(c.download_mbps)}` : c.plano;
}

/** Início: each contract with its plan, status, connection and open invoices, and the way to each screen. */
export function renderHome(ctx: ScreenContext): void {
  const { account } = ctx;
  const contracts = account.contratos.map((c) => {
    const href = (screen: string) => `/client-panel/${screen}?contrato=${c.id}`;
    return card(
      el('h2', {}, planTitle(c)),
      el(
        'p',
        { class: 'panel-badges' },
        badge(S.contrato[c.status], CONTRACT_TONE[c.status]),
        c.conexao ? badge(`Conexão: ${S.conexao[c.conexao]}`, CONNECTION_TONE[c.conexao]) : '',
      ),
      el('p', { class: 'panel-muted' }, `${c.provedor} · ${c.endereco}`),
      c.faturas_abertas
        ? el(
            'p',
            {},
            `${c.faturas_abertas} ${c.faturas_abertas === 1 ? 'fatura em aberto' : 'faturas em aberto'}: ${formatMoney(c.valor_aberto)}`,
          )
        : el('p', {}, 'Nenhuma fatura em aberto.'),
      c.vencidas
        ? el(
            'p',
            { class: 'plain-alert' },
            `${c.vencidas} ${c.vencidas === 1 ? 'fatura vencida' : 'faturas vencidas'}. `,
            el('a', { href: href('negotiation') }, 'Negociar'),
          )
        : '',
      el(
        'p',
        { class: 'panel-actions' },
        el('a', { href: href('financial'), class: 'plain-button plain-button--primary' }, 'Ver faturas e PIX'),
        el('a', { href: href('service-orders'), class: 'plain-button' }, 'Solicitar visita'),
      ),
    );
  });
  ctx.main.replaceChildren(
    el('h1', {}, `Olá, ${firstName(account.nome)}!`),
    contracts.length
      ? el('div', { class: 'panel-grid' }, ...contracts)
      : el('p', { class: 'panel-empty' }, 'Nenhum contrato encontrado.'),
  );
}

function recordTitle(record: CustomerRecord, many: boolean) {
  return many ? el('h2', {}, `Cadastro na ${record.provedor}`) : '';
}

/** Identificação: name and birth date of each provider's record (editable), the CPF shown. */
export function renderIdentification(ctx: ScreenContext): void {
  const many = ctx.account.cadastros.length > 1;
  const forms = ctx.account.cadastros.map((record) => {
    const nome = textInput({ autocomplete: 'name', maxlength: '120', value: record.nome_razaosocial });
    const nascimento = el('input', { type: 'date', value: record.data_nascimento ?? '', autocomplete: 'bday' });
    const save = submitButton('Salvar identificação');
    const form = el(
      'form',
      { class: 'panel-form', novalidate: true },
      field({ id: `nome_razaosocial-${record.id}`, label: 'Nome completo', input: nome }),
      el('p', { class: 'panel-fact' }, el('span', {}, 'CPF'), formatCpf(record.cpf)),
      field({ id: `data_nascimento-${record.id}`, label: 'Data de nascimento', input: nascimento }),
      save,
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      clearFailure(form);
      try {
        await busy(save, () =>
          panelCall(API.editIdentification, {
            params: { id: record.id },
            body: { nome_razaosocial: nome.value, data_nascimento: nascimento.value },
          }),
        );
        noticeIn(form, CLIENT_PANEL_MSG.identification.saved);
      } catch (error) {
        if (isCallFailure(error)) showFailure(form, withSuffix(error, record.id));
      }
    });
    return card(recordTitle(record, many), form);
  });
  ctx.main.replaceChildren(el('h1', {}, 'Identificação'), ...forms);
}

/** Contato: e-mail and mobile of each record — where the sign-in codes and invoices go. */
export function renderContact(ctx: ScreenContext): void {
  const many = ctx.account.cadastros.length > 1;
  const forms = ctx.account.cadastros.map((record) => {
    const email = el('input', { type: 'email', autocomplete: 'email', maxlength: '254', value: record.email ?? '' });
    const celular = el('input', {
      type: 'tel',
      autocomplete: 'tel',
      inputmode: 'tel',
      maxlength: '20',
      value: record.celular ? formatPhone(record.celular) : '',
    });
    const save = submitButton('Salvar contato');
    const form = el(
      'form',
      { class: 'panel-form', novalidate: true },
      field({ id: `email-${record.id}`, label: 'E-mail', input: email }),
      field({
        id: `celular-${record.id}`,
        label: 'Celular',
        input: celular,
        hint: 'Com DDD, por exemplo (31) 99876-5432.',
      }),
      save,
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      clearFailure(form);
      try {
        await busy(save, () =>
          panelCall(API.editContact, {
            params: { id: record.id },
            body: { email: email.value, celular: celular.value },
          }),
        );
        noticeIn(form, CLIENT_PANEL_MSG.contact.saved);
      } catch (error) {
        if (isCallFailure(error)) showFailure(form, withSuffix(error, record.id));
      }
    });
    return card(recordTitle(record, many), form);
  });
  ctx.main.replaceChildren(
    el('h1', {}, 'Contato'),
    el('p', { class: 'panel-intro' }, 'Os códigos de acesso e os avisos de fatura são enviados para estes contatos.'),
    ...forms,
  );
}

/** Field errors of a record's form carry the record's id in their field names. */
function withSuffix<T extends { fields: { path: string; message: string }[] }>(failure: T, id: number): T {
  return { ...failure, fields: failure.fields.map((f) => ({ ...f, path: `${f.path}-${id}` })) };
}
