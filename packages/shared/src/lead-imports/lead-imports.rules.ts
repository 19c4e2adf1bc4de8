import { normalizeCelular, normalizeCpf } from '../customers/customers.rules';
import { headerKey } from '../spreadsheets/spreadsheets.rules';
import { formatPhone } from '../format/phone';
import { formatCpf, isValidCpf, onlyDigits } from '../validation/cpf';
import { LEAD_IMPORTS_MSG } from './lead-imports.messages';

/**
 * The columns of a lead spreadsheet, in the model's order (spec §9: nome, cpf, telefone), with the
 * header spellings accepted for each (compared by `headerKey`: case, accents and punctuation ignored).
 */
export const LEAD_COLUMNS = {
  nome: ['nome', 'nome_completo', 'nome_cliente', 'cliente', 'name'],
  cpf: ['cpf', 'cpf_cliente', 'nr_cpf', 'documento'],
  telefone: ['telefone', 'celular', 'fone', 'whatsapp', 'telefone_celular', 'contato'],
} as const satisfies Record<string, readonly string[]>;

export type LeadColumn = keyof typeof LEAD_COLUMNS;
export const LEAD_COLUMN_NAMES = Object.keys(LEAD_COLUMNS) as LeadColumn[];

/** The model spreadsheet offered for download: the columns and one example line that imports as is. */
export const LEAD_MODEL_ROWS: readonly (readonly string[])[] = [
  LEAD_COLUMN_NAMES,
  ['Maria da Silva', '529.982.247-25', '(31) 98888-7777'],
];

const COLUMN_OF_KEY = new Map<string, LeadColumn>(
  LEAD_COLUMN_NAMES.flatMap((column) => LEAD_COLUMNS[column].map((alias) => [alias, column] as const)),
);

/** Which header feeds each column (the first spelling found wins) and which columns are missing. */
export function matchLeadColumns(headers: readonly string[]): {
  columns: Partial<Record<LeadColumn, string>>;
  missing: LeadColumn[];
} {
  const columns: Partial<Record<LeadColumn, string>> = {};
  for (const header of headers) {
    const column = COLUMN_OF_KEY.get(headerKey(header));
    if (column && !columns[column]) columns[column] = header;
  }
  return { columns, missing: LEAD_COLUMN_NAMES.filter((c) => !columns[c]) };
}

export const MAX_LEAD_NAME_LENGTH = 200;

/** Control characters and lone UTF-16 surrogates, which no name holds (and PostgreSQL refuses in text). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNPRINTABLE = /[\u0000-\u001f\u007f]+|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (value: string | null | undefined) => (value ?? '').replace(UNPRINTABLE, ' ').trim();

/** A line as it is stored: name, CPF and phone (digits when the cell had any, else its text) and what keeps it from becoming a lead. */
export type CheckedParticipant = { nome: string; cpf: string; telefone: string; problemas: string[] };

/**
 * Checks a person of a spreadsheet line or of the edit form: a name (up to 200 characters), a CPF of
 * 11 digits with valid check digits (a mask is dropped; 9 or 10 bare digits get back the zeros a
 * spreadsheet took) and a phone of 10 or 11 digits with the area code (a leading 55 is dropped). A
 * problem never drops the line: it is kept with its reasons, to be corrected.
 */
export function checkParticipant(input: {
  nome?: string | null;
  cpf?: string | null;
  telefone?: string | null;
}): CheckedParticipant {
  const M = LEAD_IMPORTS_MSG.row;
  const problemas: string[] = [];

  const nome = clean(input.nome)
    .replace(/\s+/g, ' ')
    .slice(0, MAX_LEAD_NAME_LENGTH * 2);
  if (!nome) problemas.push(M.nameRequired);
  else if (nome.length > MAX_LEAD_NAME_LENGTH) problemas.push(M.nameTooLong);

  const rawCpf = clean(input.cpf);
  const cpfDigits = normalizeCpf(rawCpf);
  if (!rawCpf) problemas.push(M.cpfRequired);
  else if (cpfDigits.length !== 11) problemas.push(M.cpfLength);
  else if (!isValidCpf(cpfDigits)) problemas.push(M.cpfInvalid);

  const rawPhone = clean(input.telefone);
  const phoneDigits = normalizeCelular(rawPhone);
  if (!rawPhone) problemas.push(M.phoneRequired);
  else if (phoneDigits.length < 10 || phoneDigits.length > 11) problemas.push(M.phone);

  return { nome, cpf: (cpfDigits || rawCpf).slice(0, 40), telefone: (phoneDigits || rawPhone).slice(0, 40), problemas };
}

/** A stored CPF as the screens show it: masked when it has its 11 digits, as written otherwise. */
export function showCpf(cpf: string): string {
  return /^\d{11}$/.test(cpf) ? formatCpf(cpf) : cpf;
}

/** A stored phone as the screens show it (format/phone). */
export const showPhone = formatPhone;

/** Only the digits of a masked field, as the edit form sends them (spec §5). */
export const digitsOf = onlyDigits;
