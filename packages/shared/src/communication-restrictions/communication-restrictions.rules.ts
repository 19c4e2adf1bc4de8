import { onlyDigits } from '../validation/cpf';
import type { Restriction } from './communication-restrictions.schemas';

/** The list's FILTROS (spec §2): provider (0 = Todos), code, customer name and CPF, on the loaded rows. */
export type RestrictionFilters = { sistema: number; cod_cliente: string; cliente: string; cpf: string };
export const NO_RESTRICTION_FILTERS: RestrictionFilters = { sistema: 0, cod_cliente: '', cliente: '', cpf: '' };

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The rows the filters keep: texts contain what was typed (any case or accent), the CPF its digits. */
export function filterRestrictions<R extends Restriction>(rows: readonly R[], filters: RestrictionFilters): R[] {
  const code = folded(filters.cod_cliente);
  const name = folded(filters.cliente);
  const cpf = onlyDigits(filters.cpf);
  return rows.filter(
    (row) =>
      (!filters.sistema || row.sistema === filters.sistema) &&
      (!code || folded(row.cod_cliente).includes(code)) &&
      (!name || folded(row.nome_razaosocial ?? '').includes(name)) &&
      (!cpf || onlyDigits(row.cpf ?? '').includes(cpf)),
  );
}
