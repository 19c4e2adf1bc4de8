import { MODULES, type ModuleName } from '../auth/roles';

/**
 * Whose roles count in each area, in the order the area's screens pick their acting role (x-role):
 * the first module in which the user holds a role. Permissions name an area, never a module list.
 */
export const AREAS = {
  /** HR onboarding: contents, trails, onboardings and the onboarding report. */
  onboarding: ['onboarding', 'rh'],
  /** HR people data: employees, departments, vacancies, documents, dependents, compliments'
   * moderation and the HR reports (docs/hr-people.md). */
  people: ['rh'],
  /** HR first, then every employee: screens where each employee keeps their own records and HR everyone's
   * (dependents, documents), and the employees' names for selects (docs/hr-people.md). */
  staff: ['rh', 'pagina_inicial'],
  /** Dismissals and their offboarding checklist (spec §6: the HR cards also admit desligamentos:solicitante). */
  dismissals: ['rh', 'desligamentos'],
  /** Settings records (providers and their cities, contracting companies, cities, microregions,
   * blocking rules): configuracao readers list them, only the superadmin writes (spec 000 §6). */
  settings: ['configuracao'],
  /** Sales campaigns and channels (marketing spec §6: marketing first, then vendas). */
  sales: ['marketing', 'vendas'],
  /** Communication scale: the customer directory, communication campaigns, their rules, sending
   * restrictions and deliveries (marketing spec §6: regua_comunicacao). */
  communication: ['regua_comunicacao'],
  /** Marketing events (marketing spec §6: the area's default role, marketing). */
  events: ['marketing'],
  /** Staff screens that upload images (contents, campaigns, the roulette, news). */
  imageUploads: ['onboarding', 'rh', 'marketing', 'vendas', 'regua_comunicacao', 'roulette', 'novidades', 'solitacoes'],
  /** The HR entry of the module menu: any role of these modules opens the HR home. */
  hrMenu: ['rh', 'onboarding', 'desligamentos', 'banco_talentos'],
  /** The Marketing entry of the module menu. */
  marketingMenu: ['marketing', 'vendas', 'regua_comunicacao'],
  /** The external sales entry (spec: sales readers and write-capable roles see it). */
  externalSales: ['vendas'],
  /** Roulette campaigns (roulette spec §6: the roulette role; marketing staff run the campaigns too). */
  roulette: ['roulette', 'marketing'],
  /** Careers, staff side: vacancies, the pipeline of applicants, keyword search, the talent bank and
   * the careers dashboard (spec §2.5: talent-bank or HR roles). */
  careers: ['banco_talentos', 'rh'],
  /** Reading candidates' résumés (`/users/curriculum/:id`, the résumé PDF): curriculo, talent bank, HR. */
  resume: ['curriculo', 'banco_talentos', 'rh'],
  /** The employees' intranet: every employee holds a pagina_inicial role (candidates do not). News,
   * the handbook, the FAQ's internal questions, the calendar, the contacts and signatures are read here. */
  intranet: ['pagina_inicial'],
  /** News and their categories, the read confirmations report (spec: novidades; HR runs them too). */
  news: ['novidades', 'rh'],
  /** The FAQ and its categories (spec: perguntas_frequentes; HR too). */
  faq: ['perguntas_frequentes', 'rh'],
  /** The employee handbook, its chapters and categories (spec: manual; HR too). */
  handbook: ['manual', 'rh'],
  /** Any module: a manager of any module may notify users. */
  anyModule: MODULES,
  /** Staff who deal with customers: the backoffice (vendas) and the customer directory (regua_comunicacao);
   * they invite a customer to the client panel (docs/customer-accounts.md). */
  customerService: ['vendas', 'regua_comunicacao'],
  /** The backoffice of sales: sales to active, activations, qualification, problems, chargebacks. */
  backoffice: ['vendas'],
  /** The fleet: vehicles, drivers, use records, maintenance, incidents, rentals and fines (docs/fleet.md:
   * the spec's Solicitações module, `solitacoes`). */
  fleet: ['solitacoes'],
  /** Sponsorship of events: requests, their steps and the post-event return (docs/sponsorship.md). */
  sponsorship: ['marketing'],
  /** Supplies and field teams: equipment, moves, returns, squads' inventories (docs/supplies.md). */
  supplies: ['suprimentos'],
} as const satisfies Record<string, readonly ModuleName[]>;

export type AreaName = keyof typeof AREAS;

export function areaModules(area: AreaName): readonly ModuleName[] {
  return AREAS[area];
}
