/**
 * Spreadsheets sent to the imports (customers, leads): what is accepted and the pt-BR texts of a
 * refused file. The server reads the bytes (platform/spreadsheets); the screens check the name and
 * the size before sending, with the same texts.
 */

/** The largest spreadsheet accepted: 20 MB. */
export const MAX_SPREADSHEET_BYTES = 20 * 1024 * 1024;
/** The most data lines one spreadsheet may have (a larger file is split by whoever sends it). */
export const MAX_SPREADSHEET_ROWS = 100_000;
/**
 * The most an .xlsx (a zip) may hold once decompressed: 200 MB, the sum of the sizes its central
 * directory declares, checked before anything is inflated (a 100 000-line sheet of nine columns takes
 * about 60 MB). A zip bomb, a few kilobytes that would inflate to gigabytes, is refused by it.
 */
export const MAX_SPREADSHEET_UNZIPPED_BYTES = 200 * 1024 * 1024;
/**
 * The most columns a spreadsheet may have. The imports read a few (customers nine, leads three) and
 * ignore the others; the bound keeps a line of a million columns from being held as a million cells.
 */
export const MAX_SPREADSHEET_COLUMNS = 200;
/** The longest line: a CSV line's characters as written (delimiters and quotes included), or a row's cell texts together. */
export const MAX_SPREADSHEET_LINE_CHARS = 100_000;
/** The longest text of one cell. */
export const MAX_SPREADSHEET_CELL_CHARS = 10_000;
/**
 * The most an .xlsx's shared strings (the texts its cells point to) may take once read: 32 MB in
 * UTF-8, each string counting eight bytes more for its place in the table. A 100 000-line sheet of
 * nine different texts of twenty letters per line takes about a quarter of it.
 */
export const MAX_SPREADSHEET_SHARED_TEXT_BYTES = 32 * 1024 * 1024;
/**
 * The most cells with a value an .xls (Excel 97–2003) may have. Its format is read whole, each cell
 * taking hundreds of bytes meanwhile (120 000 cells took 70 to 110 MB): a larger one is saved as
 * .xlsx or .csv, which are read a line at a time.
 */
export const MAX_XLS_CELLS = 100_000;
/** The most parts an .xlsx may have (a workbook of one sheet has about ten). */
export const MAX_SPREADSHEET_ZIP_ENTRIES = 10_000;
/** The extensions the file pickers offer; the server judges the content, never the name. */
export const SPREADSHEET_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;
export const SPREADSHEET_ACCEPT = SPREADSHEET_EXTENSIONS.map((e) => `.${e}`).join(',');

export const SPREADSHEET_MSG = {
  tooLarge: 'O arquivo tem mais de 20 MB. Divida a planilha em arquivos menores e envie novamente.',
  format: 'Formato do arquivo não permitido! Envie uma planilha .csv, .xlsx ou .xls.',
  empty: 'O arquivo está vazio.',
  unreadable: 'Não foi possível ler a planilha. Verifique se o arquivo não está corrompido ou protegido por senha.',
  noHeader: 'A planilha não tem a linha de cabeçalho com os nomes das colunas.',
  duplicateHeader: (header: string) => `A coluna "${header}" aparece mais de uma vez no cabeçalho.`,
  tooManyRows: 'A planilha tem mais de 100.000 linhas. Divida-a em arquivos menores e envie novamente.',
  tooLargeUnzipped: 'A planilha passa de 200 MB descompactada. Divida-a em arquivos menores e envie novamente.',
  noRows: 'A planilha não tem linhas de dados abaixo do cabeçalho.',
  tooManyColumns: 'A planilha tem colunas demais: o máximo é 200.',
  lineTooLong: 'Uma linha da planilha passa do tamanho máximo de 100.000 caracteres.',
  cellTooLong: 'Uma célula da planilha passa do tamanho máximo de 10.000 caracteres.',
  tooMuchText: 'A planilha tem texto demais para ser lida de uma vez. Divida-a em arquivos menores e envie novamente.',
  xlsTooLarge: 'A planilha .xls tem mais de 100.000 células preenchidas. Salve-a como .xlsx ou .csv e envie novamente.',
} as const;

/** The refusal of a picked file judged by its name and size (the server checks the content again), or null. */
export function spreadsheetFileProblem(
  file: { name: string; size: number },
  limits: { maxBytes?: number; format?: string; tooLarge?: string } = {},
): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension))
    return limits.format ?? SPREADSHEET_MSG.format;
  if (file.size === 0) return SPREADSHEET_MSG.empty;
  if (file.size > (limits.maxBytes ?? MAX_SPREADSHEET_BYTES)) return limits.tooLarge ?? SPREADSHEET_MSG.tooLarge;
  return null;
}

/**
 * A header as the imports compare it: lower case, without accents, every run of other characters
 * an underscore ('Data de Nascimento' → 'data_de_nascimento', 'E-mail' → 'e_mail').
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
