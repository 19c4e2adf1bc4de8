import { onlyDigits } from './cpf';

/** The CEP mask #####-### over the digits typed so far. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * Whether a CEP (masked or digits) can be one: eight digits, from 01000-000 (the lowest the post office
 * gives: nothing starts with 00), and not one digit eight times (00000-000, 11111-111 …).
 */
export function isValidCep(value: string): boolean {
  const d = onlyDigits(value);
  return d.length === 8 && d >= '01000000' && !/^(\d)\1{7}$/.test(d);
}
