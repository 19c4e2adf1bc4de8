/** Parsing of what users type (marketing spec §5 "Parsing failures"), with the spec's texts. */
export const PARSE_MSG = {
  number: (value: unknown) => `O valor ${String(value)} não é um número válido`,
  date: 'Data inválida no formato esperado (dd/MM/yyyy)',
  range: 'Intervalo de datas inválido.',
} as const;

export class ParseError extends Error {}

/**
 * A number as typed in pt-BR: '1.234.567', '1.234,56', '1234,5' or a number. Dots group thousands
 * (so they must group by three) and a comma separates the decimals. Throws ParseError with the
 * spec's text otherwise.
 */
export function parseBrNumber(input: string | number): number {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ParseError(PARSE_MSG.number(input));
    return input;
  }
  const text = input.trim().replace(/^R\$\s*/, '');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(text)) throw new ParseError(PARSE_MSG.number(input));
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2999
  );
}

/** 'dd/MM/yyyy' (or the 'yyyy-MM-dd' of a date column) → 'yyyy-MM-dd'; throws ParseError otherwise. */
export function parseBrDate(input: string): string {
  const text = input.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !validDay(Number(y), Number(m), Number(d))) throw new ParseError(PARSE_MSG.date);
  return `${y}-${m}-${d}`;
}

/** Both ends of a period, the end not before the start; throws ParseError with the spec's texts. */
export function parseDateRange(start: string, end: string): { start: string; end: string } {
  const range = { start: parseBrDate(start), end: parseBrDate(end) };
  if (range.end < range.start) throw new ParseError(PARSE_MSG.range);
  return range;
}
