import { z } from 'zod';
import { idField } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';
import { COMMUNICATION_SCALE_MSG, SCALE_NAME_MAX } from './communication-scale.messages';
import { type RuleDraft, normalizeRule, ruleProblems } from './communication-scale.rules';
import { CRITERIA, ENVIOS } from './rule-matrix';
import { SHIFT_CODES } from './shifts';

// ─── Communication campaigns ────────────────────────────────────────────────────────────────────

const scaleName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(SCALE_NAME_MAX, { error: COMMUNICATION_SCALE_MSG.tooLong(SCALE_NAME_MAX) });
const provider = idField(MSG.required);
const active = z.boolean({ error: MSG.invalidData });

/** A communication campaign as the calls answer it (spec §3). */
export const scaleRow = z.object({
  id: z.number(),
  nome: z.string(),
  sistema: z.number(),
  ativo: z.boolean(),
  id_usuario: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScaleRow = z.infer<typeof scaleRow>;

/** A row of the list: the campaign and its provider's name. */
export const scaleListRow = scaleRow.extend({ provedor: z.string() });
export type ScaleListRow = z.infer<typeof scaleListRow>;

/**
 * The form and the create call (shared-blocks spec §3: ativo, id_usuario, sistema, nome): provider
 * and name required (spec §5), active by default (§4). The server records the acting user as
 * `id_usuario`, whatever the form sends.
 */
export const scaleInput = z.object({
  nome: scaleName,
  sistema: provider,
  ativo: active.default(true),
  id_usuario: z.number().int().nullish(),
});
export type ScaleInput = z.input<typeof scaleInput>;

/** An edit: the form's fields, or only `ativo` (the list's Desativar/Ativar). */
export const scalePatch = z.object({
  nome: scaleName.optional(),
  sistema: provider.optional(),
  ativo: active.optional(),
});
export type ScalePatch = z.input<typeof scalePatch>;

/** The kit's list filter; the spec's list takes none. */
export const scaleFilter = z.object({});

// ─── Rules ──────────────────────────────────────────────────────────────────────────────────────

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MSG.invalidData }).nullish();
const flag = z.boolean({ error: MSG.invalidData });
const optionalText = z.string({ error: MSG.invalidData }).nullish();

/** The fields of a rule (spec §3), each checked by `ruleProblems`, not here. */
const ruleShape = {
  criterio: choice(CRITERIA),
  envio: choice(ENVIOS),
  tempo: z.number({ error: MSG.invalidData }).nullish(),
  data_especifica: optionalText,
  turno: choice(SHIFT_CODES as ['M', 'T', 'N']),
  ativo: flag.optional(),
  whatsapp: flag.optional(),
  template_whatsapp: optionalText,
  email: flag.optional(),
  titulo_email: optionalText,
  mensagem_email: optionalText,
  sms: flag.optional(),
  mensagem_sms: optionalText,
};

/** Each problem of the rule as an issue under its field (the whole rule's under the rule). */
function checkRule(rule: RuleDraft, ctx: z.RefinementCtx) {
  for (const { field, message } of ruleProblems(rule))
    ctx.addIssue({ code: 'custom', message, path: field ? [field] : [] });
}

/** A new rule of a campaign (`POST /v1/campanha/regras`, each of `objects`). */
export const ruleInput = z
  .object({ campanha_id: idField(MSG.required), ...ruleShape })
  .superRefine(checkRule)
  .transform((rule) => ({ campanha_id: rule.campanha_id, ...normalizeRule(rule) }));
export type RuleInput = z.input<typeof ruleInput>;

/** Whether an edit only turns the rule on or off (the list's Ativar/Desativar). */
export function isStatusOnly(rule: RuleDraft): rule is { ativo: boolean } {
  return (
    typeof rule.ativo === 'boolean' &&
    Object.entries(rule).every(([key, value]) => key === 'ativo' || value === undefined)
  );
}

/**
 * `PUT /v1/campanha/regras/:id` `object`: `{ ativo }` alone toggles the rule; anything else is the
 * whole rule, checked as a new one (its campaign does not change).
 */
export const ruleUpdate = z
  .object(ruleShape)
  .superRefine((rule, ctx) => {
    if (!isStatusOnly(rule)) checkRule(rule, ctx);
  })
  .transform((rule) => (isStatusOnly(rule) ? { ativo: rule.ativo } : normalizeRule(rule)));
export type RuleUpdate = z.input<typeof ruleUpdate>;

/** A rule as the calls answer it. */
export const ruleRow = z.object({
  id: z.number(),
  campanha_id: z.number(),
  criado: z.string(),
  criterio: z.enum(CRITERIA),
  envio: z.enum(ENVIOS),
  tempo: z.number().nullable(),
  data_especifica: z.string().nullable(),
  turno: z.enum(SHIFT_CODES as ['M', 'T', 'N']),
  ativo: z.boolean(),
  whatsapp: z.boolean(),
  template_whatsapp: z.string().nullable(),
  email: z.boolean(),
  titulo_email: z.string().nullable(),
  mensagem_email: z.string().nullable(),
  sms: z.boolean(),
  mensagem_sms: z.string().nullable(),
  updated_at: z.string(),
});
export type RuleRow = z.infer<typeof ruleRow>;

// ─── Bodies and answers ─────────────────────────────────────────────────────────────────────────

/** `GET /v1/campanha/agendamento`: every campaign, newest first. */
export const scaleListResponse = z.object({ campanha_comunicacao: z.array(scaleListRow) });

/** `GET /v1/campanha/agendamento/:id`: the campaign (its name first of all) and its rules, newest first. */
export const scaleDetail = scaleListRow.extend({ campanha_regras: z.array(ruleRow) });
export type ScaleDetail = z.infer<typeof scaleDetail>;

/** At most this many rules in one create call. */
export const RULES_PER_CALL = 20;

export const rulesCreateBody = z.object({
  objects: z.array(ruleInput).min(1, { error: MSG.invalidData }).max(RULES_PER_CALL, { error: MSG.invalidData }),
});
export type RulesCreateBody = z.input<typeof rulesCreateBody>;
export const rulesCreateResponse = z.object({
  insert_campanha_regras: z.object({ affected_rows: z.number(), returning: z.array(z.object({ id: z.number() })) }),
});

export const ruleUpdateBody = z.object({ object: ruleUpdate });
export const ruleGetResponse = z.object({ campanha_regras: z.array(ruleRow) });
export const ruleUpdateResponse = z.object({ update_campanha_regras_by_pk: ruleRow });
export const ruleDeleteResponse = z.object({ delete_campanha_regras_by_pk: z.object({ id: z.number() }) });
