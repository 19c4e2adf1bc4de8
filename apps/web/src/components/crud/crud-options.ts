import { citiesOfState } from '@intranet/shared/cities/cities';
import type { CrudApi, CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../lib/api-client';
import { listRecords } from './crud-api';
import type { CrudOption } from './crud-config';

/** Option loaders of the generic form's selects (`CrudField.load`). */
const named = (rows: readonly { id: number; nome: string }[]): CrudOption[] =>
  rows.map((r) => ({ value: r.id, label: r.nome }));
const idOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** The provider companies. */
export const companyOptions = async () => named((await call(LOOKUPS_API.companies, {})).companies);

/** The active departments of the chosen provider (none before one is chosen). */
export async function departmentOptions(company: unknown): Promise<CrudOption[]> {
  const id = idOf(company);
  return id
    ? named((await call(LOOKUPS_API.companyDepartments, { params: { company: String(id) } })).rh_departamento)
    : [];
}

/** The sectors of the chosen department. */
export async function sectorOptions(department: unknown): Promise<CrudOption[]> {
  const id = idOf(department);
  return id ? named((await call(LOOKUPS_API.sectorsOf, { params: { key: String(id) } })).rh_setor) : [];
}

/** The municipalities of a state (the static city list), by name, or as 'Name - UF' (`withUf`). */
export function cityOptionsOf(uf: unknown, withUf = false): CrudOption[] {
  if (typeof uf !== 'string' || !uf) return [];
  return citiesOfState(uf).map((c) => {
    const text = withUf ? `${c.label} - ${uf}` : c.label;
    return { value: text, label: text };
  });
}

/** The records of a kit record type as options (`label` names the column shown), matching `search`. */
export async function recordOptions<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  label = 'nome',
  search = '',
): Promise<CrudOption[]> {
  const rows = (await listRecords(api)) as unknown as Record<string, unknown>[];
  const term = search.trim().toLowerCase();
  return rows
    .map((row) => ({ value: row.id as number, label: String(row[label]) }))
    .filter((option) => !term || option.label.toLowerCase().includes(term));
}
