import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { LEAD_KINDS } from '../sales/pipeline.rules';
import { MSG } from '../validation/messages';
import { SALES_REPORTS_MSG as TEXT } from './sales-reports.messages';
import { SALES_REPORT_MAX_DAYS, daysInPeriod } from './sales-reports.rules';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: TEXT.invalidDay })
  .regex(DAY, { error: TEXT.invalidDay })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: TEXT.invalidDay });
const optionalId = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData })
  .optional();
/** A place name: trimmed, up to 120 characters; an empty one is no filter. */
export const PLACE_MAX = 120;
const place = z
  .string({ error: MSG.invalidData })
  .trim()
  .max(PLACE_MAX, { error: TEXT.textTooLong(PLACE_MAX) })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The filters of every sales report (each reads those that make sense for it): provider and period
 * (`de`–`ate`, São Paulo days; by default the last 30 days), and the details' keys.
 */
const filterFields = {
  id_empresa: optionalId,
  de: day.optional(),
  ate: day.optional(),
  id_campanha: optionalId,
  id_canal: optionalId,
  id_vendedor: optionalId,
  cidade: place,
  bairro: place,
  rua: place,
  /** The lead's kind (new customer, upgrade, downgrade). */
  tipo: z.enum(LEAD_KINDS, { error: MSG.invalidData }).optional(),
};

function checkPeriod(q: { de?: string; ate?: string }, ctx: z.RefinementCtx) {
  if (q.de && q.ate && q.de > q.ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: TEXT.periodOrder });
  else if (q.de && q.ate && daysInPeriod(q.de, q.ate) > SALES_REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['ate'], message: TEXT.periodTooLong(SALES_REPORT_MAX_DAYS) });
}

export const salesReportFilter = z.object(filterFields).superRefine(checkPeriod);
export type SalesReportFilter = z.output<typeof salesReportFilter>;
export type SalesReportFilterInput = z.input<typeof salesReportFilter>;

/** A page of a report: its filters and the rows asked. */
export const salesReportPageQuery = z
  .object({ ...filterFields, limit: pageLimit('query'), offset: pageOffset('query') })
  .superRefine(checkPeriod);
export type SalesReportPageQuery = z.input<typeof salesReportPageQuery>;

/** The figures of a group (and of the whole filter): sums, and ratios computed from the sums. */
export const salesFigures = z.object({
  leads: z.number(),
  vendas: z.number(),
  faturamento: z.number(),
  /** vendas ÷ leads (shared `conversionOf`); null without leads. */
  conversao: z.number().nullable(),
  /** Campaign results' investment (campaign and channel reports); null where the report has none. */
  investimento: z.number().nullable(),
  /** faturamento ÷ investimento (shared `roasOf`). */
  roas: z.number().nullable(),
  /** Leads with a first contact (sellers' reports). */
  contatados: z.number().nullable(),
  /** Mean hours from the lead to its first contact, of the contacted leads (sellers' reports). */
  horas_primeiro_contato: z.number().nullable(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** A row of a grouped report: its key and label, what it names (ids, place) and its figures. */
export const salesReportRow = salesFigures.extend({
  chave: z.string(),
  rotulo: z.string(),
  id_campanha: z.number().nullable(),
  id_canal: z.number().nullable(),
  id_empresa: z.number().nullable(),
  id_vendedor: z.number().nullable(),
  campanha: z.string().nullable(),
  canal: z.string().nullable(),
  empresa: z.string().nullable(),
  cidade: z.string().nullable(),
  bairro: z.string().nullable(),
  rua: z.string().nullable(),
  /** The profile report's dimension (PROFILE_DIMENSIONS). */
  dimensao: z.string().nullable(),
});
export type SalesReportRow = z.infer<typeof salesReportRow>;

/** A page of a grouped report: the number of groups, the page's rows, the whole filter's figures. */
export const salesReportPage = z.object({
  de: z.string(),
  ate: z.string(),
  total: z.number(),
  dados: z.array(salesReportRow),
  soma: salesFigures,
});
export type SalesReportPage = z.infer<typeof salesReportPage>;

/** Every row of a report's filter, up to SALES_REPORT_EXPORT_MAX (`truncado` when there were more). */
export const salesReportAll = salesReportPage.extend({ truncado: z.boolean() });

/** `GET /v1/vendas/relatorios/painel`: the week's figures, the previous week's, per day and per week. */
export const dashboardResponse = z.object({
  semana: z.object({ de: z.string(), ate: z.string() }),
  atual: salesFigures,
  anterior: salesFigures,
  dias: z.array(z.object({ dia: z.string(), leads: z.number(), vendas: z.number() })),
  semanas: z.array(
    z.object({ semana: z.string(), leads: z.number(), vendas: z.number(), conversao: z.number().nullable() }),
  ),
  canais: z.array(salesReportRow),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** A campaign in a channel and provider (`details-campaign`): path ids. */
export const campaignDetailsParams = z.object({
  id_campanha: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
  id_canal: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
  id_empresa: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
});

/** Its figures for the period, and per week. */
export const campaignDetailsResponse = z.object({
  de: z.string(),
  ate: z.string(),
  campanha: z.string(),
  canal: z.string(),
  empresa: z.string(),
  soma: salesFigures,
  semanas: z.array(salesReportRow),
});
export type CampaignDetailsResponse = z.infer<typeof campaignDetailsResponse>;

/** A lead of the campaign (its leads, paged). */
export const campaignLeadRow = z.object({
  id: z.number(),
  nome: z.string(),
  status: z.string(),
  origem: z.string(),
  created_at: z.string(),
  valor_venda: z.number().nullable(),
  data_venda: z.string().nullable(),
});
export const campaignLeadsPage = z.object({ total: z.number(), dados: z.array(campaignLeadRow) });
export type CampaignLeadRow = z.infer<typeof campaignLeadRow>;
