/**
 * Every path of the spec's route map, copied from its text: foundation-and-hr.md §2.1–§2.4,
 * roulette-tracking-shared-blocks.md §2.1–§2.4 and the routes of marketing.md §2 (docs/route-map.md).
 * `route-map.test.ts` walks each one as every demo account and as a visitor.
 *
 * - `path`: as the spec writes it (`:id` a parameter, `:x?` an optional one).
 * - `url`: the address opened, when the spec's path alone is not one (an edit screen whose record
 *   id the spec leaves out).
 * - `public`: the spec says it needs no login (§2.1), so a visitor opens it.
 * - `pending`: the area still being built that owns it. The test expects it NOT to be a screen yet
 *   (or, for a public one, not open to visitors yet): when that area lands, the test fails until the
 *   entry loses its `pending`, and the list ends empty.
 * - `departure`: a public path that stays behind the sign-in on purpose; the reason is written in docs.
 */
export type Topic = 'backoffice' | 'sales' | 'sales-reports' | 'supplies' | 'fleet' | 'sponsorship' | 'route map';

export type SpecRoute = { path: string; url?: string; public?: true; pending?: Topic; departure?: string };

const each = (base: string, children: string[], extra: Omit<SpecRoute, 'path'> = {}): SpecRoute[] =>
  children.map((child) => ({ path: child ? `${base}/${child}` : base, ...extra }));

/** "Each with list, register (some with optional :id) and edit/:id" (§2.4). */
const crud = (base: string, extra: Omit<SpecRoute, 'path'> = {}) => each(base, ['list', 'register', 'edit/:id'], extra);

/** foundation-and-hr.md §2.1: the routes that need no login. */
const publicRoutes: SpecRoute[] = [
  ...each('/home', ['', 'vacancy', 'login/enter', 'login/register', 'login/info-login'], { public: true }),
  { path: '/intranet', public: true },
  { path: '/reset-password', public: true },
  { path: '/careers/list/:company?', public: true },
  { path: '/careers/role/:id/:role?', public: true },
  ...each('/applicants', ['register', 'info'], { public: true }),
  { path: '/microrregions', public: true },
  ...each('/faq', ['list', 'search/:search'], { public: true }),
  ...each('/faq', ['register', 'edit/:id'], {
    public: true,
    departure: 'writing a question needs a role of the FAQ (docs/hr-content.md, departures)',
  }),
  { path: '/ride-employee/list', public: true },
  { path: '/ride-employee/search/:origem/:destino/:data', public: true },
  { path: '/financial/home', public: true },
  { path: '/ResumeDatabase/list', public: true },
  { path: '/dashboards', public: true },
  { path: '/patrocinios', public: true },
];

/** foundation-and-hr.md §2.2 (menu entries and other referenced routes) and §2.3 (client panel). */
const shellRoutes: SpecRoute[] = [
  { path: '/faq/search/noparms', public: true },
  { path: '/employee-handbook/view' },
  { path: '/news/list' },
  { path: '/requests/home' },
  { path: '/careers/list', public: true },
  { path: '/sales/external/home' },
  { path: '/resume/list' },
  { path: '/modulos/admin' },
  { path: '/calendar' },
  { path: '/contacts/list' },
  { path: '/users/list' },
  { path: '/settings/home' },
  { path: '/users/profile/:id' },
  { path: '/users/edit/:id' },
  ...each('/client-panel', [
    'identification',
    'contact',
    'home-service',
    'service',
    'service-orders',
    'financial',
    'address',
    'connections',
    'info-payments',
    'negotiation',
  ]),
];

/** roulette-tracking-shared-blocks.md §2.1 (roulette), §2.2 (tracking links), §2.3 (sponsorship). */
const rouletteTrackingSponsorship: SpecRoute[] = [
  ...each('/marketing/roulette', ['list', 'register', 'edit/:id/:idOwner', 'raffle/:id', 'reports/:id']),
  ...each('/marketing/tracking-link', ['list', 'register', 'edit/:id']),
  ...[
    ...each('/marketing/sponsorship/justification', ['list', 'register', 'edit']),
    ...each('/marketing/sponsorship/solicitations', ['list', 'details']),
    ...each('/marketing/sponsorship/viability', ['list', 'register', 'edit']),
    ...each('/marketing/sponsorship/negociation', ['list/:id', 'edit/:id']),
    ...each('/marketing/sponsorship/post-event', ['list', 'register', 'edit', 'edit-photo', 'edit-file']),
  ].map(
    (r): SpecRoute => ({
      ...r,
      // The spec leaves out the record's id of these screens; they open a record.
      url: /\/(edit|details|edit-photo|edit-file)$/.test(r.path) ? `${r.path}/1` : undefined,
    }),
  ),
  ...each('/patrocinios', [':provedor?', 'sucesso'], { public: true }),
];

