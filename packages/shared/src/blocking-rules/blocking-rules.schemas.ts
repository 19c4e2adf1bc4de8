import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField, nameField } from '../validation/fields';
import { BLOCKING_RULES_MSG } from './blocking-rules.messages';

/**
 * Blocking rule (spec §3: id_usuario, provedor, nome, dias_atraso, ativo). From `dias_atraso` days
 * overdue the rule acts; `dias_bloqueio`, when given, is later: between the two it reduces the speed,
 * from it on it blocks (without it, it blocks at `dias_atraso`). `versao` goes up with every change of
 * the rule or of its exception criteria (`alterada_em`): a rule is applied only from a simulation of
 * its current version.
 */
export const blockingRule = z.object({
  id: z.number(),
  nome: z.string(),
  provedor: z.number(),
  dias_atraso: z.number(),
  dias_bloqueio: z.number().nullable(),
  ativo: z.boolean(),
  id_usuario: z.number().nullable(),
  versao: z.number(),
  alterada_em: z.string(),
  ...recordTimes,
});
export type BlockingRule = z.infer<typeof blockingRule>;

const days = z
  .number({ error: MSG.required })
  .int({ error: MSG.required })
  .min(1, { error: 'Este valor não pode ser menor que 1!' })
  .max(3650, { error: 'Este valor não pode ser maior que 3650!' });

const fields = {
  nome: nameField(),
  provedor: idField,
  dias_atraso: days,
  dias_bloqueio: days.nullable(),
};

/** Whether the block threshold, when given, comes after the first one. */
export const thresholdsInOrder = (dias_atraso: number, dias_bloqueio: number | null | undefined): boolean =>
  dias_bloqueio === null || dias_bloqueio === undefined || dias_bloqueio > dias_atraso;

export const blockingRuleInput = z
  .object({ ...fields, dias_bloqueio: fields.dias_bloqueio.default(null), ativo: z.boolean().default(false) })
  .refine((rule) => thresholdsInOrder(rule.dias_atraso, rule.dias_bloqueio), {
    path: ['dias_bloqueio'],
    error: BLOCKING_RULES_MSG.thresholdsOrder,
  });
/** An edit; the thresholds' order is checked against the rule as it is (server) or the whole form (screens). */
export const blockingRulePatch = z.object({ ...fields, ativo: z.boolean() }).partial();
export const blockingRuleFilter = z.object({
  ...baseFilter,
  nome: namesFilter,
  provedor: z.number().int().positive().optional(),
});
