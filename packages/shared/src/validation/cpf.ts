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

/** The spec's phone mask (##) #####-#### over the digits typed so far. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
