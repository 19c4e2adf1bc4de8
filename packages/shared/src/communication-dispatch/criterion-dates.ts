/**
 * Which customers a rule reaches on a send day: the date arithmetic of criterio × envio × tempo, pure.
 * Days are calendar days 'YYYY-MM-DD' (no time, no zone).
 */

import { addDays, dayParts } from '../calendar/days';
import { CRITERIA, type Criterion, ENVIOS, type Envio } from '../communication-scale/rule-matrix';

/** The criteria and sendings are the rule form's (communication-scale/rule-matrix.ts), written there once. */
export { CRITERIA, type Criterion };
export const SENDINGS = ENVIOS;
export type Sending = Envio;

/** The customer's date each criterion reads (data_especifica reads the rule's own date). */
export const CRITERION_COLUMN = {
  data_ativacao: 'data_ativacao',
  data_contratacao: 'data_contratacao',
  data_aniversario: 'data_nascimento',
} as const satisfies Record<Exclude<Criterion, 'data_especifica'>, string>;

export type RuleTiming = { criterio: Criterion; envio: Sending; tempo: number | null; data_especifica: string | null };

/**
 * The dates a rule matches on a send day:
 * - `day`: the date equals `day`;
 * - `monthDay`: the date falls on one of these (month, day) of any year up to the send day's (`until`);
 * - `everyone` / `nobody`: a data_especifica rule reaches every active customer of the provider, or none.
 */
export type DateMatch =
  | { kind: 'day'; day: string }
  | { kind: 'monthDay'; monthDays: Array<{ month: number; day: number }>; until: string }
  | { kind: 'everyone' }
  | { kind: 'nobody' };

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * How many days apart a rule sends from its date: dia_seguinte sends `tempo` days after the date,
 * dia_anterior `tempo` days before it (a missing tempo counts as 1, what the names say); no_dia and
 * nao_aplicavel send on the date itself.
 */
function offsetOf(envio: Sending, tempo: number | null): number {
  const days = tempo ?? 1;
  if (envio === 'dia_seguinte') return days;
  if (envio === 'dia_anterior') return -days;
  return 0;
}

/**
 * The (month, day) pairs a yearly rule matches on a send day: the same day and month; on 28 February
 * of a year without 29 February, the dates of 29 February too.
 */
export function yearlyMonthDays(sendDay: string): Array<{ month: number; day: number }> {
  const p = dayParts(sendDay);
  const pairs = [{ month: p.month, day: p.day }];
  if (p.month === 2 && p.day === 28 && !isLeapYear(p.year)) pairs.push({ month: 2, day: 29 });
  return pairs;
}

/** Whether `date` is matched by `match` (the customer's date, or the rule's own for data_especifica). */
export function dateMatches(match: DateMatch, date: string | null): boolean {
  if (match.kind === 'everyone') return true;
  if (match.kind === 'nobody' || !date) return false;
  if (match.kind === 'day') return date === match.day;
  const p = dayParts(date);
  return date <= match.until && match.monthDays.some((md) => md.month === p.month && md.day === p.day);
}

/** The customer dates a rule's envio matches on a send day, before looking at the criterion. */
export function sendingMatch(
  envio: Sending,
  tempo: number | null,
  sendDay: string,
): Exclude<DateMatch, { kind: 'everyone' | 'nobody' }> {
  if (envio === 'anual') return { kind: 'monthDay', monthDays: yearlyMonthDays(sendDay), until: sendDay };
  return { kind: 'day', day: addDays(sendDay, -offsetOf(envio, tempo)) };
}

/**
 * For a send day D, the dates a rule matches: no_dia → D; dia_seguinte → D − tempo; dia_anterior →
 * D + tempo; anual → the day and month of D in any year up to D (29 February sent on 28 February in
 * other years). data_especifica applies its envio to the rule's date: every active customer of the
 * provider when that date matches D, none otherwise.
 */
export function criterionMatch(rule: RuleTiming, sendDay: string): DateMatch {
  const match = sendingMatch(rule.envio, rule.tempo, sendDay);
  if (rule.criterio !== 'data_especifica') return match;
  return dateMatches(match, rule.data_especifica) ? { kind: 'everyone' } : { kind: 'nobody' };
}

/** Whether a rule sends on `sendDay` to a customer with these dates. */
export function ruleReaches(
  rule: RuleTiming,
  sendDay: string,
  customer: { data_nascimento: string | null; data_ativacao: string | null; data_contratacao: string | null },
): boolean {
  const match = criterionMatch(rule, sendDay);
  if (rule.criterio === 'data_especifica') return match.kind === 'everyone';
  return dateMatches(match, customer[CRITERION_COLUMN[rule.criterio]]);
}
