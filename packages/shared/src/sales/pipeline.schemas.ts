import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { LEAD_ORIGINS, LEAD_STATUSES } from '../leads/leads.rules';
import { idField as idOf } from '../onboarding/common.schemas';
import { isValidCep } from '../validation/cep';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { optionalEmailField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { isMobilePhone, normalizePhone } from '../validation/phone';
import { PIPELINE_MSG } from './pipeline.messages';
import { FEASIBILITY_RESULTS, LEAD_KINDS, LEAD_REASONS, REASONS_NEEDING_TEXT, SALES_LISTS } from './pipeline.rules';

/*
 * The lead pipeline's requests and answers (docs/sales.md).
 */

const isoDay = z.string({ error: MSG.invalidData }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });
const text = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .max(max, { error: PIPELINE_MSG.max(max) });
const requiredText = (max: number) => text(max).min(1, { error: MSG.required });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const money = z
  .number({ error: PIPELINE_MSG.moneyInvalid })
  .min(0, { error: PIPELINE_MSG.moneyInvalid })
  .max(999_999.99, { error: PIPELINE_MSG.moneyInvalid })
  .transform((v) => Math.round(v * 100) / 100);
const cep = z
  .string({ error: MSG.cep })
  .trim()
  .max(9, { error: MSG.cep })
  .transform(onlyDigits)
  .refine(isValidCep, { error: MSG.cep });

/** The filters every list takes, beside its own; `lista` names the list. */
export const pipelineListQuery = z
  .object({
    lista: z.enum(SALES_LISTS, { error: MSG.invalidData }),
    id_empresa: z.coerce.number().pipe(idOf()).optional(),
    id_vendedor: z.coerce.number().pipe(idOf()).optional(),
    /** Leads without an owner. */
    sem_vendedor: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    status: z.enum(LEAD_STATUSES, { error: MSG.invalidData }).optional(),
    de: isoDay.optional(),
    ate: isoDay.optional(),
    busca: text(100).optional(),
    offset: pageOffset('query'),
    limit: pageLimit('query'),
  })
  .refine((f) => !f.de || !f.ate || f.de <= f.ate, { error: PIPELINE_MSG.periodInvalid, path: ['ate'] });
export type PipelineListQuery = z.input<typeof pipelineListQuery>;
export type PipelineListFilter = z.output<typeof pipelineListQuery>;

const named = z.object({ id: z.number(), nome: z.string() });

/** A lead as the lists show it. */
export const pipelineLead = z.object({
  id: z.number(),
  nome: z.string(),
  telefone: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  empresa: named,
  campanha: named.nullable(),
  canal: named.nullable(),
  origem: z.enum(LEAD_ORIGINS),
  tipo: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  motivo: z.enum(LEAD_REASONS).nullable(),
  motivo_texto: z.string().nullable(),
  viabilidade: z.enum(FEASIBILITY_RESULTS).nullable(),
  vendedor: named.nullable(),
  indicador: named.nullable(),
  plano: named.nullable(),
  prazo: z.string().nullable(),
  atrasado: z.boolean(),
  primeiro_contato_em: z.string().nullable(),
  tentativas: z.number(),
  valor_venda: z.number().nullable(),
  bonus_indicacao: z.number().nullable(),
  created_at: z.string(),
  status_em: z.string(),
});
export type PipelineLead = z.infer<typeof pipelineLead>;

export const pipelineListResponse = z.object({ total: z.number(), leads: z.array(pipelineLead) });
export type PipelineListResponse = z.infer<typeof pipelineListResponse>;

/** The counts of the ten lists (the internal home and the list menu), under the same filters but `lista`. */
export const pipelineCountsResponse = z.object({
  contagens: z.record(z.enum(SALES_LISTS), z.number()),
});
export type PipelineCountsResponse = z.infer<typeof pipelineCountsResponse>;

/** A lead's status change as the lead's timeline shows it. */
export const leadStatusChange = z.object({
  id: z.number(),
  de_status: z.enum(LEAD_STATUSES).nullable(),
  para_status: z.enum(LEAD_STATUSES),
  de_motivo: z.enum(LEAD_REASONS).nullable(),
  para_motivo: z.enum(LEAD_REASONS).nullable(),
  texto: z.string().nullable(),
  contato: z.boolean(),
  segundos_no_anterior: z.number().nullable(),
  usuario: z.object({ nome: z.string() }).nullable(),
  created_at: z.string(),
});
export type LeadStatusChange = z.infer<typeof leadStatusChange>;

