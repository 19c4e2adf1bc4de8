import { z } from 'zod';
import { idField as idOf, pagingFields } from '../onboarding/common.schemas';
import { FIRST_PAGE } from '../api/paging';
import { MSG } from '../validation/messages';
import { LEADS_MSG } from './leads.messages';
import { LEAD_ORIGINS, LEAD_STATUSES } from './leads.rules';

export * from './external-lead.schemas';

/** A calendar day, 'YYYY-MM-DD'. */
const isoDay = z.string({ error: MSG.invalidData }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });

/** `POST v1/vendas/lead/filtro`: a page of leads, filtered by campaign, channel, provider, status and period. */
export const leadListBody = z.object({
  filtro: z
    .object({
      id_campanha: idOf().optional(),
      id_canal: idOf().optional(),
      id_empresa: idOf().optional(),
      status: z.enum(LEAD_STATUSES, { error: MSG.invalidData }).optional(),
      de: isoDay.optional(),
      ate: isoDay.optional(),
      ...pagingFields,
    })
    .refine((f) => !f.de || !f.ate || f.de <= f.ate, { error: LEADS_MSG.periodInvalid, path: ['ate'] })
    .default({ ...FIRST_PAGE }),
});
export type LeadListBody = z.input<typeof leadListBody>;
export type LeadListFilter = NonNullable<LeadListBody['filtro']>;

const named = z.object({ nome: z.string() });

export const lead = z.object({
  id: z.number(),
  nome: z.string(),
  telefone: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  id_empresa: z.number(),
  empresa: named,
  id_campanha: z.number().nullable(),
  campanha: named.nullable(),
  id_canal: z.number().nullable(),
  canal: named.nullable(),
  id_destino: z.number().nullable(),
  destino: named.nullable(),
  id_link: z.number().nullable(),
  origem: z.enum(LEAD_ORIGINS),
  status: z.enum(LEAD_STATUSES),
  valor_venda: z.number().nullable(),
  data_venda: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const leadListResponse = z.object({ total: z.number(), vendas_lead: z.array(lead) });
export type LeadListResponse = z.infer<typeof leadListResponse>;

/** The sale's value in reais (cents at most) and its day; both required once the lead is sold. */
export const saleValueField = z
  .number({ error: LEADS_MSG.saleValueRequired })
  .positive({ error: LEADS_MSG.saleValuePositive })
  .max(999_999_999.99, { error: LEADS_MSG.saleValueMax })
  .transform((v) => Math.round(v * 100) / 100);
export const saleDateField = isoDay;

/** `PUT v1/vendas/lead/:id`: a seller moves the lead on; a sale records its value and day (not in the future). */
export const leadStatusPatch = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: MSG.required }),
    valor_venda: saleValueField.nullish(),
    data_venda: saleDateField.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'vendido') return;
    if (v.valor_venda === null || v.valor_venda === undefined)
      ctx.addIssue({ code: 'custom', path: ['valor_venda'], message: LEADS_MSG.saleValueRequired });
    if (!v.data_venda) ctx.addIssue({ code: 'custom', path: ['data_venda'], message: LEADS_MSG.saleDateRequired });
  });
export type LeadStatusPatch = z.input<typeof leadStatusPatch>;
export const leadUpdateBody = z.object({ object: leadStatusPatch });
export const leadParams = z.object({ id: z.coerce.number({ error: MSG.invalidData }).pipe(idOf()) });
export const leadUpdateResponse = z.object({ update_vendas_lead_by_pk: lead });
