import { z } from 'zod';
import { pageLimit, pageNumber } from '../api/paging';
import { formatCpf, isValidCpf } from '../validation/cpf';
import { emailField, maskedCepField, optionalUrlField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { inviteUserBody, isoDayField, userNameBody } from '../users/users.schemas';
import { CNH_CATEGORIES, GENDERS, cnhNumberRequired, maritalMatchesGender, type Gender } from './employees.rules';
import { EMPLOYEES_MSG } from './employees.messages';

const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalidData })
    .trim()
    .max(max, { error: `Utilize no máximo ${max} caracteres.` })
    .nullish()
    .transform((v) => v || null);

/** An optional field whose empty value ('' or absent) is stored as null. */
const emptyToNull = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v ? (v as z.output<T>) : null));

/** Masked CPF ###.###.###-## with right check digits, stored masked. */
export const cpfField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(v) || /^\d{11}$/.test(v), { error: EMPLOYEES_MSG.cpfInvalid })
  .refine(isValidCpf, { error: EMPLOYEES_MSG.cpfInvalid })
  .transform(formatCpf);

const genderValues = GENDERS.map((g) => g.value) as [Gender, ...Gender[]];

/** The employee profile fields (spec 002 §3 "Employee profile"), as one form edits them. */
export const employeeProfileShape = {
  nome: userNameBody.shape.nome,
  sobrenome: userNameBody.shape.sobrenome,
  cpf: cpfField,
  rg: optionalText(20),
  genero: z.enum(genderValues, { error: MSG.required }),
  estado_civil: z.string({ error: MSG.required }).min(1, { error: MSG.required }),
  id_imagem: z
    .uuid({ error: MSG.invalidData })
    .nullish()
    .transform((v) => v ?? null),
  data_nascimento: z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.required }),
  data_admissao: emptyToNull(isoDayField),
  nacionalidade: optionalText(60),
  email_corp: emptyToNull(emailField),
  cep: emptyToNull(maskedCepField),
  rua: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(120),
  bairro: optionalText(120),
  id_cidade: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  cnh_categoria: z.enum(CNH_CATEGORIES, { error: MSG.required }),
  cnh_numero: optionalText(20),
  linkedin: optionalUrlField.nullish().transform((v) => v || null),
  viagem: z.boolean().default(false),
};

type ProfileCore = { genero: Gender; estado_civil: string; cnh_categoria: string; cnh_numero: string | null };

/** The rules across fields: marital status in the gender's form; the CNH number unless 'Não Possui'. */
function crossFieldRules(value: ProfileCore, ctx: z.RefinementCtx) {
  if (!maritalMatchesGender(value.estado_civil, value.genero)) {
    ctx.addIssue({ code: 'custom', path: ['estado_civil'], message: EMPLOYEES_MSG.maritalGender });
  }
  if (cnhNumberRequired(value.cnh_categoria) && !value.cnh_numero) {
    ctx.addIssue({ code: 'custom', path: ['cnh_numero'], message: MSG.required });
  }
}

/** The CNH number of 'Não Possui' is dropped. */
const dropCnhNumber = <T extends ProfileCore>(value: T): T =>
  cnhNumberRequired(value.cnh_categoria) ? value : { ...value, cnh_numero: null };

export const employeeProfileFields = z.object(employeeProfileShape);
export const employeeProfileBody = employeeProfileFields.superRefine(crossFieldRules).transform(dropCnhNumber);
export type EmployeeProfileBody = z.input<typeof employeeProfileBody>;
export type EmployeeProfile = z.output<typeof employeeProfileBody>;

/** `/employees/register`: the invitation (e-mail, placement) and the profile in one call. */
export const employeeRegisterFields = z.object({ ...inviteUserBody.shape, ...employeeProfileShape });
export const employeeRegisterBody = employeeRegisterFields.superRefine(crossFieldRules).transform(dropCnhNumber);
export type EmployeeRegisterBody = z.input<typeof employeeRegisterBody>;

const ref = z.object({ id: z.number(), nome: z.string() }).nullable();

export const employeeRow = z.object({
  id: z.number(),
  nome: z.string().nullable(),
  sobrenome: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  empresa: ref,
  departamento: ref,
  cargo: ref,
  data_nascimento: z.string().nullable(),
  data_admissao: z.string().nullable(),
  ativo: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

export const employeesQuery = z.object({
  busca: z.string().trim().max(120).optional(),
  page: pageNumber('query'),
  limit: pageLimit('query'),
});
export type EmployeesQuery = z.input<typeof employeesQuery>;
export const employeesResponse = z.object({ total: z.number(), rh_usuario: z.array(employeeRow) });

/** One employee's profile as `/users/profile/:id` and `/employees/profile/:id` show it. */
export const employeeProfile = z.object({
  id: z.number(),
  nome: z.string().nullable(),
  sobrenome: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  genero: z.enum(genderValues).nullable(),
  estado_civil: z.string().nullable(),
  id_imagem: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  data_admissao: z.string().nullable(),
  nacionalidade: z.string().nullable(),
  email_corp: z.string().nullable(),
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  id_cidade: z.number().nullable(),
  cnh_categoria: z.string().nullable(),
  cnh_numero: z.string().nullable(),
  linkedin: z.string().nullable(),
  viagem: z.boolean(),
  empresa: ref,
  departamento: ref,
  setor: ref,
  cargo: ref,
});
export type EmployeeProfileView = z.infer<typeof employeeProfile>;
export const employeeProfileResponse = z.object({ rh_usuario: employeeProfile });
