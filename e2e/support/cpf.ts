import { formatCpf, isValidCpf } from '@intranet/shared/validation/cpf';

/** A formatted CPF with valid check digits, different for every seed (so no record of an earlier run is in the way). */
export function newCpf(seed: number): string {
  const base = String(100_000_000 + (seed % 899_999_999)).slice(0, 9);
  // The two check digits are the only ones of 100 endings that the shared rule accepts.
  for (let ending = 0; ending < 100; ending++) {
    const cpf = base + String(ending).padStart(2, '0');
    if (isValidCpf(cpf)) return formatCpf(cpf);
  }
  throw new Error(`no valid CPF starts with ${base}`);
}
