import { cpfFromBase, formatCpf } from '@intranet/shared/validation/cpf';

/** A formatted CPF with valid check digits, different for every seed (so no record of an earlier run is in the way). */
export const newCpf = (seed: number): string => formatCpf(cpfFromBase(100_000_000 + (seed % 899_999_999)));
