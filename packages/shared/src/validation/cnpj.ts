import { onlyDigits } from './cpf';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

/** A check digit of the weighted mod-11 rule: the remainder below 2 gives 0, otherwise 11 minus it. */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether a CNPJ (masked or not) has 14 digits and both check digits right (weighted mod-11, spec
 * §5); a number of one repeated digit (00.000.000/0000-00 …) is refused.
 */
export function isValidCnpj(value: string): boolean {
  const text = onlyDigits(value);
  if (text.length !== 14 || /^(\d)\1{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  return checkDigit(digits, FIRST_WEIGHTS) === digits[12] && checkDigit(digits, SECOND_WEIGHTS) === digits[13];
}

/** The CNPJ mask ##.###.###/####-## over the digits typed so far. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  const parts: [number, string][] = [
    [2, ''],
    [5, '.'],
    [8, '.'],
    [12, '/'],
    [14, '-'],
  ];
  let out = '';
  let from = 0;
  for (const [to, separator] of parts) {
    if (d.length <= from) break;
    out += (from ? separator : '') + d.slice(from, to);
    from = to;
  }
  return out;
}
