import { headerKey } from '../spreadsheets/spreadsheets.rules';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { emailField } from '../validation/fields';
import { CUSTOMERS_MSG } from './customers.messages';

/**
 * The columns of a customer import (spreadsheet or ERP sync), in the model spreadsheet's order, with
 * the header spellings accepted for each (compared by `headerKey`: case, accents and punctuation
 * ignored, so 'Data de Nascimento' and 'DATA_NASCIMENTO' both name data_nascimento).
 */
export const CUSTOMER_COLUMNS = {
  codpessoa: ['codpessoa', 'cod_pessoa', 'codigo', 'codigo_cliente', 'cod_cliente', 'codcliente', 'id_cliente'],
  cpf: ['cpf', 'cpf_cliente', 'nr_cpf'],
  nome_razaosocial: [
    'nome_razaosocial',
    'nome_razao_social',
    'razao_social',
    'razaosocial',
    'nome',
    'nome_cliente',
    'cliente',
  ],
  email: ['email', 'e_mail'],
  celular: ['celular', 'telefone_celular', 'telefone', 'fone', 'whatsapp'],
  data_nascimento: ['data_nascimento', 'data_de_nascimento', 'dt_nascimento', 'nascimento', 'aniversario'],
  data_ativacao: ['data_ativacao', 'data_de_ativacao', 'dt_ativacao', 'ativacao'],
  data_contratacao: ['data_contratacao', 'data_de_contratacao', 'dt_contratacao', 'contratacao', 'data_contrato'],
  ativo: ['ativo', 'situacao', 'status'],
} as const satisfies Record<string, readonly string[]>;

export type CustomerColumn = keyof typeof CUSTOMER_COLUMNS;
export const CUSTOMER_COLUMN_NAMES = Object.keys(CUSTOMER_COLUMNS) as CustomerColumn[];
/** Columns a spreadsheet must have (the others may be left out). */
export const REQUIRED_CUSTOMER_COLUMNS = [
  'codpessoa',
  'cpf',
  'nome_razaosocial',
] as const satisfies readonly CustomerColumn[];

const COLUMN_OF_KEY = new Map<string, CustomerColumn>(
  CUSTOMER_COLUMN_NAMES.flatMap((column) => CUSTOMER_COLUMNS[column].map((alias) => [alias, column] as const)),
);

/** The import column a header names, or undefined for a column the import ignores. */
export function customerColumnOf(header: string): CustomerColumn | undefined {
  return COLUMN_OF_KEY.get(headerKey(header));
}

/**
 * Which header feeds each column (the first spelling found wins) and which required columns are
 * missing.
 */
export function matchCustomerColumns(headers: readonly string[]): {
  columns: Partial<Record<CustomerColumn, string>>;
  missing: CustomerColumn[];
} {
  const columns: Partial<Record<CustomerColumn, string>> = {};
  for (const header of headers) {
    const column = customerColumnOf(header);
    if (column && !columns[column]) columns[column] = header;
  }
  return { columns, missing: REQUIRED_CUSTOMER_COLUMNS.filter((c) => !columns[c]) };
}

/** A customer line as read, each column's text (absent or empty when not given). */
export type CustomerInput = Partial<Record<CustomerColumn, string | null>>;

/** A valid customer, as stored: digits-only CPF and celular, lower-case e-mail, ISO dates. */
export type CustomerRecord = {
  codpessoa: string;
  cpf: string;
  nome_razaosocial: string;
  email: string | null;
  celular: string | null;
  data_nascimento: string | null;
  data_ativacao: string | null;
  data_contratacao: string | null;
  ativo: boolean;
};

export const MAX_CODE_LENGTH = 30;
export const MAX_NAME_LENGTH = 200;

const YES = new Set(['', 'sim', 's', 'true', 'verdadeiro', '1', 'ativo', 'a', 'yes', 'y']);
const NO = new Set(['nao', 'n', 'false', 'falso', '0', 'inativo', 'i', 'no']);

/** 'dd/mm/yyyy' (day and month with one or two digits) or 'yyyy-mm-dd' (optionally followed by a time) → 'yyyy-mm-dd' of a real day from 1900 to 2100, else null. */
export function parseCustomerDate(text: string): string | null {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!br && !iso) return null;
  const [year, month, day] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The CPF's 11 digits: a mask is dropped, and a number that lost its leading zeros in a spreadsheet
 * (9 or 10 digits with nothing else) gets them back.
 */
export function normalizeCpf(text: string): string {
  const digits = onlyDigits(text);
  return /^\d{9,10}$/.test(text) ? digits.padStart(11, '0') : digits;
}

