import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import {
  CLIENT_PANEL_PATH,
  CLIENT_PANEL_SCREENS,
  CLIENT_PANEL_SIGN_IN_PATH,
  type ClientPanelScreen,
} from '@intranet/shared/client-panel/client-panel.rules';
import type { AccountResponse } from '@intranet/shared/client-panel/client-panel.schemas';
import { el } from '../../lib/dom-element';
import { isCallFailure } from '../../lib/public-call';
import type { ScreenContext } from './panel-context';
import { SESSION_GONE, panelCall, sessionTokens, signOut } from './panel-session';
import { renderContact, renderHome, renderIdentification } from './screens/account-screens';
import { renderAddress, renderConnections, renderService } from './screens/contract-screens';
import { renderFinancial, renderPayments } from './screens/financial-screens';
import { renderNegotiation } from './screens/negotiation';
import { renderServiceOrders } from './screens/service-orders';
import { renderSignIn } from './sign-in';

type Screen = (ctx: ScreenContext) => void | (Node | string)[] | Promise<(Node | string)[]>;

const SCREENS: Record<ClientPanelScreen, Screen> = {
  'home-service': renderHome,
  identification: renderIdentification,
  contact: renderContact,
  address: renderAddress,
  service: renderService,
  connections: renderConnections,
  financial: renderFinancial,
  'info-payments': renderPayments,
  'service-orders': renderServiceOrders,
  negotiation: renderNegotiation,
};
/** Screens about one contract: they show the contract picker when the customer has several. */
const CONTRACT_SCREENS = new Set<ClientPanelScreen>([
  'address',
  'service',
  'connections',
  'financial',
  'info-payments',
  'service-orders',
  'negotiation',
]);

type Where = Pick<Location, 'pathname' | 'search'>;

/** What an address of the panel asks for: the sign-in or one of the ten screens (the home by default). */
export function screenOf(pathname: string): ClientPanelScreen | 'entrar' {
  const name = pathname.slice(CLIENT_PANEL_PATH.length).split('/').filter(Boolean)[0] ?? '';
  if (name === 'entrar') return 'entrar';
  return (CLIENT_PANEL_SCREENS as readonly string[]).includes(name) ? (name as ClientPanelScreen) : 'home-service';
}

/** The contract of `?contrato=` when it is one of the customer's, else their first not cancelled. */
export function chosenContract(account: AccountResponse, search: string): number | null {
  const wanted = Number(new URLSearchParams(search).get('contrato'));
  if (account.contratos.some((c) => c.id === wanted)) return wanted;
  return (account.contratos.find((c) => c.status !== 'cancelado') ?? account.contratos[0])?.id ?? null;
}

