import { CAREERS_MSG, WORK_MODE_LABELS } from '@intranet/shared/careers/careers.messages';
import { vacancyPath } from '@intranet/shared/careers/careers.rules';
import { CAREERS_PUBLIC_CALLS as CALLS } from '@intranet/shared/careers/careers.public-paths';
import type { PublicVacancy, PublicVacancyDetail, publicListResponse } from '@intranet/shared/careers/careers.schemas';
import type { z } from 'zod';
import { formatDate } from '@intranet/shared/format/dates';
import { isCallFailure, publicGet } from '../../../lib/public-call';
import { el } from '../../../lib/dom-element';

const LIST = '/careers/list';
/** The candidate's screens of the app: applying (needs a session) and their applications. */
export const APPLY_PATH = '/applicants/register';
const MY_APPLICATIONS = '/applicants/info';

/** The tracking link's channel and campaign (`chn`, `cmp`), carried along every link of the site. */
export function trackingOf(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['chn', 'cmp']) {
    const value = from.get(key);
    if (value && /^\d{1,9}$/.test(value)) kept.set(key, value);
  }
  return kept;
}

const withTracking = (path: string, tracking: URLSearchParams, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(tracking);
  for (const [k, v] of Object.entries(extra)) if (v) params.set(k, v);
  const q = params.toString();
  return q ? `${path}?${q}` : path;
};

/** What an address of the site asks for: the list (of a company) or one vacancy. */
export function routeOf(pathname: string): { kind: 'list'; company?: string } | { kind: 'role'; id: number } {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[1] === 'role' && /^\d+$/.test(parts[2] ?? '')) return { kind: 'role', id: Number(parts[2]) };
  return { kind: 'list', company: parts[1] === 'list' ? parts[2] : undefined };
}

function header(): HTMLElement {
  return el(
    'header',
    { class: 'careers-header' },
    el('a', { href: LIST, class: 'careers-header__brand' }, 'Trabalhe Conosco'),
    el(
      'nav',
      { 'aria-label': 'Conta' },
      el('a', { href: MY_APPLICATIONS, class: 'careers-header__link' }, 'Minhas candidaturas'),
    ),
  );
}

function meta(v: PublicVacancy): HTMLElement {
  const mode = WORK_MODE_LABELS[v.modalidade];
  // A remote vacancy without a city is placed by its mode alone: the place is said once.
  const place = v.cidade && v.cidade !== mode ? v.cidade : null;
  const items = [v.empresa, place, mode, `${v.vagas} ${v.vagas === 1 ? 'vaga' : 'vagas'}`].filter(Boolean) as string[];
  return el('ul', { class: 'careers-meta' }, ...items.map((i) => el('li', {}, i)));
}

function card(v: PublicVacancy, tracking: URLSearchParams): HTMLElement {
  return el(
    'li',
    { class: 'careers-card' },
    el('h2', {}, el('a', { href: withTracking(vacancyPath(v.id, v.titulo_vaga), tracking) }, v.titulo_vaga)),
    v.funcao ? el('p', { class: 'careers-card__role' }, v.funcao) : '',
    meta(v),
    v.data_fim ? el('p', { class: 'careers-card__until' }, `Inscrições até ${formatDate(v.data_fim)}`) : '',
  );
}

