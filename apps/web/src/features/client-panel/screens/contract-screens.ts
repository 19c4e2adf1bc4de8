import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import type { ContractDetail } from '@intranet/shared/client-panel/client-panel.schemas';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import { speedLabel } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { el } from '../../../lib/dom-element';
import type { ScreenContext } from '../panel-context';
import { panelCall } from '../panel-session';
import { badge, card, empty, facts } from '../panel-ui';
import { CONNECTION_TONE, CONTRACT_TONE } from './account-screens';

const S = CUSTOMER_ACCOUNTS_MSG.statuses;

async function contractOf(ctx: ScreenContext): Promise<ContractDetail | null> {
  if (ctx.contractId === null) return null;
  return (await panelCall(API.contract, { params: { id: ctx.contractId } })).contrato;
}

/** Endereço: the installation address of the chosen contract. */
export async function renderAddress(ctx: ScreenContext): Promise<HTMLElement[]> {
  const c = await contractOf(ctx);
  if (!c) return [el('h1', {}, 'Endereço'), empty('Nenhum contrato encontrado.')];
  return [
    el('h1', {}, 'Endereço de instalação'),
    card(
      facts([
        ['Rua', [c.rua, c.numero].filter(Boolean).join(', ')],
        ['Complemento', c.complemento],
        ['Bairro', c.bairro],
        ['Cidade', c.cidade && c.uf ? `${c.cidade}/${c.uf}` : c.cidade],
        ['CEP', c.cep ? c.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2') : null],
      ]),
      el(
        'p',
        { class: 'panel-muted' },
        'Vai mudar de endereço? Fale com a central de atendimento para agendar a mudança do serviço.',
      ),
    ),
  ];
}

/** Serviço: the plan, speeds, value, due day and status of the chosen contract. */
export async function renderService(ctx: ScreenContext): Promise<HTMLElement[]> {
  const c = await contractOf(ctx);
  if (!c) return [el('h1', {}, 'Serviço e plano'), empty('Nenhum contrato encontrado.')];
  return [
    el('h1', {}, 'Serviço e plano'),
    card(
      el('h2', {}, c.plano ?? 'Plano'),
      el('p', { class: 'panel-badges' }, badge(S.contrato[c.status], CONTRACT_TONE[c.status])),
      facts([
        ['Download', c.download_mbps ? speedLabel(c.download_mbps) : null],
        ['Upload', c.upload_mbps ? speedLabel(c.upload_mbps) : null],
        ['Mensalidade', formatMoney(c.valor_mensal)],
        ['Vencimento', `Todo dia ${c.dia_vencimento}`],
        ['Provedor', c.provedor],
        ['Contrato', c.codigo_erp],
        ['Tipo', c.tipo === 'empresarial' ? 'Empresarial' : 'Residencial'],
        ['Ativo desde', c.data_ativacao ? formatDate(c.data_ativacao) : null],
        ['Cancelado em', c.data_cancelamento ? formatDate(c.data_cancelamento) : null],
      ]),
    ),
  ];
}

/** Conexões: each access of the chosen contract and its state. */
export async function renderConnections(ctx: ScreenContext): Promise<HTMLElement[]> {
  if (ctx.contractId === null) return [el('h1', {}, 'Conexões'), empty('Nenhum contrato encontrado.')];
  const { conexoes } = await panelCall(API.connections, { params: { id: ctx.contractId } });
  const cards = conexoes.map((x) =>
    card(
      el('h2', {}, x.login),
      el('p', { class: 'panel-badges' }, badge(S.conexao[x.status], CONNECTION_TONE[x.status])),
      facts([
        ['Último acesso', x.ultimo_acesso ? formatDateTime(x.ultimo_acesso) : null],
        ['IP', x.ip],
        ['Equipamento (MAC)', x.mac],
      ]),
      x.status === 'bloqueado' || x.status === 'reduzido'
        ? el(
            'p',
            { class: 'plain-alert' },
            'Sua conexão está limitada por faturas em atraso. ',
            el('a', { href: ctx.href('negotiation') }, 'Negocie ou pague as faturas'),
            ' para liberar.',
          )
        : '',
    ),
  );
  return [el('h1', {}, 'Conexões'), ...(cards.length ? cards : [empty('Nenhuma conexão neste contrato.')])];
}
