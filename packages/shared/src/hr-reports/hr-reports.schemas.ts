import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { MSG } from '../validation/messages';
import { MAX_REPORT_MONTHS, monthsBetween } from './hr-reports.rules';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: 'Informe uma data válida.' })
  .regex(DAY, { error: 'Informe uma data válida.' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'Informe uma data válida.' });
const optionalId = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });

/**
 * The filters of every HR report (each reads those that make sense for it): company, department, a
 * period (`de`–`ate`: admissions, dismissals, the turnover chart), a month (birthdays, company
 * anniversaries) and a reference day (who is active: general list, pyramid, gender, cities, family).
 */
const filterFields = {
  id_empresa: optionalId.optional(),
  id_departamento: optionalId.optional(),
  de: day.optional(),
  ate: day.optional(),
  mes: z.coerce
    .number({ error: 'Informe um mês de 1 a 12.' })
    .int({ error: 'Informe um mês de 1 a 12.' })
    .min(1, { error: 'Informe um mês de 1 a 12.' })
    .max(12, { error: 'Informe um mês de 1 a 12.' })
    .optional(),
  data: day.optional(),
};

function checkPeriod(q: { de?: string; ate?: string }, ctx: z.RefinementCtx) {
  if (q.de && q.ate && q.de > q.ate)
    ctx.addIssue({ code: 'custom', path: ['ate'], message: 'A data final deve ser igual ou posterior à inicial.' });
  else if (q.de && q.ate && monthsBetween(q.de, q.ate).length > MAX_REPORT_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['ate'], message: `Escolha um período de até ${MAX_REPORT_MONTHS} meses.` });
}

export const hrReportFilter = z.object(filterFields).superRefine(checkPeriod);
export type HrReportFilter = z.output<typeof hrReportFilter>;
export type HrReportFilterInput = z.input<typeof hrReportFilter>;

/** A page of a report: its filters and the rows asked. */
export const hrReportPageQuery = z
  .object({ ...filterFields, limit: pageLimit('query'), offset: pageOffset('query') })
  .superRefine(checkPeriod);
export type HrReportPageQuery = z.input<typeof hrReportPageQuery>;

const gender = z.enum(['F', 'M', 'O']).nullable();

/** A person in the general list, the pyramid, the admissions, birthdays and company anniversaries. */
export const personRow = z.object({
  id: z.number(),
  nome: z.string(),
  empresa: z.string().nullable(),
  departamento: z.string().nullable(),
  cargo: z.string().nullable(),
  genero: gender,
  data_nascimento: z.string().nullable(),
  /** Completed years on the reference day (birthdays: the age the person turns this year). */
  idade: z.number().nullable(),
  /** Key of the age band (AGE_BANDS) of `idade`. */
  faixa: z.string().nullable(),
  data_admissao: z.string().nullable(),
  /** Years of company: completed on the reference day (company anniversaries: completed this year). */
  anos_empresa: z.number().nullable(),
});
export type PersonRow = z.infer<typeof personRow>;

/** A dismissal in the dismissals report. */
export const dismissalRow = z.object({
  id: z.number(),
  nome: z.string(),
  empresa: z.string().nullable(),
  departamento: z.string().nullable(),
  data_admissao: z.string().nullable(),
  data: z.string(),
  tipo: z.enum(['pedido_demissao', 'sem_justa_causa', 'com_justa_causa', 'termino_contrato', 'acordo']),
  status: z.enum(['agendado', 'aplicado', 'revertido']),
  motivo: z.string(),
});
export type DismissalRow = z.infer<typeof dismissalRow>;

/** A dependent in the family report. */
export const dependentRow = z.object({
  id: z.number(),
  nome: z.string(),
  funcionario: z.string(),
  empresa: z.string().nullable(),
  departamento: z.string().nullable(),
  parentesco: z.enum(['conjuge', 'companheiro', 'filho', 'enteado', 'pai', 'mae', 'outro']),
  data_nascimento: z.string(),
  idade: z.number(),
  dependente_ir: z.boolean(),
  dependente_plano: z.boolean(),
});
export type DependentRow = z.infer<typeof dependentRow>;

/** A provider city and the active employees of its company who live there. */
export const cityRow = z.object({
  id: z.number(),
  cidade: z.string(),
  uf: z.string(),
  empresa: z.string(),
  total: z.number(),
});
export type CityRow = z.infer<typeof cityRow>;

/** A department and its active employees by gender. */
export const genderRow = z.object({
  id: z.number(),
  departamento: z.string(),
  empresa: z.string(),
  F: z.number(),
  M: z.number(),
  O: z.number(),
  N: z.number(),
  total: z.number(),
});
export type GenderRow = z.infer<typeof genderRow>;

/** A page of a report's rows and how many match. */
export const pageOf = <R extends z.ZodType>(row: R) => z.object({ total: z.number(), dados: z.array(row) });

/** Every row of a report's filter, up to HR_REPORT_EXPORT_MAX (`truncado` when there were more). */
export const allOf = <R extends z.ZodType>(row: R) =>
  z.object({ total: z.number(), truncado: z.boolean(), dados: z.array(row) });

/** `GET /v1/rh/relatorios/piramide/faixas`: people by age band and gender on the reference day. */
export const pyramidResponse = z.object({
  data: z.string(),
  faixas: z.array(z.object({ faixa: z.string(), F: z.number(), M: z.number(), O: z.number(), N: z.number() })),
});
export type PyramidResponse = z.infer<typeof pyramidResponse>;

/** One month of the movement chart: admissions, dismissals, headcount on its first and last day, turnover. */
export const movementMonth = z.object({
  mes: z.string(),
  admissoes: z.number(),
  desligamentos: z.number(),
  ativos_inicio: z.number(),
  ativos_fim: z.number(),
  /** Percent, two decimals; null without headcount. */
  turnover: z.number().nullable(),
});
export type MovementMonth = z.infer<typeof movementMonth>;

/** `GET /v1/rh/relatorios/movimento`: the months of the period, and the period's turnover. */
export const movementResponse = z.object({
  de: z.string(),
  ate: z.string(),
  meses: z.array(movementMonth),
  /** The period's rate: its admissions and dismissals over the mean of its months' headcounts. */
  turnover: z.number().nullable(),
});
export type MovementResponse = z.infer<typeof movementResponse>;