/** The client panel (`/client-panel/*`): the sign-in, then the ten screens in a phone-first shell. */
export function mountClientPanel(root: HTMLElement, where: Where = window.location): Promise<void> {
  let account: AccountResponse | null = null;
  let location: Where = { pathname: where.pathname, search: where.search };
  const main = el('main', { id: 'conteudo', class: 'panel-main', tabindex: '-1' });

  const go = (href: string, replace = false) => {
    const url = new URL(href, 'http://x');
    location = { pathname: url.pathname, search: url.search };
    if (typeof history !== 'undefined') history[replace ? 'replaceState' : 'pushState'](null, '', href);
    return draw();
  };

  root.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith(CLIENT_PANEL_PATH) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void go(href);
    window.scrollTo?.(0, 0);
  });
  if (typeof window !== 'undefined')
    window.addEventListener('popstate', () => {
      location = { pathname: window.location.pathname, search: window.location.search };
      void draw();
    });

  function showSignIn(notice?: string) {
    account = null;
    root.replaceChildren(
      el('header', { class: 'panel-header' }, el('span', { class: 'panel-brand' }, CLIENT_PANEL_MSG.brand)),
      main,
    );
    renderSignIn(main, {
      notice,
      onSignedIn: () => void go(`${CLIENT_PANEL_PATH}/home-service`, true),
    });
  }

  function shell(screen: ClientPanelScreen, contractId: number | null): HTMLElement {
    const query = contractId ? `?contrato=${contractId}` : '';
    const nav = el(
      'nav',
      { class: 'panel-nav', 'aria-label': 'Central do Assinante' },
      el(
        'ul',
        {},
        ...CLIENT_PANEL_SCREENS.map((s) =>
          el(
            'li',
            {},
            el(
              'a',
              { href: `${CLIENT_PANEL_PATH}/${s}${query}`, 'aria-current': s === screen ? 'page' : false },
              CLIENT_PANEL_MSG.screens[s],
            ),
          ),
        ),
      ),
    );
    const exit = el('button', { type: 'button', class: 'panel-exit' }, CLIENT_PANEL_MSG.signIn.signOut);
    exit.addEventListener('click', async () => {
      await signOut();
      await go(CLIENT_PANEL_SIGN_IN_PATH, true);
    });
    const picker =
      CONTRACT_SCREENS.has(screen) && account && account.contratos.length > 1
        ? contractPicker(account, screen, contractId)
        : '';
    return el(
      'div',
      { class: 'panel-shell' },
      el('a', { href: '#conteudo', class: 'panel-skip' }, 'Ir para o conteúdo'),
      el('header', { class: 'panel-header' }, el('span', { class: 'panel-brand' }, CLIENT_PANEL_MSG.brand), exit),
      el('div', { class: 'panel-body' }, nav, el('div', { class: 'panel-content' }, picker, main)),
    );
  }

  function contractPicker(acc: AccountResponse, screen: ClientPanelScreen, contractId: number | null) {
    const select = el(
      'select',
      { id: 'contrato' },
      ...acc.contratos.map((c) =>
        el(
          'option',
          { value: String(c.id), selected: c.id === contractId },
          `${c.plano ?? c.provedor} — ${c.endereco}`,
        ),
      ),
    );
    select.addEventListener('change', () => void go(`${CLIENT_PANEL_PATH}/${screen}?contrato=${select.value}`));
    return el('div', { class: 'panel-picker plain-field' }, el('label', { for: 'contrato' }, 'Contrato'), select);
  }

  async function draw(): Promise<void> {
    const screen = screenOf(location.pathname);
    if (screen === 'entrar' || !sessionTokens()) {
      if (screen !== 'entrar' && typeof history !== 'undefined')
        history.replaceState(null, '', CLIENT_PANEL_SIGN_IN_PATH);
      showSignIn();
      return;
    }
    try {
      account ??= await panelCall(API.account, {});
      const contractId = chosenContract(account, location.search);
      document.title = `${CLIENT_PANEL_MSG.screens[screen]} · ${CLIENT_PANEL_MSG.brand}`;
      root.replaceChildren(shell(screen, contractId));
      main.replaceChildren(el('p', { class: 'panel-muted', role: 'status' }, 'Carregando…'));
      const ctx: ScreenContext = {
        main,
        account,
        contractId,
        href: (s) => `${CLIENT_PANEL_PATH}/${s}${contractId ? `?contrato=${contractId}` : ''}`,
        refresh: async () => {
          account = null;
          await draw();
        },
      };
      const nodes = await SCREENS[screen](ctx);
      if (nodes) main.replaceChildren(...nodes);
    } catch (error) {
      if (error === SESSION_GONE || (isCallFailure(error) && error.status === 401)) {
        if (typeof history !== 'undefined') history.replaceState(null, '', CLIENT_PANEL_SIGN_IN_PATH);
        showSignIn(CLIENT_PANEL_MSG.signIn.expired);
        return;
      }
      main.replaceChildren(
        el('h1', {}, CLIENT_PANEL_MSG.screens[screen]),
        el(
          'p',
          { class: 'plain-alert', role: 'alert' },
          isCallFailure(error) ? error.message : 'Não foi possível carregar. Tente novamente.',
        ),
      );
    }
  }

  return draw();
}