export const pipelineLeadDetail = pipelineLead.extend({
  historico: z.array(leadStatusChange),
  venda: z
    .object({
      id: z.number(),
      plano_nome: z.string(),
      valor_mensal: z.number(),
      valor_instalacao: z.number(),
      fidelidade_meses: z.number(),
      status: z.string(),
      vendida_em: z.string(),
    })
    .nullable(),
});
export type PipelineLeadDetail = z.infer<typeof pipelineLeadDetail>;

/**
 * A move: the new status, with a reason (then `perdido`) and its text; a sale names the plan. `contato`
 * records a contact attempt without a status change ("não atendeu").
 */
export const leadMoveFields = z.object({
  status: z.enum(LEAD_STATUSES, { error: MSG.required }),
  motivo: z
    .enum(LEAD_REASONS, { error: MSG.invalidData })
    .nullish()
    .transform((v) => v ?? null),
  texto: optionalText(500),
  id_plano: idOf(PIPELINE_MSG.planRequired).nullish(),
});
const refineMove = <
  T extends { status: string; motivo: string | null; texto: string | null; id_plano?: number | null },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.motivo && v.status !== 'perdido')
    ctx.addIssue({ code: 'custom', path: ['status'], message: PIPELINE_MSG.reasonNeedsLost });
  if (v.motivo && (REASONS_NEEDING_TEXT as readonly string[]).includes(v.motivo) && !v.texto)
    ctx.addIssue({ code: 'custom', path: ['texto'], message: PIPELINE_MSG.reasonTextRequired });
  if (v.status === 'vendido' && !v.id_plano)
    ctx.addIssue({ code: 'custom', path: ['id_plano'], message: PIPELINE_MSG.planRequired });
};
export const leadMoveBody = leadMoveFields.superRefine(refineMove);
export type LeadMoveBody = z.input<typeof leadMoveBody>;

/** A contact attempt: answered (the lead goes em_contato) or not (one more attempt; at the maximum, inativado). */
export const leadContactBody = z.object({
  atendeu: z.boolean({ error: MSG.required }),
  texto: optionalText(500),
});
export type LeadContactBody = z.input<typeof leadContactBody>;

const selection = z
  .array(idOf(), { error: PIPELINE_MSG.selectionEmpty })
  .min(1, { error: PIPELINE_MSG.selectionEmpty })
  .max(500, { error: PIPELINE_MSG.selectionMax })
  .transform((ids) => [...new Set(ids)]);

/** Bulk: assign the selected leads to a seller (or round-robin among the active sellers when none is named). */
export const bulkAssignBody = z.object({
  ids: selection,
  id_vendedor: idOf().nullish(),
});
export type BulkAssignBody = z.input<typeof bulkAssignBody>;

/** Bulk: move the selected leads (one audited change each). Sales are made one at a time. */
export const bulkMoveBody = leadMoveFields
  .omit({ id_plano: true })
  .extend({ ids: selection })
  .superRefine((v, ctx) => {
    refineMove({ ...v, id_plano: null }, ctx);
  })
  .refine((v) => v.status !== 'vendido', { error: PIPELINE_MSG.planRequired, path: ['status'] });
export type BulkMoveBody = z.input<typeof bulkMoveBody>;

export const bulkResponse = z.object({ alterados: z.number() });

/** The external register: a person's data and address; the answer says the feasibility on the spot. */
export const externalRegisterBody = z.object({
  nome: requiredText(120).refine((v) => v.length >= 2, { error: MSG.min2 }),
  telefone: requiredText(20)
    .transform((value) => normalizePhone(value) ?? '')
    .refine(isMobilePhone, { error: MSG.phone }),
  cpf: requiredText(14).refine(isValidCpf, { error: 'CPF inválido' }).transform(onlyDigits),
  email: optionalEmailField,
  cep,
  logradouro: requiredText(150),
  numero: requiredText(20),
  complemento: optionalText(100),
  bairro: requiredText(100),
  cidade: requiredText(100),
  uf: z.string({ error: MSG.required }).regex(/^[A-Z]{2}$/, { error: MSG.required }),
  id_empresa: idOf(MSG.required),
  tipo: z.enum(LEAD_KINDS, { error: MSG.invalidData }).default('novo'),
  id_plano: idOf().nullish(),
  observacao: optionalText(500),
});
export type ExternalRegisterBody = z.input<typeof externalRegisterBody>;

export const externalRegisterResponse = z.object({
  id: z.number(),
  viabilidade: z.enum(FEASIBILITY_RESULTS),
  motivo: z.enum(LEAD_REASONS).nullable(),
  vendedor: z.object({ nome: z.string() }).nullable(),
});
export type ExternalRegisterResponse = z.infer<typeof externalRegisterResponse>;