const SALES_LISTS = [
  'upgrade',
  'downgrade',
  'leads',
  'blocklist',
  'excluded',
  'inactivated',
  'unfeasible',
  'without-coverage',
  'overdue',
  'wrong',
];

/** roulette-tracking-shared-blocks.md §2.4, the wider route map, line by line. */
const widerRouteMap: SpecRoute[] = [
  // "/ home; /contacts (list/:nome?/:empresa?, profile/:id)."
  { path: '/' },
  ...each('/contacts', ['list/:nome?/:empresa?', 'profile/:id']),
  // "/settings: home, list, register, profile/edit/:id, permission/edit/:id, permission/partner/profile/:id."
  ...each('/settings', ['home', 'list', 'register', 'profile/edit/:id', 'permission/edit/:id']),
  { path: '/settings/permission/partner/profile/:id' },
  // "/incidents: home, list, register, edit/:id, dashboards."
  ...each('/incidents', ['home', 'list', 'register', 'edit/:id']),
  { path: '/incidents/dashboards' },
  // "Each with list, register (some with optional :id) and edit/:id: …"
  ...crud('/incidents-categories'),
  ...crud('/contracting/companies'),
  ...crud('/providers'),
  ...crud('/holidays'),
  ...crud('/positions'),
  ...crud('/departments'),
  ...crud('/sectors'),
  ...crud('/cities'),
  ...crud('/microrregions'),
  ...crud('/categories'),
  ...crud('/family'),
  ...crud('/documents'),
  ...crud('/documents-categories'),
  ...crud('/pricing', {}),
  ...crud('/ride'),
  ...crud('/compliments-categories'),
  ...crud('/resources'),
  ...crud('/faq-categories'),
  // One list behind /blacklist and the sales blocklist (docs/route-map.md).
  ...crud('/blacklist'),
  // "Providers also have list/cities/:id; categories also cards; shutdowns has register/:id?/:name?."
  { path: '/providers/list/cities/:id' },
  { path: '/categories/cards' },
  ...each('/shutdowns', ['list', 'register/:id?/:name?', 'edit/:id']),
  // "/emailsignature/list; /calendar; /applications/list."
  { path: '/emailsignature/list' },
  { path: '/calendar' },
  { path: '/applications/list' },
  // "/careers: list/:company?, admin/list/:company?, keywords/…, register/:id?, edit/:id?, applicants/:id,
  // role/:id/:role?. /dashboards/careers."
  ...each('/careers', [
    'admin/list/:company?',
    'keywords/:vacancyName?/:id?/:search?',
    'register/:id?',
    'edit/:id?',
    'applicants/:id',
  ]),
  { path: '/dashboards/careers' },
  // "/users: list, register, profile/:id/:jobId?, edit/:id, curriculum/:id. /access-profiles: list,
  // register. /companies: list, register."
  ...each('/users', ['list', 'register', 'profile/:id/:jobId?', 'edit/:id', 'curriculum/:id']),
  ...each('/access-profiles', ['list', 'register']),
  ...each('/companies', ['list', 'register']),
  // "/resume: list, education/register, experience/register, certificate/register."
  ...each('/resume', ['list', 'education/register', 'experience/register', 'certificate/register']),
  // "/employees: list, profile/:id, edit/:id, register."
  ...each('/employees', ['list', 'profile/:id', 'edit/:id', 'register']),
  // "/news: list/:category?, :id, form, register, edit/:id, table."
  ...each('/news', ['list/:category?', ':id', 'form', 'register', 'edit/:id', 'table']),
  // "/reports: home, birthday/list, read-confirm, read-confirm-list/:id, list-dismiss, provider-city, …"
  ...each('/reports', [
    'home',
    'birthday/list',
    'read-confirm',
    'read-confirm-list/:id',
    'list-dismiss',
    'provider-city',
    'company-anniversary',
    'family-list',
    'list-admission',
    'list-general',
    'pyramid-list',
    'list-gender',
    'car-repair',
  ]),
  // "/blocking-exception-criterion: list/:id, register/:id, edit/:idRule/:idCriterion. /blocking-rules:
  // list, register, simulation/:id."
  ...each('/blocking-exception-criterion', ['list/:id', 'register/:id', 'edit/:idRule/:idCriterion']),
  ...each('/blocking-rules', ['list', 'register', 'simulation/:id']),
  // "/supplies: home, dashboard, devolutions, … values. /squads: list, inventory/:id, recycling, values."
  ...each(
    '/supplies',
    [
      'home',
      'dashboard',
      'devolutions',
      'devolutions/alternative',
      'returning',
      'returning/alternative',
      'removal',
      'maintenance',
      'recycling',
      'values',
    ],
    {},
  ),
  ...each('/squads', ['list', 'inventory/:id', 'recycling', 'values'], {}),
  // "/fleet: home; vehicle, maintenance-vehicle, driver (edit/:id/:driverId?), incidents-vehicle, rentals,
  // fines (each list, register, edit/:id); fines/term/:id/:idDriver/:vehiclePlate."
  { path: '/fleet/home' },
  ...crud('/fleet/vehicle'),
  ...crud('/fleet/maintenance-vehicle'),
  ...each('/fleet/driver', ['list', 'register', 'edit/:id/:driverId?']),
  ...crud('/fleet/incidents-vehicle'),
  ...crud('/fleet/rentals'),
  ...crud('/fleet/fines'),
  { path: '/fleet/fines/term/:id/:idDriver/:vehiclePlate' },
  // "/requests: home, vehicle (register, edit/:id), incidents-vehicle and maintenance-vehicle (list,
  // register, edit/:id)."
  { path: '/requests/home' },
  ...each('/requests/vehicle', ['register', 'edit/:id']),
  ...crud('/requests/incidents-vehicle'),
  ...crud('/requests/maintenance-vehicle'),
  // "/compliments: list, register, edit/:id, listByUser/:id, register/:id."
  ...each('/compliments', ['list', 'register', 'edit/:id', 'listByUser/:id', 'register/:id']),
  // "/employee-handbook: list, register, edit/:id, view, categories list/register/edit/:id; /content/home."
  ...each('/employee-handbook', ['list', 'register', 'edit/:id', 'view']),
  ...crud('/employee-handbook/categories'),
  { path: '/content/home' },
  // "/leads/external/register/:cpf?/:cep?."
  { path: '/leads/external/register/:cpf?/:cep?' },
  // "/sales: internal and external each with home; lead lists (…); reports (…); basic-configurations
  // blocklist list, register, edit/:id; details-campaign/:campaign/:channel/:provider."
  { path: '/sales/internal/home' },
  { path: '/sales/external/home' },
  ...SALES_LISTS.map(
    (list): SpecRoute => ({
      path: `/sales/internal/${list}`,
    }),
  ),
  ...each(
    '/sales/reports',
    [
      'history-conversion',
      'products-best-sellers',
      'campaigns',
      'campaigns/details/:provedor?/:data_ini?/:data_end?/:campaign?',
      'channels',
      'channels/details',
      'city',
      'city/details',
      'dashboard',
      'sellers',
      'sellers/details',
      'without-coverage',
      'without-coverage/details/:provider?/:neighborhood?/:city?/:street?',
      'unfeasibility',
      'unfeasibility/details',
      'profile',
    ],
    {},
  ),
  ...crud('/sales/basic-configurations/blocklist', {}),
  { path: '/sales/details-campaign/:campaign/:channel/:provider' },
  // "/backoffice: inicio; vendas/listagem; ativacoes/listagem; qualificacao, problemas and estornos (each
  // listagem, registro, edicao/:id); cliente/detalhes; /modulos/admin."
  ...each(
    '/backoffice',
    [
      'inicio',
      'vendas/listagem',
      'ativacoes/listagem',
      ...['qualificacao', 'problemas', 'estornos'].flatMap((s) => [
        `${s}/listagem`,
        `${s}/registro`,
        `${s}/edicao/:id`,
      ]),
      'cliente/detalhes',
    ],
    {},
  ),
  { path: '/modulos/admin' },
];

/** marketing.md §2: the marketing home and its sections' routes. */
const marketingRoutes: SpecRoute[] = [
  { path: '/marketing/home' },
  ...each('/marketing/campaigns', ['list', 'register', 'edit/:id']),
  ...each('/marketing/channels', ['list', 'register', 'edit/:id']),
  ...each('/marketing/communication-scale', ['list', 'register', 'edit']),
  ...each('/marketing/communication-scale-rules', ['list', 'register']),
  ...each('/marketing/communication-scale-restrictions', ['list', 'register', 'edit']).map((r) =>
    // The restriction's edit opens one restriction.
    r.path.endsWith('/edit') ? { ...r, url: `${r.path}/1` } : r,
  ),
  ...each('/marketing/events', ['list', 'register', 'edit/:id']),
  ...each('/marketing/imports-leads', ['list', 'file/list', 'register', 'edit']),
  ...each('/marketing/results-campaigns', ['list', 'register', 'edit/:id']),
  ...each('/marketing/results-campaigns-report', ['', 'report', 'list', 'register', 'edit']),
];

export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...publicRoutes,
  ...shellRoutes,
  ...rouletteTrackingSponsorship,
  ...widerRouteMap,
  ...marketingRoutes,
];