/** The celular's digits, without the country code 55 when it was written with one. */
export function normalizeCelular(text: string): string {
  const digits = onlyDigits(text);
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** Control characters and lone UTF-16 surrogates, which no customer field holds (and PostgreSQL refuses in text). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNPRINTABLE = /[\u0000-\u001f\u007f]+|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const text = (value: string | null | undefined) => (value ?? '').replace(UNPRINTABLE, ' ').trim();

/** Checks one line: the stored customer, or every reason it is refused. */
export function checkCustomer(
  input: CustomerInput,
): { customer: CustomerRecord; problems?: undefined } | { customer?: undefined; problems: string[] } {
  const M = CUSTOMERS_MSG.row;
  const problems: string[] = [];

  const codpessoa = text(input.codpessoa);
  if (!codpessoa) problems.push(M.codeRequired);
  else if (codpessoa.length > MAX_CODE_LENGTH) problems.push(M.codeTooLong);

  const rawCpf = text(input.cpf);
  const cpf = normalizeCpf(rawCpf);
  if (!rawCpf) problems.push(M.cpfRequired);
  else if (cpf.length !== 11) problems.push(M.cpfLength);
  else if (!isValidCpf(cpf)) problems.push(M.cpfInvalid);

  const nome_razaosocial = text(input.nome_razaosocial).replace(/\s+/g, ' ');
  if (!nome_razaosocial) problems.push(M.nameRequired);
  else if (nome_razaosocial.length > MAX_NAME_LENGTH) problems.push(M.nameTooLong);

  const rawEmail = text(input.email).toLowerCase();
  if (rawEmail && !emailField.safeParse(rawEmail).success) problems.push(M.email);

  const rawCelular = text(input.celular);
  const celular = normalizeCelular(rawCelular);
  if (rawCelular && (celular.length < 10 || celular.length > 11)) problems.push(M.celular);

  const dates = {} as Record<keyof typeof CUSTOMERS_MSG.dateLabels, string | null>;
  for (const column of ['data_nascimento', 'data_ativacao', 'data_contratacao'] as const) {
    const raw = text(input[column]);
    dates[column] = raw ? parseCustomerDate(raw) : null;
    if (raw && !dates[column]) problems.push(M.date(CUSTOMERS_MSG.dateLabels[column]));
  }

  const rawAtivo = headerKey(text(input.ativo));
  const ativo = YES.has(rawAtivo) ? true : NO.has(rawAtivo) ? false : null;
  if (ativo === null) problems.push(M.ativo);

  if (problems.length) return { problems };
  return {
    customer: {
      codpessoa,
      cpf,
      nome_razaosocial,
      email: rawEmail || null,
      celular: celular || null,
      ...dates,
      ativo: ativo!,
    },
  };
}

export type CheckedCustomers = {
  valid: { linha: number; customer: CustomerRecord }[];
  invalid: { linha: number; motivo: string }[];
};

/**
 * Checks every line, and refuses every line of a code that appears on more than one line (which one
 * holds the right data is for whoever sends the file to say). Invalid lines come in line order, each
 * once, its reasons joined.
 */
export function checkCustomers(lines: Iterable<{ linha: number; values: CustomerInput }>): CheckedCustomers {
  const checked: { linha: number; code: string; customer?: CustomerRecord; problems: string[] }[] = [];
  const linesOfCode = new Map<string, number[]>();
  for (const { linha, values } of lines) {
    const result = checkCustomer(values);
    const code = text(values.codpessoa);
    checked.push({ linha, code, customer: result.customer, problems: result.problems ?? [] });
    if (code) {
      const seen = linesOfCode.get(code);
      if (seen) seen.push(linha);
      else linesOfCode.set(code, [linha]);
    }
  }
  const valid: CheckedCustomers['valid'] = [];
  const invalid: CheckedCustomers['invalid'] = [];
  for (const line of checked) {
    const repeated = line.code ? linesOfCode.get(line.code)! : [];
    const problems = repeated.length > 1 ? [...line.problems, CUSTOMERS_MSG.row.codeRepeated(repeated)] : line.problems;
    if (problems.length) invalid.push({ linha: line.linha, motivo: problems.join(' ') });
    else valid.push({ linha: line.linha, customer: line.customer! });
  }
  return { valid, invalid };
}

/** The model spreadsheet offered for download: the columns in order and one example line that imports as is. */
export const CUSTOMER_MODEL_ROWS: readonly (readonly string[])[] = [
  CUSTOMER_COLUMN_NAMES,
  [
    '1001',
    '529.982.247-25',
    'Maria da Silva',
    'maria.silva@exemplo.com.br',
    '(31) 98888-7777',
    '17/05/1990',
    '05/03/2021',
    '01/03/2021',
    'sim',
  ],
];
