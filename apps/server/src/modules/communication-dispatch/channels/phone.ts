import { onlyDigits } from '@intranet/shared/validation/cpf';

/** A Brazilian mobile number (area code and number, 10 or 11 digits) with the country code 55. */
export function internationalPhone(digits: string): string {
  const d = onlyDigits(digits);
  return d.length === 10 || d.length === 11 ? `55${d}` : d;
}
