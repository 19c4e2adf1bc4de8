import { addDays, today } from '../calendar/days';

/**
 * The sales reports' definitions (docs/sales-reports.md, "Reports"), written once: the server reads the
 * period rules, the screens the routes, titles and labels.
 */

/** The longest period a report reads, in days. */
export const SALES_REPORT_MAX_DAYS = 366;
/** The default period: the last 30 days, today included. */
export const SALES_REPORT_DEFAULT_DAYS = 30;
/** The most rows an export writes (it says when some were left out). */
export const SALES_REPORT_EXPORT_MAX = 10_000;
/** Weeks in the dashboard's history chart. */
export const DASHBOARD_WEEKS = 12;

/** The period asked, or the last SALES_REPORT_DEFAULT_DAYS days up to `ref` (today in São Paulo). */
export function reportPeriod(q: { de?: string; ate?: string }, ref: string = today()): { de: string; ate: string } {
  const ate = q.ate ?? (q.de && q.de > ref ? q.de : ref);
  const de = q.de ?? addDays(ate, -(SALES_REPORT_DEFAULT_DAYS - 1));
  return { de, ate };
}

/** Days from `de` to `ate`, both included. */
export function daysInPeriod(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The grouped reports: their key in the API (`/v1/vendas/relatorios/<api>`), route and title. */
export const SALES_REPORTS = {
  historyConversion: { api: 'historico-conversao', route: 'history-conversion', title: 'Histórico de conversão' },
  productsBestSellers: {
    api: 'produtos-mais-vendidos',
    route: 'products-best-sellers',
    title: 'Produtos mais vendidos',
  },
  campaigns: { api: 'campanhas', route: 'campaigns', title: 'Campanhas' },
  campaignsDetails: { api: 'campanhas/detalhes', route: 'campaigns/details', title: 'Campanhas - Detalhes' },
  channels: { api: 'canais', route: 'channels', title: 'Canais' },
  channelsDetails: { api: 'canais/detalhes', route: 'channels/details', title: 'Canais - Detalhes' },
  city: { api: 'cidades', route: 'city', title: 'Cidades' },
  cityDetails: { api: 'cidades/detalhes', route: 'city/details', title: 'Cidades - Detalhes' },
  sellers: { api: 'vendedores', route: 'sellers', title: 'Vendedores' },
  sellersDetails: { api: 'vendedores/detalhes', route: 'sellers/details', title: 'Vendedores - Detalhes' },
  withoutCoverage: { api: 'sem-cobertura', route: 'without-coverage', title: 'Sem cobertura' },
  withoutCoverageDetails: {
    api: 'sem-cobertura/detalhes',
    route: 'without-coverage/details',
    title: 'Sem cobertura - Detalhes',
  },
  unfeasibility: { api: 'inviabilidade', route: 'unfeasibility', title: 'Inviabilidade técnica' },
  unfeasibilityDetails: {
    api: 'inviabilidade/detalhes',
    route: 'unfeasibility/details',
    title: 'Inviabilidade técnica - Detalhes',
  },
  profile: { api: 'perfil', route: 'profile', title: 'Perfil dos leads' },
} as const;
export type SalesReportKey = keyof typeof SALES_REPORTS;

/** The web's base of the reports and the dashboard's route. */
export const SALES_REPORTS_BASE = '/sales/reports';
export const SALES_DASHBOARD_TITLE = 'Painel de vendas';
export const CAMPAIGN_DETAILS_BASE = '/sales/details-campaign';

/** The profile report's dimensions, in the order shown. */
export const PROFILE_DIMENSIONS = {
  origem: 'Origem',
  empresa: 'Provedor',
  plano: 'Plano',
  faixa: 'Faixa etária',
} as const;
export type ProfileDimension = keyof typeof PROFILE_DIMENSIONS;

/** The profile's age bands: the lead's completed years on the day it came (from its birth date). */
export const LEAD_AGE_BANDS = [
  { key: 'ate24', label: 'Até 24', max: 24 },
  { key: '25-34', label: '25–34', max: 34 },
  { key: '35-44', label: '35–44', max: 44 },
  { key: '45-54', label: '45–54', max: 54 },
  { key: '55-64', label: '55–64', max: 64 },
  { key: '65mais', label: '65+', max: Number.POSITIVE_INFINITY },
] as const;
export const NO_AGE_LABEL = 'Não informada';

/** The band of an age. */
export function leadAgeBand(age: number): (typeof LEAD_AGE_BANDS)[number] {
  return LEAD_AGE_BANDS.find((b) => age <= b.max) ?? LEAD_AGE_BANDS[LEAD_AGE_BANDS.length - 1];
}

/** The pt-BR name of every figure and key of a report row: the tables, the charts' figures and the exports. */
export const SALES_REPORT_LABELS = {
  rotulo: 'Grupo',
  tipo: 'Tipo de lead',
  semana: 'Semana',
  plano: 'Plano',
  campanha: 'Campanha',
  canal: 'Canal',
  empresa: 'Provedor',
  cidade: 'Cidade',
  bairro: 'Bairro',
  rua: 'Rua',
  vendedor: 'Vendedor',
  dimensao: 'Dimensão',
  leads: 'Leads',
  vendas: 'Vendas',
  conversao: 'Conversão',
  faturamento: 'Faturamento',
  investimento: 'Valor investido',
  roas: 'ROAS',
  contatados: 'Contatados',
  horas_primeiro_contato: 'Tempo médio até o 1º contato (h)',
  ticket_medio: 'Ticket médio',
} as const;
