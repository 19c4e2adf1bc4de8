import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField, nameField } from '../validation/fields';

/** Blocking rule (spec §3: id_usuario, provedor, nome, dias_atraso, ativo). */
export const blockingRule = z.object({
  id: z.number(),
  nome: z.string(),
  provedor: z.number(),
  dias_atraso: z.number(),
  ativo: z.boolean(),
  id_usuario: z.number().nullable(),
  ...recordTimes,
});
export type BlockingRule = z.infer<typeof blockingRule>;

const fields = {
  nome: nameField(),
  provedor: idField,
  dias_atraso: z
    .number({ error: MSG.required })
    .int({ error: MSG.required })
    .min(1, { error: 'Este valor não pode ser menor que 1!' })
    .max(3650),
};
export const blockingRuleInput = z.object({ ...fields, ativo: z.boolean().default(false) });
export const blockingRulePatch = z.object({ ...fields, ativo: z.boolean() }).partial();
export const blockingRuleFilter = z.object({
  ...baseFilter,
  nome: namesFilter,
  provedor: z.number().int().positive().optional(),
});
