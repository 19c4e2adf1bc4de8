import { headerKey } from '../spreadsheets/spreadsheets.rules';

/*
 * The coverage spreadsheet (docs/sales.md "Coverage and feasibility"): its columns, its bounds and how
 * each line becomes an area. The server's import and the screens' model read these.
 */

/** A coverage spreadsheet is small: a provider's streets of a few cities. Refused above this before parsing. */
export const COVERAGE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data lines a coverage spreadsheet may hold. */
export const COVERAGE_IMPORT_MAX_ROWS = 20_000;
/** Lines written to the database at a time while reading (the progress moves after each batch). */
export const COVERAGE_IMPORT_BATCH = 500;

export const COVERAGE_COLUMNS = ['cidade', 'uf', 'cep_inicio', 'cep_fim', 'bairro', 'logradouro'] as const;
export type CoverageColumn = (typeof COVERAGE_COLUMNS)[number];

/** The headers each column is known by (compared by `headerKey`). */
const COLUMN_NAMES: Record<CoverageColumn, readonly string[]> = {
  cidade: ['cidade', 'municipio'],
  uf: ['uf', 'estado'],
  cep_inicio: ['cep_inicio', 'cep_inicial', 'cep_de', 'cep'],
  cep_fim: ['cep_fim', 'cep_final', 'cep_ate'],
  bairro: ['bairro'],
  logradouro: ['logradouro', 'rua', 'endereco'],
};

export const COVERAGE_COLUMN_LABELS: Record<CoverageColumn, string> = {
  cidade: 'Cidade',
  uf: 'UF',
  cep_inicio: 'CEP inicial',
  cep_fim: 'CEP final',
  bairro: 'Bairro',
  logradouro: 'Logradouro',
};

/** The model spreadsheet's lines: a CEP range, a whole neighbourhood, one street of a neighbourhood. */
export const COVERAGE_MODEL_ROWS: readonly (readonly string[])[] = [
  ['Cidade', 'UF', 'CEP inicial', 'CEP final', 'Bairro', 'Logradouro'],
  ['Belo Horizonte', 'MG', '30110-000', '30190-999', '', ''],
  ['Contagem', 'MG', '', '', 'Eldorado', ''],
  ['Contagem', 'MG', '', '', 'Riacho das Pedras', 'Rua Rio Negro'],
];

/** Which header names each column; the city and the state are required, and a range or a neighbourhood. */
export function matchCoverageColumns(headers: readonly string[]): {
  columns: Partial<Record<CoverageColumn, string>>;
  missing: string[];
} {
  const columns: Partial<Record<CoverageColumn, string>> = {};
  for (const header of headers) {
    const key = headerKey(header);
    const column = COVERAGE_COLUMNS.find((c) => COLUMN_NAMES[c].includes(key));
    if (column && !columns[column]) columns[column] = header;
  }
  const missing: string[] = [];
  if (!columns.cidade) missing.push(COVERAGE_COLUMN_LABELS.cidade);
  if (!columns.uf) missing.push(COVERAGE_COLUMN_LABELS.uf);
  if (!columns.bairro && !columns.cep_inicio) missing.push(`${COVERAGE_COLUMN_LABELS.cep_inicio} ou Bairro`);
  return { columns, missing };
}

/** A line's text values by column, blanks as null (a CEP without an end is a range of one CEP). */
export function coverageLineValues(
  values: Record<string, string>,
  columns: Partial<Record<CoverageColumn, string>>,
): Record<CoverageColumn, string | null> {
  const read = (column: CoverageColumn) => {
    const header = columns[column];
    const text = header ? (values[header] ?? '').trim() : '';
    return text === '' ? null : text;
  };
  const cepInicio = read('cep_inicio');
  return {
    cidade: read('cidade'),
    uf: read('uf')?.toUpperCase() ?? null,
    cep_inicio: cepInicio,
    cep_fim: read('cep_fim') ?? cepInicio,
    bairro: read('bairro'),
    logradouro: read('logradouro'),
  };
}
