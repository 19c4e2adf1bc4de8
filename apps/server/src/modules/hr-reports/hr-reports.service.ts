import { dayParts, today } from '@intranet/shared/calendar/days';
import { citiesOfState } from '@intranet/shared/cities/cities';
import { foldText } from '@intranet/shared/format/text';
import {
  AGE_BANDS,
  HR_REPORT_EXPORT_MAX,
  monthBounds,
  monthHeadcount,
  monthsBetween,
  turnoverRate,
} from '@intranet/shared/hr-reports/hr-reports.rules';
import type {
  HrReportFilter,
  MovementMonth,
  MovementResponse,
  PyramidResponse,
} from '@intranet/shared/hr-reports/hr-reports.schemas';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './hr-reports.repository';

type Paging = repo.Paging;

/** Every row of a filter, bounded: what an export (and a chart of every row) reads. */
export const ALL_ROWS: Paging = { limit: HR_REPORT_EXPORT_MAX, offset: 0 };

/** The whole answer of an export: the rows, how many matched, whether some were left out. */
export async function allRows<T>(read: (paging: Paging) => Promise<{ total: number; dados: T[] }>) {
  const page = await read(ALL_ROWS);
  return { ...page, truncado: page.total > page.dados.length };
}

const scope = (q: HrReportFilter): repo.Scope => ({ id_empresa: q.id_empresa, id_departamento: q.id_departamento });

/** The reference day: the one asked, or today in São Paulo. */
export const referenceDay = (q: HrReportFilter) => q.data ?? today();

/** The month asked, or the reference day's. */
const monthOf = (q: HrReportFilter) => q.mes ?? dayParts(referenceDay(q)).month;

/** The period asked; by default the last twelve months, up to the end of the current one. */
export function periodOf(q: HrReportFilter): { de: string; ate: string } {
  const ref = today();
  const currentMonth = ref.slice(0, 7);
  const ate = q.ate ?? monthBounds(currentMonth).last;
  const { year, month } = dayParts(`${ate.slice(0, 7)}-01`);
  const back = month - 11 <= 0 ? { y: year - 1, m: month + 1 } : { y: year, m: month - 11 };
  const de = q.de ?? `${back.y}-${String(back.m).padStart(2, '0')}-01`;
  return de <= ate ? { de, ate } : { de: ate, ate };
}

export function general(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.activePeople(ctx.db, { ...scope(q), ref: referenceDay(q) }, paging);
}

export function admissions(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.admissions(ctx.db, { ...scope(q), ...periodOf(q), ref: referenceDay(q) }, paging);
}

export function birthdays(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.birthdays(ctx.db, { ...scope(q), mes: monthOf(q), ref: referenceDay(q) }, paging);
}

export function anniversaries(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.anniversaries(ctx.db, { ...scope(q), mes: monthOf(q), ref: referenceDay(q) }, paging);
}

export function dismissals(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.dismissals(ctx.db, { ...scope(q), ...periodOf(q) }, paging);
}

export function family(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.dependents(ctx.db, { ...scope(q), ref: referenceDay(q) }, paging);
}

export function gender(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  return repo.genderByDepartment(ctx.db, { ...scope(q), ref: referenceDay(q) }, paging);
}

/** The pyramid's bands, every band present (zeros included), youngest first. */
export async function pyramid(ctx: OpContext, q: HrReportFilter): Promise<PyramidResponse> {
  const ref = referenceDay(q);
  const rows = await repo.pyramidBands(ctx.db, { ...scope(q), ref });
  const faixas = AGE_BANDS.map((b) => ({ faixa: b.key, F: 0, M: 0, O: 0, N: 0 }));
  for (const r of rows) {
    const band = faixas.find((f) => f.faixa === r.faixa);
    if (band) band[r.genero] += r.n;
  }
  return { data: ref, faixas };
}

/** Each provider city's id in the city lookup, matched by state and name (accents and case ignored). */
function lookupCityId(nome: string, uf: string): number | null {
  const name = foldText(nome);
  const city = citiesOfState(uf).find((c) => foldText(c.label) === name);
  return city ? Number(city.ID) : null;
}

export async function cities(ctx: OpContext, q: HrReportFilter, paging: Paging) {
  const provider = await repo.providerCities(ctx.db, scope(q));
  const cityIds = provider.flatMap((c): [number, number][] => {
    const id = lookupCityId(c.nome, c.uf);
    return id === null ? [] : [[c.id, id]];
  });
  return repo.cityHeadcount(ctx.db, { ...scope(q), ref: referenceDay(q), cityIds }, paging);
}

/**
 * Admissions × dismissals per month of the period with each month's headcount on its first and last day
 * and turnover rate (shared `turnoverRate`), and the period's rate over the mean of the months' headcounts.
 */
export async function movement(ctx: OpContext, q: HrReportFilter): Promise<MovementResponse> {
  const { de: from, ate: to } = periodOf(q);
  const months = monthsBetween(from, to);
  const de = `${months[0]}-01`;
  const ate = monthBounds(months[months.length - 1]).last;
  const events = await repo.movementEvents(ctx.db, { ...scope(q), de, ate });
  const sum = (tipo: string, test: (e: (typeof events)[number]) => boolean) =>
    events.filter((e) => e.tipo === tipo && test(e)).reduce((n, e) => n + e.n, 0);
  // People counted on a day: admitted on or before it, minus those whose exit came on or before it.
  const net = (test: (e: (typeof events)[number]) => boolean) => sum('adm', test) - sum('saida', test);
  let running = net((e) => e.mes === null);
  const meses: MovementMonth[] = months.map((mes) => {
    const ativos_inicio = running + net((e) => e.mes === mes && e.dia1);
    running += net((e) => e.mes === mes);
    const admissoes = sum('adm', (e) => e.mes === mes);
    const desligamentos = sum('desl', (e) => e.mes === mes);
    return {
      mes,
      admissoes,
      desligamentos,
      ativos_inicio,
      ativos_fim: running,
      turnover: turnoverRate(admissoes, desligamentos, monthHeadcount(ativos_inicio, running)),
    };
  });
  const meanHeadcount = meses.reduce((n, m) => n + monthHeadcount(m.ativos_inicio, m.ativos_fim), 0) / meses.length;
  const totalAdm = meses.reduce((n, m) => n + m.admissoes, 0);
  const totalDesl = meses.reduce((n, m) => n + m.desligamentos, 0);
  return { de, ate, meses, turnover: turnoverRate(totalAdm, totalDesl, meanHeadcount) };
}
