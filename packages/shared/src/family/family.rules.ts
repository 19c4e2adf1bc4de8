/** Kinships of a dependent (docs/hr-people.md), as stored and as people read them. */
export const KINSHIPS = [
  { value: 'conjuge', label: 'Cônjuge' },
  { value: 'companheiro', label: 'Companheiro(a)' },
  { value: 'filho', label: 'Filho(a)' },
  { value: 'enteado', label: 'Enteado(a)' },
  { value: 'pai', label: 'Pai' },
  { value: 'mae', label: 'Mãe' },
  { value: 'outro', label: 'Outro' },
] as const;
export type Kinship = (typeof KINSHIPS)[number]['value'];
export const KINSHIP_VALUES = KINSHIPS.map((k) => k.value) as [Kinship, ...Kinship[]];
export const kinshipLabel = (value: string): string => KINSHIPS.find((k) => k.value === value)?.label ?? value;

/** Bounds of a dependent's fields. */
export const FAMILY_LIMITS = { nome: 120, busca: 100 } as const;

/** A child is an income-tax dependent until this age (24 while a student: the form warns, it does not refuse). */
export const IR_CHILD_AGE = 21;

/** Whole years from a birth day to a day ('YYYY-MM-DD'): one more on the birthday. */
export function yearsOld(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  const age = y - by;
  return m > bm || (m === bm && d >= bd) ? age : age - 1;
}

/**
 * The warning of a child or stepchild over 21 marked as an income-tax dependent on `today`
 * (São Paulo's day), or null. The Receita accepts them up to 24 while at university.
 */
export function irAgeWarning(
  dependent: { parentesco?: string | null; data_nascimento?: string | null; dependente_ir?: boolean | null },
  today: string,
): string | null {
  if (!dependent.dependente_ir || !dependent.data_nascimento) return null;
  if (dependent.parentesco !== 'filho' && dependent.parentesco !== 'enteado') return null;
  const age = yearsOld(dependent.data_nascimento, today);
  if (age <= IR_CHILD_AGE) return null;
  return `Filhos e enteados contam como dependentes no Imposto de Renda até ${IR_CHILD_AGE} anos (até 24 se cursando ensino superior). Este dependente tem ${age} anos: confirme antes de salvar.`;
}
