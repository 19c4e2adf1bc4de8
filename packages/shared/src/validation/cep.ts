import { onlyDigits } from './cpf';

/** The CEP mask #####-### over the digits typed so far. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
