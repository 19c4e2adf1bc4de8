import { formatCpf as formatCpfOf, isValidCpf as isValidCpfOf } from '@brazilian-utils/brazilian-utils';

/** Digits of a masked value ('123.456.789-09' → '12345678909'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether a CPF has the right check digits (masked or not; reserved numbers such as 111… refused). */
export function isValidCpf(value: string): boolean {
  return isValidCpfOf(value);
}

/** The spec's CPF mask ###.###.###-## over the digits typed so far. */
export function formatCpf(value: string): string {
  return formatCpfOf(onlyDigits(value).slice(0, 11));
}

/** The phone mask of a field over the digits typed so far (the one mask of every screen, format/phone). */
export { maskPhone as formatPhone } from '../format/phone';

/** The CPF (digits only) whose first nine digits are `base`, zero-padded, and its two check digits: demo and test people. */
export function cpfFromBase(base: number | string): string {
  const digits = String(base).padStart(9, '0').slice(0, 9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
