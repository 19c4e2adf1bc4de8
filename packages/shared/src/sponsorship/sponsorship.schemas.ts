import { z } from 'zod';
import { FIRST_PAGE, pagingFields } from '../api/paging';
import { MSG } from '../validation/messages';
import { SPONSORSHIP_MSG as M } from './sponsorship.messages';
import { isoDay, moneyField } from './sponsorship-request.schemas';
import { SPONSORSHIP_ASKS, SPONSORSHIP_OFFERS, SPONSORSHIP_STATUSES } from './sponsorship.rules';

export * from './sponsorship-request.schemas';

const id = z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });
const text = (min: number, max: number, minMessage = `Utilize no mínimo ${min} caracteres.`) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .min(min, { error: minMessage })
    .max(max, { error: M.maxChars(max) });
const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalidData })
    .trim()
    .max(max, { error: M.maxChars(max) })
    .nullish()
    .transform((v) => v || null);
const count = (max = 10_000_000) =>
  z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(0, { error: MSG.invalidData })
    .max(max, { error: MSG.invalidData });
/** A stored file's id (the files API's answer). */
const fileId = z.uuid({ error: M.fileUnknown });

/** The lists of the steps: every request the step concerns, to do or done. */
export const SPONSORSHIP_LIST_STEPS = ['justification', 'viability', 'negotiation', 'postEvent'] as const;
export type SponsorshipListStep = (typeof SPONSORSHIP_LIST_STEPS)[number];

/** `POST v1/marketing/patrocinio/filtro`: a page of requests, filtered. */
export const sponsorshipListBody = z.object({
  filtro: z
    .object({
      status: z.enum(SPONSORSHIP_STATUSES, { error: MSG.invalidData }).optional(),
      etapa: z.enum(SPONSORSHIP_LIST_STEPS, { error: MSG.invalidData }).optional(),
      id_empresa: id.optional(),
      busca: z
        .string()
        .trim()
        .max(150, { error: M.maxChars(150) })
        .optional(),
      de: isoDay.optional(),
      ate: isoDay.optional(),
      ...pagingFields,
    })
    .default({ ...FIRST_PAGE }),
});
export type SponsorshipListBody = z.input<typeof sponsorshipListBody>;
export type SponsorshipListFilter = z.output<typeof sponsorshipListBody>['filtro'];

const named = z.object({ id: z.number(), nome: z.string() });
const storedFile = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
export type SponsorshipFile = z.infer<typeof storedFile>;

export const sponsorshipRow = z.object({
  id: z.number(),
  protocolo: z.string(),
  evento: z.string(),
  data_evento: z.string(),
  cidade: z.string(),
  publico_esperado: z.number(),
  organizador: z.string(),
  empresa: named,
  status: z.enum(SPONSORSHIP_STATUSES),
  custo: z.number().nullable(),
  valor: z.number().nullable(),
  created_at: z.string(),
});
export type SponsorshipRow = z.infer<typeof sponsorshipRow>;
export const sponsorshipListResponse = z.object({ total: z.number(), marketing_patrocinio: z.array(sponsorshipRow) });
export type SponsorshipListResponse = z.infer<typeof sponsorshipListResponse>;

const stepMeta = { id: z.number(), usuario: z.string().nullable(), created_at: z.string(), updated_at: z.string() };

/** Justification: why this event. */
export const justificationInput = z.object({
  aderencia_publico: text(10, 2000),
  estrategia_regiao: text(10, 2000),
  observacoes: optionalText(2000),
});
export type JustificationInput = z.input<typeof justificationInput>;
export const justification = justificationInput.extend({ ...stepMeta, observacoes: z.string().nullable() });

/** Viability: cost, expected reach and leads, an opinion. */
export const viabilityInput = z.object({
  custo: moneyField(),
  alcance_esperado: count(),
  leads_esperados: count(),
  parecer: text(10, 2000),
});
export type ViabilityInput = z.input<typeof viabilityInput>;
export const viability = z.object({
  ...stepMeta,
  custo: z.number(),
  alcance_esperado: z.number(),
  leads_esperados: z.number(),
  parecer: z.string(),
});

/** Negotiation: what was agreed, for how much, when, and the contract. */
export const negotiationInput = z
  .object({
    contrapartidas_acordadas: text(10, 2000),
    valor: moneyField(),
    data_inicio: isoDay,
    data_fim: isoDay,
    id_contrato: fileId.nullish(),
  })
  .refine((v) => v.data_fim >= v.data_inicio, { path: ['data_fim'], error: M.datesOrder });
