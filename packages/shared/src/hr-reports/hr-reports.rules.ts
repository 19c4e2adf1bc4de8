import { addDays, dayParts } from '../calendar/days';

/**
 * The HR reports' definitions (docs/hr-people.md, "Reports"), written once: the server builds its SQL
 * from these constants and the screens label their figures with them.
 */

/** Age bands of the age pyramid: até 19, then five-year bands up to 60–64, then 65+. */
export const AGE_BANDS = [
  { key: 'ate19', label: 'Até 19', min: 0, max: 19 },
  ...Array.from({ length: 9 }, (_, i) => {
    const min = 20 + i * 5;
    return { key: `${min}-${min + 4}`, label: `${min}–${min + 4}`, min, max: min + 4 };
  }),
  { key: '65mais', label: '65+', min: 65, max: Number.POSITIVE_INFINITY },
] as const satisfies readonly { key: string; label: string; min: number; max: number }[];

export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * Whole years completed on `day` ('YYYY-MM-DD', a São Paulo day) by someone born on `birth`. A person
 * turns a year older on their birthday; someone born on 29 February turns it on 1 March in common years.
 */
export function ageOn(birth: string, day: string): number {
  const b = dayParts(birth);
  const d = dayParts(day);
  const age = d.year - b.year;
  const reached = d.month > b.month || (d.month === b.month && d.day >= b.day);
  return reached ? age : age - 1;
}

/**
 * The latest birth date of someone who has completed `years` on `day` (born on it or before: that age or
 * more), as `ageOn` counts: on 29 February 2024, one year is completed by those born up to 28 February
 * 2023; someone born on 29 February 2000 has 25 only from 1 March 2025 (cutoff 2000-03-01).
 */
export function birthCutoff(day: string, years: number): string {
  const d = dayParts(day);
  const year = d.year - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dom = d.month === 2 && d.day === 29 && !leap ? 28 : d.day;
  return `${String(year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(dom).padStart(2, '0')}`;
}

/** The band of an age (a negative age, a birth after the day, counts in the first band). */
export function bandOf(age: number): AgeBand {
  return AGE_BANDS.find((b) => age <= b.max) ?? AGE_BANDS[AGE_BANDS.length - 1];
}

/** The people each report counts: employees (`funcionario`) active on the reference day. */
export const ACTIVE_RULE =
  'Funcionários ativos na data: admitidos até ela e sem desligamento aplicado com data até ela.';

/**
 * The turnover rate of a period, in percent: ((admissões + desligamentos) ÷ 2) ÷ headcount médio × 100,
 * the headcount of a month being the mean of the active people on its first and last day. Null when
 * nobody was active (no divisor).
 */
export function turnoverRate(admissoes: number, desligamentos: number, headcountMedio: number): number | null {
  if (headcountMedio <= 0) return null;
  return Math.round((((admissoes + desligamentos) / 2 / headcountMedio) * 100 + Number.EPSILON) * 100) / 100;
}

/** The mean headcount of a month: active people on its first day and on its last day, halved. */
export const monthHeadcount = (first: number, last: number) => (first + last) / 2;

/** The first and last days of a month 'YYYY-MM'. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const { year, month: m } = dayParts(first);
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** The months 'YYYY-MM' from the month of `from` to the month of `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let { year, month } = dayParts(from);
  const end = dayParts(to);
  while (year < end.year || (year === end.year && month <= end.month)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** The longest period a report reads (months of the turnover chart, span of an admissions list). */
export const MAX_REPORT_MONTHS = 60;

/** The most rows an export (and a chart of every row) reads in one call. */
export const HR_REPORT_EXPORT_MAX = 10_000;

/** Gender labels of the employee profile (F/M/O) and of a profile that does not say. */
export const GENDER_LABELS = { F: 'Feminino', M: 'Masculino', O: 'Outro', N: 'Não informado' } as const;
export type GenderKey = keyof typeof GENDER_LABELS;

/** Dismissal types as the eSocial S-2299 and the TRCT name them. */
export const DISMISSAL_TYPE_LABELS = {
  pedido_demissao: 'Pedido de demissão',
  sem_justa_causa: 'Dispensa sem justa causa',
  com_justa_causa: 'Dispensa com justa causa',
  termino_contrato: 'Término de contrato',
  acordo: 'Acordo (art. 484-A)',
} as const;

export const DISMISSAL_STATUS_LABELS = { agendado: 'Agendado', aplicado: 'Aplicado', revertido: 'Revertido' } as const;

export const KINSHIP_LABELS = {
  conjuge: 'Cônjuge',
  companheiro: 'Companheiro(a)',
  filho: 'Filho(a)',
  enteado: 'Enteado(a)',
  pai: 'Pai',
  mae: 'Mãe',
  outro: 'Outro',
} as const;
