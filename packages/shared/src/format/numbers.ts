/** Numbers as the marketing screens write them: thousands with dots, decimals with a comma, R$ money. */

/** An em dash: what a ratio shows when its divisor is zero. */
export const NO_VALUE = '—';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 1234567 → '1.234.567' (rounded to a whole number). */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** 1234.5 → '1.234,50' (`digits` decimals, half away from zero). */
export function formatDecimal(value: number, digits = 2): string {
  const negative = value < 0;
  const fixed = (Math.round(Math.abs(value) * 10 ** digits) / 10 ** digits).toFixed(digits);
  const [whole, fraction] = fixed.split('.');
  const text = fraction ? `${groupThousands(whole)},${fraction}` : groupThousands(whole);
  return negative && Number(fixed) !== 0 ? `-${text}` : text;
}

/** 1234.5 → 'R$ 1.234,50'. */
export function formatMoney(value: number): string {
  return `R$ ${formatDecimal(value, 2)}`;
}

/** A fraction as a percentage with two decimals: 0.01234 → '1,23%'. */
export function formatRatioPercent(value: number): string {
  return `${formatDecimal(value * 100, 2)}%`;
}

/** What a number field shows while typing: digits only, grouped with dots ('1234567' → '1.234.567'). */
export function maskThousands(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return groupThousands(digits);
}

/**
 * What the amount field shows while typing: the digits fill from the cents ('1' → '0,01',
 * '123456' → '1.234,56'), thousands grouped with dots.
 */
export function maskMoney(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  const padded = digits.padStart(3, '0');
  return `${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
}

/** A number for a masked field's initial text: 1234 → '1.234', and for money 1234.5 → '1.234,50'. */
export function toMaskedText(value: number | null | undefined, kind: 'integer' | 'money'): string {
  if (value === null || value === undefined) return '';
  return kind === 'money' ? formatDecimal(value, 2) : formatInteger(value);
}