/** Feasibility on the spot: the provider and the address (CEP, and the street and neighbourhood when known). */
export const feasibilityQuery = z.object({
  id_empresa: z.coerce.number().pipe(idOf(MSG.required)),
  cep,
  bairro: text(100).optional(),
  logradouro: text(150).optional(),
  cidade: text(100).optional(),
});
export const feasibilityResponse = z.object({
  viabilidade: z.enum(['viavel', 'sem_cobertura']),
  area: z.string().nullable(),
  /** The street and neighbourhood known at this CEP (customers' contracts, earlier leads), when any. */
  endereco: z.object({ logradouro: z.string(), bairro: z.string(), cidade: z.string(), uf: z.string() }).nullable(),
});
export type FeasibilityResponse = z.infer<typeof feasibilityResponse>;

/** The external home: the leads I brought and the bonuses they earned. */
export const myLeadsQuery = z.object({
  offset: pageOffset('query'),
  limit: pageLimit('query'),
});
export const myLeadsResponse = z.object({
  total: z.number(),
  vendidos: z.number(),
  bonus_total: z.number(),
  leads: z.array(
    pipelineLead.pick({
      id: true,
      nome: true,
      empresa: true,
      tipo: true,
      status: true,
      motivo: true,
      viabilidade: true,
      bonus_indicacao: true,
      created_at: true,
      status_em: true,
    }),
  ),
});
export type MyLeadsResponse = z.infer<typeof myLeadsResponse>;

/** The internal home: my leads, due today and overdue (mine, or the team's for a manager). */
export const internalHomeResponse = z.object({
  meus_abertos: z.number(),
  vencem_hoje: z.number(),
  atrasados: z.number(),
  sem_vendedor: z.number(),
  tempo_medio_primeiro_contato_min: z.number().nullable(),
  proximos: z.array(pipelineLead),
});
export type InternalHomeResponse = z.infer<typeof internalHomeResponse>;

/** A provider's sales settings. */
export const salesSettingsBody = z.object({
  sla_novo_horas: z
    .number({ error: PIPELINE_MSG.slaInvalid })
    .int()
    .min(1, { error: PIPELINE_MSG.slaInvalid })
    .max(720, { error: PIPELINE_MSG.slaInvalid }),
  sla_upgrade_horas: z
    .number({ error: PIPELINE_MSG.slaInvalid })
    .int()
    .min(1, { error: PIPELINE_MSG.slaInvalid })
    .max(720, { error: PIPELINE_MSG.slaInvalid }),
  sla_downgrade_horas: z
    .number({ error: PIPELINE_MSG.slaInvalid })
    .int()
    .min(1, { error: PIPELINE_MSG.slaInvalid })
    .max(720, { error: PIPELINE_MSG.slaInvalid }),
  tentativas_max: z
    .number({ error: PIPELINE_MSG.attemptsInvalid })
    .int()
    .min(1, { error: PIPELINE_MSG.attemptsInvalid })
    .max(50, { error: PIPELINE_MSG.attemptsInvalid }),
  bonus_indicacao: money,
});
export type SalesSettingsBody = z.input<typeof salesSettingsBody>;

export const leadIdParams = z.object({ id: z.coerce.number().pipe(idOf()) });

/** The counts of the ten lists under a provider and a seller. */
export const pipelineCountsQuery = z.object({
  id_empresa: z.coerce.number().pipe(idOf()).optional(),
  id_vendedor: z.coerce.number().pipe(idOf()).optional(),
});

/** The active sellers of a provider (or of all), for the assign select. */
export const sellersQuery = z.object({ id_empresa: z.coerce.number().pipe(idOf()).optional() });
export const sellersResponse = z.object({
  vendedores: z.array(
    z.object({ id: z.number(), nome: z.string(), id_empresa: z.number(), empresa: z.string(), ativo: z.boolean() }),
  ),
});
export type SellersResponse = z.infer<typeof sellersResponse>;

/** The plans offered today by a provider (external register and the sale). */
export const offeredPlansQuery = z.object({ id_empresa: z.coerce.number().pipe(idOf(MSG.required)) });
export const offeredPlansResponse = z.object({
  planos: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      download_mbps: z.number(),
      valor_mensal: z.number(),
      valor_instalacao: z.number(),
      fidelidade_meses: z.number(),
    }),
  ),
});
export type OfferedPlansResponse = z.infer<typeof offeredPlansResponse>;

export const salesSettingsParams = z.object({ id_empresa: z.coerce.number().pipe(idOf()) });
export const salesSettings = z.object({
  id_empresa: z.number(),
  sla_novo_horas: z.number(),
  sla_upgrade_horas: z.number(),
  sla_downgrade_horas: z.number(),
  tentativas_max: z.number(),
  bonus_indicacao: z.number(),
});
export type SalesSettings = z.infer<typeof salesSettings>;
