/** Employee profile rules both sides apply (spec 002 §3, §5, §9). */
import { anyRoleCan } from '../access/permissions';

/** Who asks about a profile: their user id and every role they hold. */
export type ProfileReader = { userId: number; roles: readonly string[] };

/** A profile is its employee's: they see their own; HR readers and up (employee.list) see anyone's. */
export function seesProfile(person: ProfileReader, id: number): boolean {
  return person.userId === id || anyRoleCan(person.roles, 'employee.list');
}

/** An employee edits their own profile; HR managers (employee.manage) edit anyone's. */
export function editsProfile(person: ProfileReader, id: number): boolean {
  return person.userId === id || anyRoleCan(person.roles, 'employee.manage');
}

export const GENDERS = [
  { value: 'F', label: 'Feminino' },
  { value: 'M', label: 'Masculino' },
  { value: 'O', label: 'Outro' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

/**
 * Marital status as people choose it and as it is stored: the feminine form for F, the masculine
 * for M and O; União Estável is one value for all.
 */
export const MARITAL_STATUSES = [
  { key: 'solteiro', label: 'Solteiro(a)', male: 'SOLTEIRO', female: 'SOLTEIRA' },
  { key: 'casado', label: 'Casado(a)', male: 'CASADO', female: 'CASADA' },
  { key: 'divorciado', label: 'Divorciado(a)', male: 'DIVORCIADO', female: 'DIVORCIADA' },
  { key: 'viuvo', label: 'Viúvo(a)', male: 'VIUVO', female: 'VIUVA' },
  { key: 'uniao_estavel', label: 'União Estável', male: 'UNIAO_ESTAVEL', female: 'UNIAO_ESTAVEL' },
] as const;
export type MaritalKey = (typeof MARITAL_STATUSES)[number]['key'];

/** The stored value of a marital status for a gender (`casado`, F → CASADA). */
export function maritalValue(key: MaritalKey, genero: Gender): string {
  const status = MARITAL_STATUSES.find((s) => s.key === key)!;
  return genero === 'F' ? status.female : status.male;
}

/** The choice a stored value stands for (CASADA → casado), or null for an unknown value. */
export function maritalKeyOf(value: string | null | undefined): MaritalKey | null {
  return MARITAL_STATUSES.find((s) => s.male === value || s.female === value)?.key ?? null;
}

/** Whether a stored value is the right form for the gender (CASADA with F, CASADO with M or O). */
export function maritalMatchesGender(value: string, genero: Gender): boolean {
  const key = maritalKeyOf(value);
  return key !== null && maritalValue(key, genero) === value;
}

/** CNH categories (spec 002 §9). */
export const NO_CNH = 'Não Possui';
export const CNH_CATEGORIES = [NO_CNH, 'A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

/** The CNH number is asked for unless the category is 'Não Possui' (spec 002 §5). */
export function cnhNumberRequired(categoria: string | null | undefined): boolean {
  return !!categoria && categoria !== NO_CNH;
}
