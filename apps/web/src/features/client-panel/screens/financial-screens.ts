import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import type { AccountInvoice } from '@intranet/shared/customer-accounts/customer-accounts.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { copyableCode } from '../../../lib/copy-text';
import { el } from '../../../lib/dom-element';
import type { ScreenContext } from '../panel-context';
import { panelCall } from '../panel-session';
import { badge, card, empty, facts } from '../panel-ui';

const F = CUSTOMER_ACCOUNTS_MSG.financialHome;

const month = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;

function openInvoice(f: AccountInvoice): HTMLElement {
  const late = f.dias_atraso > 0;
  return card(
    el('h2', {}, `Fatura de ${month(f.competencia)}`),
    el(
      'p',
      { class: 'panel-badges' },
      late
        ? badge(`Vencida há ${f.dias_atraso} ${f.dias_atraso === 1 ? 'dia' : 'dias'}`, 'bad')
        : badge('Em aberto', 'warn'),
    ),
    facts([
      ['Valor', formatMoney(f.valor)],
      ['Vencimento', formatDate(f.vencimento)],
    ]),
    f.pix_copia_cola
      ? copyableCode({
          id: `pix-${f.id}`,
          label: 'PIX copia e cola',
          value: f.pix_copia_cola,
          button: 'Copiar código PIX',
          copied: F.copied,
          failed: F.copyFailed,
        })
      : '',
    f.linha_digitavel
      ? copyableCode({
          id: `boleto-${f.id}`,
          label: 'Linha digitável do boleto',
          value: f.linha_digitavel,
          button: F.copyLine,
          copied: F.copied,
          failed: F.copyFailed,
          rows: 2,
        })
      : '',
  );
}

/** Faturas: the open invoices, the oldest first, each with its PIX code and boleto line to copy. */
export async function renderFinancial(ctx: ScreenContext): Promise<(HTMLElement | string)[]> {
  if (ctx.contractId === null) return [el('h1', {}, 'Faturas'), empty('Nenhum contrato encontrado.')];
  const { faturas } = await panelCall(API.invoices, { params: { id: ctx.contractId }, query: { situacao: 'abertas' } });
  const late = faturas.filter((f) => f.dias_atraso > 0).length;
  return [
    el('h1', {}, 'Faturas em aberto'),
    late
      ? el(
          'p',
          { class: 'plain-alert' },
          `Você tem ${late} ${late === 1 ? 'fatura vencida' : 'faturas vencidas'}. `,
          el('a', { href: ctx.href('negotiation') }, 'Veja as propostas de negociação'),
        )
      : '',
    ...(faturas.length ? faturas.map(openInvoice) : [empty(F.none)]),
    el('p', { class: 'panel-muted' }, el('a', { href: ctx.href('info-payments') }, 'Ver pagamentos realizados')),
  ];
}

/** Pagamentos: how to pay, and the paid invoices with when and how much. */
export async function renderPayments(ctx: ScreenContext): Promise<HTMLElement[]> {
  if (ctx.contractId === null) return [el('h1', {}, 'Pagamentos'), empty('Nenhum contrato encontrado.')];
  const { faturas } = await panelCall(API.invoices, { params: { id: ctx.contractId }, query: { situacao: 'pagas' } });
  const rows = faturas.map((f) =>
    el(
      'tr',
      {},
      el('td', {}, month(f.competencia)),
      el('td', {}, formatDate(f.vencimento)),
      el('td', {}, f.pago_em ? formatDate(f.pago_em) : '—'),
      el('td', { class: 'panel-number' }, formatMoney(f.valor_pago ?? f.valor)),
    ),
  );
  return [
    el('h1', {}, 'Pagamentos'),
    card(
      el('h2', {}, 'Como pagar'),
      el(
        'ul',
        { class: 'panel-list' },
        el(
          'li',
          {},
          'PIX: copie o código da fatura em "Faturas" e cole no aplicativo do seu banco. A baixa é imediata.',
        ),
        el(
          'li',
          {},
          'Boleto: pague com a linha digitável em qualquer banco ou lotérica. A baixa leva até 3 dias úteis.',
        ),
        el('li', {}, 'Pagou uma fatura vencida? A conexão é liberada quando o pagamento é confirmado.'),
      ),
    ),
    card(
      el('h2', {}, 'Faturas pagas'),
      rows.length
        ? el(
            'div',
            { class: 'panel-table-wrap' },
            el(
              'table',
              { class: 'panel-table' },
              el(
                'thead',
                {},
                el(
                  'tr',
                  {},
                  el('th', { scope: 'col' }, 'Mês'),
                  el('th', { scope: 'col' }, 'Vencimento'),
                  el('th', { scope: 'col' }, 'Pago em'),
                  el('th', { scope: 'col', class: 'panel-number' }, 'Valor pago'),
                ),
              ),
              el('tbody', {}, ...rows),
            ),
          )
        : empty('Nenhum pagamento registrado neste contrato.'),
    ),
  ];
}
