import { z } from 'zod';
import { onlyDigits, isValidCpf } from '../validation/cpf';
import { idField, idParam, requiredText } from '../validation/fields';
import { MSG } from '../validation/messages';
import { FAMILY_MSG } from './family.messages';
import { FAMILY_LIMITS, KINSHIP_VALUES } from './family.rules';

/** A CPF typed masked or not, with right check digits, kept as its 11 digits; empty is none. */
export const dependentCpfField = z
  .string({ error: FAMILY_MSG.cpfInvalid })
  .trim()
  .refine((v) => !v || /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/.test(v), { error: FAMILY_MSG.cpfInvalid })
  .refine((v) => !v || isValidCpf(v), { error: FAMILY_MSG.cpfInvalid })
  .transform((v) => (v ? onlyDigits(v) : null))
  .nullish()
  .transform((v) => v ?? null);

const fields = {
  nome: requiredText().trim().min(1, { error: MSG.required }).max(FAMILY_LIMITS.nome, { error: FAMILY_MSG.nameMax }),
  parentesco: z.enum(KINSHIP_VALUES, { error: MSG.required }),
  data_nascimento: z
    .string({ error: MSG.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.required })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), { error: MSG.required }),
  cpf: dependentCpfField,
  dependente_ir: z.boolean({ error: MSG.invalidData }).default(false),
  dependente_plano: z.boolean({ error: MSG.invalidData }).default(false),
};

/** The CPF is required of an income-tax dependent (Receita, since 2021). */
function cpfForIr(values: { cpf: string | null; dependente_ir: boolean }, ctx: z.RefinementCtx) {
  if (values.dependente_ir && !values.cpf)
    ctx.addIssue({ code: 'custom', path: ['cpf'], message: FAMILY_MSG.cpfRequiredForIr });
}

/** `POST v1/criar/dependente`: whose dependent (HR picks the employee; an employee's own when absent) and its fields. */
export const dependentInput = z.object({ id_usuario: idField.optional(), ...fields }).superRefine(cpfForIr);
export type DependentInput = z.input<typeof dependentInput>;

/** `PUT v1/dependentes/:id`: every field again (the CPF rule reads the IR flag). */
export const dependentPatch = z.object(fields).superRefine(cpfForIr);
export type DependentPatch = z.input<typeof dependentPatch>;

/** A dependent as the list and the form read it. */
export const dependent = z.object({
  id: z.number(),
  id_usuario: z.number(),
  funcionario: z.string(),
  empresa: z.string().nullable(),
  nome: z.string(),
  parentesco: z.enum(KINSHIP_VALUES),
  data_nascimento: z.string(),
  cpf: z.string().nullable(),
  dependente_ir: z.boolean(),
  dependente_plano: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dependent = z.infer<typeof dependent>;

const flag = z
  .enum(['true', 'false'], { error: MSG.invalidData })
  .transform((v) => v === 'true')
  .optional();

/**
 * `GET v1/dependentes`: HR's filters (employee, company, kinship, IR, health plan, a name) over
 * everyone's dependents; an employee's own only, whatever they ask. Ordered by employee and name.
 */
export const dependentListQuery = z.object({
  funcionario: idParam.optional(),
  empresa: idParam.optional(),
  parentesco: z.enum(KINSHIP_VALUES, { error: MSG.invalidData }).optional(),
  ir: flag,
  plano: flag,
  busca: z.string({ error: MSG.invalidData }).trim().max(FAMILY_LIMITS.busca, { error: MSG.invalidData }).optional(),
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: MSG.invalidData }).int().min(0).max(10_000_000).default(0),
});
export type DependentListQuery = z.input<typeof dependentListQuery>;

export const dependentListResponse = z.object({ total: z.number(), itens: z.array(dependent) });
export type DependentListResponse = z.infer<typeof dependentListResponse>;
export const dependentResponse = z.object({ dependente: dependent });
export const dependentCreatedResponse = z.object({ insert_rh_dependente_one: z.object({ id: z.number() }) });
export const dependentDeletedResponse = z.object({ delete_rh_dependente_by_pk: z.object({ id: z.number() }) });
