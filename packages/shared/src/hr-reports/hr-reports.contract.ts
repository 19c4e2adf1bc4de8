import type { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  allOf,
  cityRow,
  dependentRow,
  dismissalRow,
  genderRow,
  hrReportFilter,
  hrReportPageQuery,
  movementResponse,
  pageOf,
  personRow,
  pyramidResponse,
} from './hr-reports.schemas';

const BASE = '/v1/rh/relatorios';

/** A page of a report's rows, paged in SQL. */
const page = <const N extends string, R extends z.ZodType>(name: N, row: R) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${name}` as `/v1/rh/relatorios/${N}`,
    access: 'hr-reports.read',
    query: hrReportPageQuery,
    response: pageOf(row),
  });

/** Every row of a report's filter, up to HR_REPORT_EXPORT_MAX: what 'Exportar relatório' writes. */
const all = <const N extends string, R extends z.ZodType>(name: N, row: R) =>
  endpoint({
    method: 'GET',
    path: `${BASE}/${name}/exportar` as `/v1/rh/relatorios/${N}/exportar`,
    access: 'hr-reports.read',
    query: hrReportFilter,
    response: allOf(row),
  });

/** The HR reports (docs/hr-people.md, "Reports"): read by the people area's readers and up. */
export const HR_REPORTS_API = {
  /** `/reports/list-general`: active employees on the reference day. */
  general: page('geral', personRow),
  generalAll: all('geral', personRow),
  /** `/reports/pyramid-list`: active employees with age and band on the reference day. */
  pyramid: page('piramide', personRow),
  pyramidAll: all('piramide', personRow),
  /** The pyramid's figures: people by age band and gender. */
  pyramidBands: endpoint({
    method: 'GET',
    path: `${BASE}/piramide/faixas`,
    access: 'hr-reports.read',
    query: hrReportFilter,
    response: pyramidResponse,
  }),
  /** `/reports/list-admission`: admissions in the period. */
  admissions: page('admissoes', personRow),
  admissionsAll: all('admissoes', personRow),
  /** `/reports/birthday/list`: active employees born in the month, by day. */
  birthdays: page('aniversariantes', personRow),
  birthdaysAll: all('aniversariantes', personRow),
  /** `/reports/company-anniversary`: active employees admitted in the month of an earlier year. */
  anniversaries: page('tempo-de-casa', personRow),
  anniversariesAll: all('tempo-de-casa', personRow),
  /** `/reports/list-dismiss`: dismissals (not reverted) in the period. */
  dismissals: page('desligamentos', dismissalRow),
  dismissalsAll: all('desligamentos', dismissalRow),
  /** Admissions × dismissals per month of the period, with the turnover rate. */
  movement: endpoint({
    method: 'GET',
    path: `${BASE}/movimento`,
    access: 'hr-reports.read',
    query: hrReportFilter,
    response: movementResponse,
  }),
  /** `/reports/family-list`: dependents of active employees. */
  family: page('familia', dependentRow),
  familyAll: all('familia', dependentRow),
  /** `/reports/provider-city`: headcount by provider city. */
  cities: page('cidades', cityRow),
  citiesAll: all('cidades', cityRow),
  /** `/reports/list-gender`: active employees by department and gender. */
  gender: page('genero', genderRow),
  genderAll: all('genero', genderRow),
} as const;
