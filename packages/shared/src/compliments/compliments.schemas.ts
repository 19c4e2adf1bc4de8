import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { colorField, idField, idParam, nameField, requiredText } from '../validation/fields';
import { MSG } from '../validation/messages';
import { COMPLIMENTS_MSG } from './compliments.messages';
import { COMPLIMENT_LIMITS } from './compliments.rules';

/** A compliment category (`rh_elogio_categoria`): a unique name, a material icon and a colour. */
export const complimentCategory = z.object({
  id: z.number(),
  nome: z.string(),
  icone: z.string(),
  cor: z.string(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type ComplimentCategory = z.infer<typeof complimentCategory>;
const categoryFields = { nome: nameField(80), icone: requiredText().max(60), cor: colorField };
export const complimentCategoryInput = z.object({ ...categoryFields, ativo: z.boolean().default(true) });
export const complimentCategoryPatch = z.object({ ...categoryFields, ativo: z.boolean() }).partial();
export const complimentCategoryFilter = z.object({ ...baseFilter, nome: namesFilter });

const mensagem = requiredText()
  .trim()
  .min(1, { error: MSG.required })
  .max(COMPLIMENT_LIMITS.mensagem, { error: COMPLIMENTS_MSG.messageMax });

/** `POST v1/criar/elogio`: a colleague, a category and the message. */
export const complimentInput = z.object({
  id_destinatario: idField,
  id_categoria: idField,
  mensagem,
});
export type ComplimentInput = z.input<typeof complimentInput>;

/** `PUT v1/elogio/:id`: the category and the message (the colleague stays). */
export const complimentPatch = z.object({ id_categoria: idField, mensagem });
export type ComplimentPatch = z.input<typeof complimentPatch>;

/** `PUT v1/elogio/:id/ocultar`: hide with a reason, or show again. */
export const complimentVisibilityBody = z
  .object({
    oculto: z.boolean({ error: MSG.invalidData }),
    motivo: z
      .string({ error: MSG.invalidData })
      .trim()
      .max(COMPLIMENT_LIMITS.motivo, { error: COMPLIMENTS_MSG.max(COMPLIMENT_LIMITS.motivo) })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.oculto && !body.motivo)
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: COMPLIMENTS_MSG.reasonRequired });
  });
export type ComplimentVisibilityBody = z.input<typeof complimentVisibilityBody>;

const person = z.object({ id: z.number(), nome: z.string() });

/** A compliment as the wall, the person's page and the form read it. */
export const compliment = z.object({
  id: z.number(),
  mensagem: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  autor: person,
  destinatario: person.extend({ departamento: z.string().nullable(), cargo: z.string().nullable() }),
  categoria: z.object({ id: z.number(), nome: z.string(), icone: z.string(), cor: z.string() }),
  /** Whether the caller may edit it now (the author in the first 24 hours, or HR). */
  editavel: z.boolean(),
  oculto: z.boolean(),
  /** Why and by whom it was hidden: HR moderators only. */
  motivo_ocultacao: z.string().nullable(),
  ocultado_por: z.string().nullable(),
  ocultado_em: z.string().nullable(),
});
export type Compliment = z.infer<typeof compliment>;

const flag = z
  .enum(['true', 'false'], { error: MSG.invalidData })
  .transform((v) => v === 'true')
  .optional();
const day = z
  .string({ error: MSG.invalidData })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData })
  .optional();

/**
 * `GET v1/elogio`: the wall, newest first, paged. Filters: category, author, recipient, either of
 * them (`pessoa`, a person's page), the days sent, a text in the message or the names; `ocultos`
 * (HR only): true the hidden ones, false the visible ones, absent both.
 */
export const complimentListQuery = z.object({
  categoria: idParam.optional(),
  autor: idParam.optional(),
  destinatario: idParam.optional(),
  pessoa: idParam.optional(),
  de: day,
  ate: day,
  busca: z
    .string({ error: MSG.invalidData })
    .trim()
    .max(COMPLIMENT_LIMITS.busca, { error: COMPLIMENTS_MSG.max(COMPLIMENT_LIMITS.busca) })
    .optional(),
  ocultos: flag,
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: MSG.invalidData }).int().min(0).max(10_000_000).default(0),
});
export type ComplimentListQuery = z.input<typeof complimentListQuery>;

export const complimentListResponse = z.object({ total: z.number(), itens: z.array(compliment) });
export type ComplimentListResponse = z.infer<typeof complimentListResponse>;

export const complimentResponse = z.object({ elogio: compliment });
export type ComplimentResponse = z.infer<typeof complimentResponse>;

const categoryCount = z.object({
  id: z.number(),
  nome: z.string(),
  icone: z.string(),
  cor: z.string(),
  total: z.number(),
});
const tally = z.object({ total: z.number(), por_categoria: z.array(categoryCount) });

/** `GET v1/elogio/pessoa/:id`: whose page it is, and their visible compliments received and given by category. */
export const complimentPersonResponse = z.object({
  pessoa: z.object({
    id: z.number(),
    nome: z.string(),
    departamento: z.string().nullable(),
    cargo: z.string().nullable(),
    empresa: z.string().nullable(),
  }),
  recebidos: tally,
  enviados: tally,
});
export type ComplimentPersonResponse = z.infer<typeof complimentPersonResponse>;

export const complimentCreatedResponse = z.object({ insert_rh_elogio_one: z.object({ id: z.number() }) });
