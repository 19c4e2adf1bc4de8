import type { SalesReportFilterInput } from '@intranet/shared/sales-reports/sales-reports.schemas';
import {
  CAMPAIGN_DETAILS_BASE,
  SALES_REPORTS,
  SALES_REPORTS_BASE,
  type SalesReportKey,
} from '@intranet/shared/sales-reports/sales-reports.rules';

type Field = keyof SalesReportFilterInput;

/** A report's filter in its address: the spec's optional path params, then the query string. */
type PathParam = { name: string; field: Field };

const periodParams = (last: PathParam): PathParam[] => [
  { name: 'provedor', field: 'id_empresa' },
  { name: 'data_ini', field: 'de' },
  { name: 'data_end', field: 'ate' },
  last,
];
const placeParams: PathParam[] = [
  { name: 'provider', field: 'id_empresa' },
  { name: 'neighborhood', field: 'bairro' },
  { name: 'city', field: 'cidade' },
  { name: 'street', field: 'rua' },
];

/** The path params of the details routes (spec §2.4); the other reports read the query string only. */
export const PATH_PARAMS: Partial<Record<SalesReportKey, PathParam[]>> = {
  campaignsDetails: periodParams({ name: 'campaign', field: 'id_campanha' }),
  channelsDetails: periodParams({ name: 'channel', field: 'id_canal' }),
  cityDetails: periodParams({ name: 'city', field: 'cidade' }),
  sellersDetails: periodParams({ name: 'seller', field: 'id_vendedor' }),
  withoutCoverageDetails: placeParams,
  unfeasibilityDetails: placeParams,
};

/** The query string's names of the filter (pt-BR as the spec's params: provedor, data_ini, data_end). */
const QUERY_NAMES: Record<Field, string> = {
  id_empresa: 'provedor',
  de: 'data_ini',
  ate: 'data_end',
  id_campanha: 'campanha',
  id_canal: 'canal',
  id_vendedor: 'vendedor',
  cidade: 'cidade',
  bairro: 'bairro',
  rua: 'rua',
  tipo: 'tipo',
};
const NUMERIC: readonly Field[] = ['id_empresa', 'id_campanha', 'id_canal', 'id_vendedor'];
/** A path param left empty between others that are set. */
const ANY = 'todos';

/** The route pattern of a report: `/sales/reports/campaigns/details/:provedor?/:data_ini?/:data_end?/:campaign?`. */
export function reportPattern(report: SalesReportKey): string {
  const params = PATH_PARAMS[report] ?? [];
  return [`${SALES_REPORTS_BASE}/${SALES_REPORTS[report].route}`, ...params.map((p) => `:${p.name}?`)].join('/');
}

function fieldValue(field: Field, raw: string | null | undefined): string | number | undefined {
  if (raw === null || raw === undefined || raw === '' || raw === ANY) return undefined;
  if (!NUMERIC.includes(field)) return raw;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The filter a report's address holds. */
export function filterFromUrl(
  report: SalesReportKey | 'dashboard',
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): SalesReportFilterInput {
  const filter: Record<string, string | number> = {};
  for (const [field, name] of Object.entries(QUERY_NAMES) as [Field, string][]) {
    const value = fieldValue(field, search.get(name));
    if (value !== undefined) filter[field] = value;
  }
  for (const p of report === 'dashboard' ? [] : (PATH_PARAMS[report] ?? [])) {
    const value = fieldValue(p.field, params[p.name]);
    if (value !== undefined) filter[p.field] = value;
  }
  return filter as SalesReportFilterInput;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The address of a report with a filter: path params in order (empty ones in between as 'todos'), the rest in the query. */
export function reportUrl(report: SalesReportKey | 'dashboard', filter: SalesReportFilterInput): string {
  const base = `${SALES_REPORTS_BASE}/${report === 'dashboard' ? 'dashboard' : SALES_REPORTS[report].route}`;
  const params = report === 'dashboard' ? [] : (PATH_PARAMS[report] ?? []);
  const segments = params.map((p) => (present(filter[p.field]) ? encodeURIComponent(String(filter[p.field])) : ANY));
  while (segments.length && segments[segments.length - 1] === ANY) segments.pop();
  const inPath = new Set(params.map((p) => p.field));
  const query = new URLSearchParams();
  for (const [field, name] of Object.entries(QUERY_NAMES) as [Field, string][])
    if (!inPath.has(field) && present(filter[field])) query.set(name, String(filter[field]));
  const qs = query.toString();
  return [base, ...segments].join('/') + (qs ? `?${qs}` : '');
}

/** `/sales/details-campaign/:campaign/:channel/:provider`, with the period in the query. */
export const CAMPAIGN_DETAILS_PATTERN = `${CAMPAIGN_DETAILS_BASE}/:campaign/:channel/:provider`;
export function campaignDetailsUrl(
  ids: { id_campanha: number; id_canal: number; id_empresa: number },
  period: { de?: string; ate?: string },
): string {
  const query = new URLSearchParams();
  if (period.de) query.set('data_ini', period.de);
  if (period.ate) query.set('data_end', period.ate);
  const qs = query.toString();
  return `${CAMPAIGN_DETAILS_BASE}/${ids.id_campanha}/${ids.id_canal}/${ids.id_empresa}${qs ? `?${qs}` : ''}`;
}
