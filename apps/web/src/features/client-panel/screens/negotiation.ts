import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import type { NegotiationResponse } from '@intranet/shared/client-panel/client-panel.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { el } from '../../../lib/dom-element';
import { isCallFailure } from '../../../lib/public-call';
import type { ScreenContext } from '../panel-context';
import { panelCall } from '../panel-session';
import { alertIn, badge, busy, card, empty, facts } from '../panel-ui';

const N = CLIENT_PANEL_MSG.negotiation;

function offerCard(ctx: ScreenContext, debt: NegotiationResponse, offer: NegotiationResponse['ofertas'][number]) {
  const terms =
    offer.parcelas === 1
      ? `${formatMoney(offer.total)} à vista`
      : `${offer.parcelas} parcelas de ${formatMoney(offer.parcela)} (total ${formatMoney(offer.total)})`;
  const accept = el('button', { type: 'button', class: 'plain-button plain-button--primary' }, N.accept);
  const confirmBox = el('div', { class: 'panel-confirm', hidden: true });
  const box = card(
    el('h2', {}, offer.rotulo),
    el('p', { class: 'panel-offer' }, terms),
    el('p', { class: 'panel-muted' }, `Primeiro vencimento em ${formatDate(offer.primeiro_vencimento)}.`),
    accept,
    confirmBox,
  );
  accept.addEventListener('click', () => {
    const yes = el('button', { type: 'button', class: 'plain-button plain-button--primary' }, 'Confirmar acordo');
    const no = el('button', { type: 'button', class: 'plain-button' }, 'Voltar');
    confirmBox.replaceChildren(el('p', { role: 'alert' }, `Confirma o acordo de ${terms}?`), yes, no);
    confirmBox.hidden = false;
    accept.hidden = true;
    yes.focus();
    no.addEventListener('click', () => {
      confirmBox.hidden = true;
      accept.hidden = false;
      accept.focus();
    });
    yes.addEventListener('click', async () => {
      try {
        await busy(yes, () =>
          panelCall(API.acceptOffer, {
            params: { id: ctx.contractId! },
            body: { oferta: offer.id, faturas: debt.faturas.map((f) => f.id) },
          }),
        );
        await ctx.refresh();
        const main = ctx.main.querySelector<HTMLElement>('.panel-negotiation');
        if (main) main.prepend(el('p', { class: 'plain-notice', role: 'status' }, N.accepted));
      } catch (error) {
        if (isCallFailure(error)) alertIn(confirmBox, error.message);
      }
    });
  });
  return box;
}

/** Negociação: the overdue debt, the offers the rules allow, and the agreements made. */
export async function renderNegotiation(ctx: ScreenContext): Promise<HTMLElement[]> {
  if (ctx.contractId === null) return [el('h1', {}, 'Negociação'), empty('Nenhum contrato encontrado.')];
  const debt = await panelCall(API.negotiation, { params: { id: ctx.contractId } });
  const agreements = debt.acordos.map((a) =>
    card(
      el('h2', {}, `Acordo de ${formatDate(a.created_at.slice(0, 10))}`),
      el('p', { class: 'panel-badges' }, badge(N.status[a.status], a.status === 'cancelado' ? 'neutral' : 'ok')),
      facts([
        ['Valor da dívida', formatMoney(a.valor_original)],
        ['Valor do acordo', formatMoney(a.valor_acordo)],
        ['Parcelas', String(a.parcelas)],
        ['Primeiro vencimento', formatDate(a.primeiro_vencimento)],
        ['Faturas', String(a.faturas.length)],
      ]),
    ),
  );
  return [
    el('h1', {}, 'Negociação'),
    el(
      'div',
      { class: 'panel-negotiation' },
      debt.faturas.length
        ? card(
            el('h2', {}, 'Sua dívida hoje'),
            el(
              'ul',
              { class: 'panel-list' },
              ...debt.faturas.map((f) =>
                el('li', {}, `Vencida em ${formatDate(f.vencimento)} (${f.dias_atraso} dias): ${formatMoney(f.valor)}`),
              ),
            ),
            facts([
              ['Faturas', formatMoney(debt.principal)],
              ['Multa (2%)', formatMoney(debt.multa)],
              ['Juros (1% ao mês)', formatMoney(debt.juros)],
              ['Total devido', formatMoney(debt.devido)],
            ]),
          )
        : empty(N.none),
      ...debt.ofertas.map((o) => offerCard(ctx, debt, o)),
      agreements.length ? el('h2', { class: 'panel-section' }, 'Acordos') : '',
      ...agreements,
    ),
  ];
}
