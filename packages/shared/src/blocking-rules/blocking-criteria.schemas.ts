import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField } from '../validation/fields';
import { CONTRACT_KINDS, CRITERION_KINDS, type CriterionKind } from './blocking-engine';
import { BLOCKING_RULES_MSG } from './blocking-rules.messages';

/**
 * An exception criterion of a blocking rule (`/blocking-exception-criterion`): a contract it matches is
 * left out of the rule's actions. The field of its kind holds its parameter: `tipo_contrato`
 * (residencial, empresarial), `marcador` (one of the contract's markers), `valor_limite` (reais: the
 * overdue open amount below it); a promise to pay takes none (a promise valid on the reference day).
 */
export const blockingCriterion = z.object({
  id: z.number(),
  id_regra: z.number(),
  tipo: z.enum(CRITERION_KINDS),
  tipo_contrato: z.enum(CONTRACT_KINDS).nullable(),
  marcador: z.string().nullable(),
  valor_limite: z.number().nullable(),
  ativo: z.boolean(),
  id_usuario: z.number().nullable(),
  ...recordTimes,
});
export type BlockingCriterion = z.infer<typeof blockingCriterion>;

const fields = {
  id_regra: idField,
  tipo: z.enum(CRITERION_KINDS, { error: MSG.required }),
  tipo_contrato: z.enum(CONTRACT_KINDS, { error: MSG.required }).nullable(),
  marcador: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]*$/, { error: 'Use letras minúsculas sem acento, números e _ (ex.: servico_essencial).' })
    .max(60, { error: 'Utilize no máximo 60 caracteres.' })
    .nullable(),
  valor_limite: z
    .number({ error: MSG.required })
    .min(0.01, { error: BLOCKING_RULES_MSG.criterionParameter.valor_abaixo })
    .max(1_000_000, { error: 'Este valor não pode ser maior que R$ 1.000.000,00.' })
    .nullable(),
};

type Parameters = { tipo?: CriterionKind; tipo_contrato?: unknown; marcador?: unknown; valor_limite?: unknown };

/** The parameter a kind needs and is missing: its field and the text, or null. */
export function missingParameter(values: Parameters): { field: string; message: string } | null {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  switch (values.tipo) {
    case 'tipo_contrato':
      return empty(values.tipo_contrato)
        ? { field: 'tipo_contrato', message: BLOCKING_RULES_MSG.criterionParameter.tipo_contrato }
        : null;
    case 'marcador':
      return empty(values.marcador)
        ? { field: 'marcador', message: BLOCKING_RULES_MSG.criterionParameter.marcador }
        : null;
    case 'valor_abaixo':
      return empty(values.valor_limite)
        ? { field: 'valor_limite', message: BLOCKING_RULES_MSG.criterionParameter.valor_abaixo }
        : null;
    default:
      return null;
  }
}

/** The criterion with only its kind's parameter kept (the others null), as it is stored. */
export function criterionParameters<T extends Parameters>(values: T): T {
  const { tipo } = values;
  return {
    ...values,
    tipo_contrato: tipo === 'tipo_contrato' ? values.tipo_contrato : null,
    marcador: tipo === 'marcador' ? values.marcador : null,
    valor_limite: tipo === 'valor_abaixo' ? values.valor_limite : null,
  };
}

const inputFields = {
  tipo: fields.tipo,
  tipo_contrato: fields.tipo_contrato.default(null),
  marcador: fields.marcador.default(null),
  valor_limite: fields.valor_limite.default(null),
  ativo: z.boolean().default(true),
};
const parameterGiven = (values: Parameters, ctx: z.RefinementCtx) => {
  const missing = missingParameter(values);
  if (missing) ctx.addIssue({ code: 'custom', path: [missing.field], message: missing.message });
};

/** The register form's values: a criterion of the rule its screen names. */
export const blockingCriterionForm = z.object(inputFields).superRefine(parameterGiven);

export const blockingCriterionInput = z
  .object({ id_regra: fields.id_regra, ...inputFields })
  .superRefine(parameterGiven);
/** An edit: the rule stays; the kind's parameter is checked against the criterion as it is. */
export const blockingCriterionPatch = z
  .object({
    tipo: fields.tipo,
    tipo_contrato: fields.tipo_contrato,
    marcador: fields.marcador,
    valor_limite: fields.valor_limite,
    ativo: z.boolean(),
  })
  .partial();
export const blockingCriterionFilter = z.object({
  ...baseFilter,
  id_regra: z.number().int().positive().optional(),
});
