import { SHIFTS, type Shift } from './shifts';

/**
 * Whom a rule of a communication campaign reaches and when (marketing spec §4): the criterion names
 * the customer's date, the envio places the sending day against it, the tempo counts the days. Written
 * once: the rule form offers only these choices and the server refuses anything else.
 */
export const CRITERIA = ['data_especifica', 'data_ativacao', 'data_contratacao', 'data_aniversario'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const ENVIOS = ['no_dia', 'dia_seguinte', 'dia_anterior', 'anual', 'nao_aplicavel'] as const;
export type Envio = (typeof ENVIOS)[number];

/** The options of the criterion select (shared-blocks spec §9). */
export const CRITERION_LABELS: Record<Criterion, string> = {
  data_especifica: 'Data Específica',
  data_ativacao: 'Data da Ativação',
  data_contratacao: 'Data da Contratação',
  data_aniversario: 'Data de Aniversário',
};

/** The options of the envio select (shared-blocks spec §9, as written). */
export const ENVIO_LABELS: Record<Envio, string> = {
  nao_aplicavel: 'Não aplicável',
  no_dia: 'No dia',
  dia_seguinte: 'Dia(s) seguinte(s)',
  dia_anterior: 'Dia(s) ante(s)',
  anual: 'Anual',
};

/** The envio options each criterion allows (marketing spec §4), in the order the select shows them. */
export const ENVIO_BY_CRITERION: Record<Criterion, readonly Envio[]> = {
  data_especifica: ['no_dia', 'dia_anterior', 'anual'],
  data_ativacao: ['no_dia', 'dia_seguinte'],
  data_contratacao: ['no_dia', 'dia_seguinte', 'anual'],
  data_aniversario: ['no_dia', 'dia_anterior', 'anual'],
};

export function envioAllowed(criterio: Criterion, envio: Envio): boolean {
  return ENVIO_BY_CRITERION[criterio].includes(envio);
}

/**
 * What the tempo field is for an envio (spec §4): `zero` — no_dia, shown as 0 and sent as null;
 * `not_applicable` — anual, shown as 'Não aplicável' and not sent; `days` — a number of days, required.
 */
export type TempoMode = 'zero' | 'not_applicable' | 'days';

export function tempoMode(envio: Envio): TempoMode {
  if (envio === 'no_dia') return 'zero';
  if (envio === 'anual' || envio === 'nao_aplicavel') return 'not_applicable';
  return 'days';
}

/** Days a rule may count before or after its date. */
export const TEMPO_MIN = 1;
export const TEMPO_MAX = 365;

/** What the tempo field shows for an envio that takes no days. */
export const TEMPO_NOT_APPLICABLE = ENVIO_LABELS.nao_aplicavel;

/** Only a rule on a specific date has the date field (spec §4); for the other criteria it is disabled. */
export function dateEnabled(criterio: Criterion | null | undefined): boolean {
  return criterio === 'data_especifica';
}

/** The shift select: 'Manhã (07:00)' … */
export function shiftLabel(turno: Shift): string {
  return `${SHIFTS[turno].label} (${SHIFTS[turno].time})`;
}
