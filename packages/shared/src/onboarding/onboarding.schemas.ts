import { z } from 'zod';
import { MSG } from '../validation/messages';
import { idField, isoDateTime, pagingFields } from './common.schemas';
import { ONBOARDING_MSG } from './onboarding.messages';

const required = ONBOARDING_MSG.fillRequired;
const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });
const requiredTitle = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: MSG.invalidData });
const prioridade = z
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });

/** The four required fields of an onboarding, each refused with `message` when missing. */
const dataFields = (message: string) => ({
  titulo: requiredTitle(message),
  id_empresa: requiredId(message),
  id_departamento: requiredId(message),
  id_cargo: requiredId(message),
});

const requiredData = dataFields(required);

/** The onboarding form's fields: 'Campo obrigatório' under an empty one (the toast says 'Preencha…'). */
export const onboardingForm = z.object(dataFields(MSG.required));

/** A trail of an onboarding and its place (1-based). */
export const trilhaPrioridade = z.object({ id_trilha: idField(), prioridade });
export type TrilhaPrioridade = z.input<typeof trilhaPrioridade>;

/**
 * POST /v1/rh/trilha/onboarding: the four required fields (else 'Preencha todos os campos
 * obrigatórios!'), status (default active) and, optionally, the trail links saved in the same transaction.
 */
export const onboardingInput = z.object({
  ...requiredData,
  status: z.boolean({ error: MSG.invalidData }).default(true),
  trilhas: z.array(trilhaPrioridade, { error: MSG.invalidData }).max(100).default([]),
});
export type OnboardingInput = z.input<typeof onboardingInput>;

/** PUT /v1/rh/trilha/onboarding/{id}: `{ status }` alone, or the four fields (status optional). */
export const onboardingUpdate = z
  .object({
    status: z.boolean({ error: MSG.invalidData }).optional(),
    titulo: z.string({ error: required }).optional(),
    id_empresa: z.number({ error: required }).optional(),
    id_departamento: z.number({ error: required }).optional(),
    id_cargo: z.number({ error: required }).optional(),
  })
  .superRefine((body, ctx) => {
    const dataKeys = ['titulo', 'id_empresa', 'id_departamento', 'id_cargo'] as const;
    const statusOnly = body.status !== undefined && dataKeys.every((k) => body[k] === undefined);
    if (statusOnly) return;
    for (const key of dataKeys) {
      if (!requiredData[key].safeParse(body[key]).success)
        ctx.addIssue({ code: 'custom', path: [key], message: required });
    }
  })
  .transform((body) => ({ ...body, titulo: body.titulo?.trim() }));
export type OnboardingUpdate = z.input<typeof onboardingUpdate>;

/** POST /v1/onboarding/trilha/filtro: the list, newest first, 20 a page. */
export const onboardingFiltroBody = z.object({
  filtro: z
    .object({
      id: idField().optional(),
      titulo: z.string().trim().max(200).optional(),
      status: z.boolean().optional(),
    })
    .default({}),
  ...pagingFields,
});
export type OnboardingFiltroBody = z.input<typeof onboardingFiltroBody>;

export const nomeRef = z.object({ nome: z.string() });

export const onboardingItem = z.object({
  id: z.number(),
  titulo: z.string(),
  status: z.boolean(),
  id_empresa: z.number(),
  id_departamento: z.number(),
  id_cargo: z.number(),
  created_at: isoDateTime,
  empresa: nomeRef,
  departamento: nomeRef,
  cargo: nomeRef,
});
export type OnboardingItem = z.infer<typeof onboardingItem>;

export const onboardingLista = z.object({ total: z.number(), dados: z.array(onboardingItem) });
export type OnboardingLista = z.infer<typeof onboardingLista>;

/** A linked trail, in the onboarding's order. */
export const onboardingTrilhaItem = z.object({
  id_onboarding: z.number(),
  id_trilha: z.number(),
  prioridade: z.number(),
  nome: z.string(),
  conteudos: z.number(),
});
export type OnboardingTrilhaItem = z.infer<typeof onboardingTrilhaItem>;
export const onboardingTrilhaLista = z.array(onboardingTrilhaItem);

/** POST /v1/rh/trilha/onboarding/filtrado: onboardings matching filtro, each with its trails. */
export const onboardingFiltradoBody = z.object({
  filtro: z.object({ id: idField().optional(), status: z.boolean().optional() }).default({}),
});
export type OnboardingFiltradoBody = z.input<typeof onboardingFiltradoBody>;
export const onboardingDetalhe = onboardingItem.extend({ trilhas: onboardingTrilhaLista });
export type OnboardingDetalhe = z.infer<typeof onboardingDetalhe>;
export const onboardingDetalheLista = z.array(onboardingDetalhe);

/** POST /v1/rh/company/onboarding/trilha: link trails at their prioridade; answers the new order. */
export const onboardingTrilhaLink = z.object({
  objects: z
    .array(z.object({ id_onboarding: idField(), id_trilha: idField(), prioridade }), { error: MSG.invalidData })
    .min(1, { error: MSG.invalidData })
    .max(100, { error: MSG.invalidData }),
});
export type OnboardingTrilhaLink = z.input<typeof onboardingTrilhaLink>;

const unlinkPair = z.object({ id_onboarding: idField(), id_trilha: idField() });
/**
 * DELETE v1/rh/onboarding/trilha: `{ id_onboarding, id_trilha }`, or the same as an and-filter
 * (`{ and: [{ id_onboarding }, { id_trilha }] }`, optionally inside `filtro`).
 */
export const onboardingTrilhaUnlink = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const body = raw as Record<string, unknown>;
  const filter = (body.filtro && typeof body.filtro === 'object' ? body.filtro : body) as Record<string, unknown>;
  if (Array.isArray(filter.and)) return Object.assign({}, ...filter.and.filter((x) => x && typeof x === 'object'));
  return filter;
}, unlinkPair);
export type OnboardingTrilhaUnlink = z.infer<typeof unlinkPair>;

/** PUT /v1/rh/onboarding/trilha/ordem: every linked trail id in the new order. */
export const onboardingTrilhaOrdem = z.object({
  id_onboarding: idField(),
  ids: z.array(idField(), { error: MSG.invalidData }).max(100),
});
export type OnboardingTrilhaOrdem = z.input<typeof onboardingTrilhaOrdem>;

/** POST v1/rh/onboarding/trilha/filtrado: trails of one onboarding, in order. */
export const onboardingTrilhaFiltradoBody = z.object({ filtro: z.object({ id_onboarding: idField() }) });
export type OnboardingTrilhaFiltradoBody = z.input<typeof onboardingTrilhaFiltradoBody>;

/** POST /v1/lista/onboarding/trilha: trails not yet linked (all trails without id_onboarding). */
export const trilhasDisponiveisBody = z.object({
  filtro: z.object({ id_onboarding: idField().optional(), nome: z.string().trim().max(200).optional() }).default({}),
});
export type TrilhasDisponiveisBody = z.input<typeof trilhasDisponiveisBody>;
export const trilhaOpcao = z.object({ id: z.number(), nome: z.string() });
export type TrilhaOpcao = z.infer<typeof trilhaOpcao>;
export const trilhaOpcaoLista = z.array(trilhaOpcao);
