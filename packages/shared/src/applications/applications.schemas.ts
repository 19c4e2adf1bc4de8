import { z } from 'zod';
import { recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { nameField, requiredText } from '../validation/fields';

/** At most this many systems are shown at once (the launcher is not paged: a department has a few). */
export const APPLICATIONS_MAX = 300;

/** A system or link of the company (ERP, webmail, helpdesk …): one department's, or everyone's (no department). */
export const application = z.object({
  id: z.number(),
  nome: z.string(),
  url: z.string(),
  descricao: z.string(),
  icone: z.string(),
  id_departamento: z.number().nullable(),
  ordem: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Application = z.infer<typeof application>;

const fields = {
  nome: nameField(60),
  url: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(500, { error: 'Utilize no máximo 500 caracteres.' })
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'Informe um endereço que comece com http:// ou https://.' }),
  descricao: z.string().trim().max(200, { error: 'Utilize no máximo 200 caracteres.' }),
  icone: requiredText().max(60),
  id_departamento: z.number().int().positive().nullable(),
  ordem: z
    .number({ error: MSG.required })
    .int({ error: 'Informe uma ordem de 0 a 999.' })
    .min(0, { error: 'Informe uma ordem de 0 a 999.' })
    .max(999, { error: 'Informe uma ordem de 0 a 999.' }),
  ativo: z.boolean(),
};

export const applicationInput = z.object({
  ...fields,
  descricao: fields.descricao.default(''),
  id_departamento: fields.id_departamento.default(null),
  ordem: fields.ordem.default(0),
  ativo: fields.ativo.default(true),
});
export const applicationPatch = z.object(fields).partial();
export const applicationFilter = z.object({
  id: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
  id_departamento: z.number().int().positive().optional(),
});

/** `GET /v1/aplicacoes/minhas`: the active systems the caller opens, general ones first, then by department. */
export const myApplicationsResponse = z.object({
  aplicacoes: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      url: z.string(),
      descricao: z.string(),
      icone: z.string(),
      id_departamento: z.number().nullable(),
      departamento: z.string().nullable(),
    }),
  ),
});
export type MyApplications = z.infer<typeof myApplicationsResponse>;
