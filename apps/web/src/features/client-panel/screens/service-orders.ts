import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import {
  VISIT_KINDS,
  VISIT_NOTES_MAX,
  VISIT_PERIODS,
  visitDays,
} from '@intranet/shared/client-panel/client-panel.rules';
import { today } from '@intranet/shared/calendar/days';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import type { AccountServiceOrder } from '@intranet/shared/customer-accounts/customer-accounts.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { el } from '../../../lib/dom-element';
import { isCallFailure } from '../../../lib/public-call';
import type { ScreenContext } from '../panel-context';
import { panelCall } from '../panel-session';
import { badge, busy, card, clearFailure, empty, facts, field, noticeIn, showFailure, submitButton } from '../panel-ui';

const V = CLIENT_PANEL_MSG.visit;
const S = CUSTOMER_ACCOUNTS_MSG.statuses.ordem;
const TONE = { aberta: 'warn', agendada: 'warn', em_execucao: 'warn', concluida: 'ok', cancelada: 'neutral' } as const;
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

const hour = (instant: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

function windowText(o: AccountServiceOrder): string | null {
  if (!o.janela_inicio) return null;
  const day = formatDateTime(o.janela_inicio).slice(0, 10);
  return o.janela_fim
    ? `${day}, das ${hour(o.janela_inicio)} às ${hour(o.janela_fim)}`
    : formatDateTime(o.janela_inicio);
}

function order(o: AccountServiceOrder): HTMLElement {
  return card(
    el('h2', {}, `${CUSTOMER_ACCOUNTS_MSG.orderTypes[o.tipo]} nº ${o.id}`),
    el(
      'p',
      { class: 'panel-badges' },
      badge(S[o.status], TONE[o.status]),
      o.origem === 'painel' ? badge('Pedido pela central', 'neutral') : '',
    ),
    facts([
      ['Aberta em', formatDateTime(o.aberta_em)],
      ['Janela de atendimento', windowText(o)],
      ['Equipe', o.equipe],
      ['Observações', o.observacoes],
    ]),
  );
}

function visitForm(ctx: ScreenContext, contractId: number): HTMLElement {
  const tipo = el('select', {}, ...VISIT_KINDS.map((k) => el('option', { value: k }, V.kinds[k])));
  const dia = el(
    'select',
    {},
    ...visitDays(today()).map((d) => {
      const weekday = WEEKDAYS[new Date(`${d}T12:00:00Z`).getUTCDay()];
      return el('option', { value: d }, `${formatDate(d)} (${weekday})`);
    }),
  );
  const periods = el(
    'fieldset',
    { class: 'panel-choices', 'data-field': 'periodo' },
    el('legend', {}, V.periodLabel),
    ...VISIT_PERIODS.map((p, i) =>
      el(
        'label',
        { class: 'panel-choice' },
        el('input', { type: 'radio', name: 'periodo', value: p, checked: i === 0 }),
        V.periods[p],
      ),
    ),
    el('span', { class: 'plain-field__error', hidden: true }),
  );
  const notes = el('textarea', { rows: '4', maxlength: String(VISIT_NOTES_MAX) });
  const send = submitButton(V.send);
  const form = el(
    'form',
    { class: 'panel-form', novalidate: true },
    field({ id: 'tipo', label: V.kindLabel, input: tipo }),
    field({ id: 'dia', label: V.dayLabel, input: dia }),
    periods,
    field({
      id: 'observacoes',
      label: V.notesLabel,
      input: notes,
      hint: 'Ex.: a internet cai toda noite; a luz do aparelho está vermelha.',
    }),
    send,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFailure(form);
    const periodo = (form.querySelector<HTMLInputElement>('input[name="periodo"]:checked')?.value ?? 'manha') as
      | 'manha'
      | 'tarde';
    try {
      await busy(send, () =>
        panelCall(API.requestVisit, {
          params: { id: contractId },
          body: { tipo: tipo.value as 'reparo', dia: dia.value, periodo, observacoes: notes.value },
        }),
      );
      await ctx.refresh();
      const notice = ctx.main.querySelector<HTMLElement>('.panel-orders');
      if (notice) noticeIn(notice, V.sent);
    } catch (error) {
      if (isCallFailure(error)) showFailure(form, error);
    }
  });
  return card(el('h2', {}, V.title), form);
}

/** Ordens de serviço: the contract's orders, and "Solicitar visita" while none of the panel is open. */
export async function renderServiceOrders(ctx: ScreenContext): Promise<HTMLElement[]> {
  if (ctx.contractId === null) return [el('h1', {}, 'Ordens de serviço'), empty('Nenhum contrato encontrado.')];
  const { ordens } = await panelCall(API.orders, { params: { id: ctx.contractId } });
  const contract = ctx.account.contratos.find((c) => c.id === ctx.contractId);
  const pending = ordens.find((o) => o.origem === 'painel' && (o.status === 'aberta' || o.status === 'agendada'));
  const canAsk = contract?.status !== 'cancelado' && !pending;
  return [
    el('h1', {}, 'Ordens de serviço'),
    el(
      'div',
      { class: 'panel-orders' },
      pending
        ? el('p', { class: 'panel-intro' }, 'Sua visita solicitada está abaixo. A equipe técnica confirmará o horário.')
        : '',
      canAsk ? visitForm(ctx, ctx.contractId) : '',
      ...(ordens.length ? ordens.map(order) : [empty('Nenhuma ordem de serviço neste contrato.')]),
    ),
  ];
}