export type NegotiationInput = z.input<typeof negotiationInput>;
export const negotiation = z.object({
  ...stepMeta,
  contrapartidas_acordadas: z.string(),
  valor: z.number(),
  data_inicio: z.string(),
  data_fim: z.string(),
  contrato: storedFile.nullable(),
  aprovado_por: z.string().nullable(),
  aprovado_em: z.string().nullable(),
});

/** Post-event: the real audience and a report. */
export const postEventInput = z.object({ publico_real: count(), relato: text(10, 4000) });
export type PostEventInput = z.input<typeof postEventInput>;
export const SPONSORSHIP_MEDIA_KINDS = ['foto', 'arquivo'] as const;
export type SponsorshipMediaKind = (typeof SPONSORSHIP_MEDIA_KINDS)[number];
export const mediaInput = z.object({
  id_arquivo: fileId,
  tipo: z.enum(SPONSORSHIP_MEDIA_KINDS, { error: MSG.invalidData }),
  legenda: optionalText(200),
});
export type MediaInput = z.input<typeof mediaInput>;
export const media = z.object({
  id: z.number(),
  tipo: z.enum(SPONSORSHIP_MEDIA_KINDS),
  legenda: z.string().nullable(),
  arquivo: storedFile,
});
export type SponsorshipMedia = z.infer<typeof media>;
export const postEvent = z.object({
  ...stepMeta,
  publico_real: z.number(),
  relato: z.string(),
  midias: z.array(media),
});

/** Refusal: the reason the organizer is told. */
export const rejectionInput = z.object({ motivo: text(10, 1000, M.reasonMin) });
export type RejectionInput = z.input<typeof rejectionInput>;

/** The provider's budget for the event's year and what is left of it. */
export const budgetStanding = z.object({
  ano: z.number(),
  orcamento: z.number().nullable(),
  comprometido: z.number(),
  restante: z.number().nullable(),
});
export type BudgetStanding = z.infer<typeof budgetStanding>;

/** The return: leads and sales through the sponsorship's link, cost per lead and ROAS. */
export const sponsorshipReturnSchema = z.object({
  investimento: z.number(),
  leads: z.number(),
  vendas: z.number(),
  faturamento: z.number(),
  cpl: z.number().nullable(),
  roas: z.number().nullable(),
});
export type SponsorshipReturn = z.infer<typeof sponsorshipReturnSchema>;

export const sponsorshipDetail = z.object({
  id: z.number(),
  protocolo: z.string(),
  empresa: named,
  evento: z.string(),
  data_evento: z.string(),
  cidade: z.string(),
  publico_esperado: z.number(),
  pedidos: z.array(z.enum(SPONSORSHIP_ASKS)),
  valor_pedido: z.number().nullable(),
  descricao_pedido: z.string().nullable(),
  contrapartidas: z.array(z.enum(SPONSORSHIP_OFFERS)),
  descricao_contrapartida: z.string().nullable(),
  organizador: z.string(),
  organizacao: z.string().nullable(),
  email: z.string(),
  telefone: z.string(),
  apresentacao: storedFile.nullable(),
  status: z.enum(SPONSORSHIP_STATUSES),
  motivo_recusa: z.string().nullable(),
  recusado_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  justificativa: justification.nullable(),
  viabilidade: viability.nullable(),
  orcamento: budgetStanding,
  negociacao: negotiation.nullable(),
  pos_evento: postEvent.nullable(),
  link: z.object({ id: z.number(), codigo: z.string(), url: z.string(), formulario: z.string() }).nullable(),
  retorno: sponsorshipReturnSchema.nullable(),
});
export type SponsorshipDetail = z.infer<typeof sponsorshipDetail>;
export const sponsorshipDetailResponse = z.object({ marketing_patrocinio_by_pk: sponsorshipDetail });

export const budgetQuery = z.object({
  ano: z.coerce.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).min(2000).max(2100),
});
export const budgetInput = z.object({
  id_empresa: id,
  ano: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(2000, { error: MSG.invalidData })
    .max(2100, { error: MSG.invalidData }),
  valor: moneyField(),
});
export type BudgetInput = z.input<typeof budgetInput>;
export const budgetRow = budgetStanding.extend({ id_empresa: z.number(), empresa: z.string() });
export type BudgetRow = z.infer<typeof budgetRow>;
export const budgetListResponse = z.object({ marketing_patrocinio_orcamento: z.array(budgetRow) });

export const sponsorshipIdParams = z.object({
  id: z.coerce.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData }),
});
export const mediaParams = sponsorshipIdParams.extend({
  idMidia: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
});
export const savedResponse = z.object({ id: z.number(), status: z.enum(SPONSORSHIP_STATUSES) });