async function renderList(main: HTMLElement, company: string | undefined, location: Pick<Location, 'search'>) {
  const tracking = trackingOf(location.search);
  const current = new URLSearchParams(location.search);
  document.title = 'Vagas · Trabalhe Conosco';
  const words = el('input', {
    type: 'search',
    name: 'q',
    id: 'careers-q',
    placeholder: 'Cargo, área ou palavra-chave',
    value: current.get('q') ?? '',
    enterkeyhint: 'search',
  });
  const city = el('select', { name: 'cidade', id: 'careers-cidade' }, el('option', { value: '' }, 'Todas as cidades'));
  const form = el(
    'form',
    { class: 'careers-search', role: 'search', action: company ? `${LIST}/${encodeURIComponent(company)}` : LIST },
    el('div', { class: 'plain-field' }, el('label', { for: words.id }, 'Buscar vagas'), words),
    el('div', { class: 'plain-field' }, el('label', { for: city.id }, 'Cidade'), city),
    ...[...tracking].map(([k, v]) => el('input', { type: 'hidden', name: k, value: v })),
    el('button', { type: 'submit', class: 'plain-button plain-button--primary' }, 'Buscar'),
  );
  const companies = el('nav', { class: 'careers-companies', 'aria-label': 'Empresas' });
  const list = el('ul', { class: 'careers-list', 'aria-live': 'polite' });
  const status = el('p', { class: 'careers-status' }, 'Carregando vagas…');
  const title = el('h1', {}, 'Vagas abertas');
  main.replaceChildren(title, form, companies, status, list);
  try {
    const answer = await publicGet<z.output<typeof publicListResponse>>(CALLS.list, {
      query: { empresa: company, q: current.get('q') || undefined, cidade: current.get('cidade') || undefined },
    });
    // The address names the company by its slug ('razãoinfo'); the page names it as the company does.
    const name = company && answer.empresas.find((e) => e.toLowerCase() === company.toLowerCase());
    if (name) {
      title.textContent = `Vagas abertas · ${name}`;
      document.title = `Vagas ${name} · Trabalhe Conosco`;
    }
    for (const c of answer.cidades) city.append(el('option', { value: c, selected: c === current.get('cidade') }, c));
    companies.append(
      el('a', { href: withTracking(LIST, tracking), 'aria-current': company ? false : 'page' }, 'Todas'),
      ...answer.empresas.map((e) =>
        el(
          'a',
          {
            href: withTracking(`${LIST}/${encodeURIComponent(e.toLowerCase())}`, tracking),
            'aria-current': company?.toLowerCase() === e.toLowerCase() ? 'page' : false,
          },
          e,
        ),
      ),
    );
    status.textContent = answer.vagas.length
      ? `${answer.vagas.length} ${answer.vagas.length === 1 ? 'vaga encontrada' : 'vagas encontradas'}`
      : CAREERS_MSG.noVacancies;
    list.append(...answer.vagas.map((v) => card(v, tracking)));
  } catch {
    status.textContent = CAREERS_MSG.listFailed;
    status.className = 'plain-alert';
  }
}

async function share(v: PublicVacancyDetail, button: HTMLButtonElement) {
  const url = `${window.location.origin}${vacancyPath(v.id, v.titulo_vaga)}`;
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  try {
    if (nav.share) await nav.share({ title: v.titulo_vaga, url });
    else {
      await navigator.clipboard.writeText(url);
      button.textContent = 'Link copiado!';
    }
  } catch {
    button.textContent = url;
  }
}

async function renderRole(main: HTMLElement, id: number, location: Pick<Location, 'search'>) {
  const tracking = trackingOf(location.search);
  main.replaceChildren(el('p', { class: 'careers-status' }, 'Carregando vaga…'));
  try {
    const [v, { sanitizeHtml }] = await Promise.all([
      publicGet<PublicVacancyDetail>(CALLS.detail, { params: { id } }),
      import('../../../lib/sanitize-html'),
    ]);
    document.title = `${v.titulo_vaga} · Trabalhe Conosco`;
    const description = el('div', { class: 'careers-rich' });
    description.innerHTML = sanitizeHtml(v.descricao);
    const shareButton = el('button', { type: 'button', class: 'plain-button' }, 'Compartilhar vaga');
    shareButton.addEventListener('click', () => void share(v, shareButton));
    main.replaceChildren(
      el('p', {}, el('a', { href: withTracking(LIST, tracking), class: 'careers-back' }, '‹ Todas as vagas')),
      el(
        'article',
        { class: 'careers-role' },
        el('h1', {}, v.titulo_vaga),
        v.funcao ? el('p', { class: 'careers-card__role' }, v.funcao) : '',
        meta(v),
        v.data_fim ? el('p', { class: 'careers-card__until' }, `Inscrições até ${formatDate(v.data_fim)}`) : '',
        el('h2', {}, 'Descrição'),
        description,
        v.requisitos ? el('h2', {}, 'Requisitos') : '',
        v.requisitos ? el('p', { class: 'careers-pre' }, v.requisitos) : '',
        el(
          'div',
          { class: 'careers-actions' },
          el(
            'a',
            {
              class: 'plain-button plain-button--primary careers-apply',
              href: withTracking(APPLY_PATH, tracking, { vaga: String(v.id) }),
            },
            'Candidatar-se',
          ),
          shareButton,
        ),
      ),
    );
  } catch (error) {
    const message = isCallFailure(error) && error.status === 404 ? CAREERS_MSG.closed : CAREERS_MSG.listFailed;
    main.replaceChildren(
      el('p', { class: 'plain-alert' }, message),
      el('a', { href: withTracking(LIST, tracking) }, 'Ver vagas abertas'),
    );
  }
}

/** The public careers site: the open vacancies (of a company) with search, and each vacancy's page. */
export function mountCareersSite(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  const main = el('main', { class: 'careers-main' });
  root.replaceChildren(header(), main);
  const route = routeOf(location.pathname);
  return route.kind === 'role' ? renderRole(main, route.id, location) : renderList(main, route.company, location);
}
