import { z } from 'zod';
import { ParseError, parseBrDate, parseBrNumber } from '../format/parse';
import { idField } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';
import { CAMPAIGN_RESULTS_MSG as TEXT, RESULT_MAX } from './campaign-results.messages';
import { missingFieldsMessage, missingResultFields } from './campaign-results.rules';

const emptyValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A figure of a result as the form holds it ('1.234', '1.234,56') or as a number. Empty gives
 * undefined (dropped on create, zero on edit); otherwise a non-negative number (a whole one for
 * counts, at most two decimals for money) up to 1.000.000, with the spec's texts.
 */
function resultFigure(maxMessage: string, kind: 'count' | 'money') {
  return z
    .union([z.number(), z.string(), z.null()], { error: MSG.invalidData })
    .optional()
    .transform((raw, ctx): number | undefined => {
      if (emptyValue(raw)) return undefined;
      let value: number;
      try {
        value = parseBrNumber(raw as string | number);
      } catch {
        ctx.addIssue({ code: 'custom', message: TEXT.invalidNumber(raw) });
        return z.NEVER;
      }
      const precise =
        kind === 'count' ? Number.isInteger(value) : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
      if (value < 0 || !precise) {
        ctx.addIssue({ code: 'custom', message: TEXT.invalidNumber(raw) });
        return z.NEVER;
      }
      if (value > RESULT_MAX) {
        ctx.addIssue({ code: 'custom', message: maxMessage });
        return z.NEVER;
      }
      return value;
    });
}

/** A day of a period: 'dd/MM/yyyy' or 'yyyy-MM-dd', written 'yyyy-MM-dd'. */
const periodDay = z
  .string({ error: TEXT.invalidDate })
  .nullable()
  .optional()
  .transform((raw, ctx): string | undefined => {
    if (emptyValue(raw)) return undefined;
    try {
      return parseBrDate(raw!);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof ParseError ? error.message : TEXT.invalidDate });
      return z.NEVER;
    }
  });

const optionalId = z
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData })
  .nullable()
  .optional();

/** The figures of a result: the form's rules and the server's checks. */
export const resultFigures = {
  impressoes: resultFigure(TEXT.maxImpressions, 'count'),
  cliques: resultFigure(TEXT.maxClicks, 'count'),
  conversas_iniciadas: resultFigure(TEXT.maxConversations, 'count'),
  investimento: resultFigure(TEXT.maxInvestment, 'money'),
};

const resultFields = {
  id_empresa: optionalId,
  id_canal: optionalId,
  periodo_inicio: periodDay,
  periodo_fim: periodDay,
  /** Sent by the form as the spec has it; the server writes the label of the dates itself. */
  periodo: z.string().max(40).optional(),
  /** Sent by the form as the spec has it; the server records the acting user. */
  id_usuario: z.number().int().nullable().optional(),
  ...resultFigures,
};

type Checked = { id_empresa?: number | null; id_canal?: number | null; periodo_inicio?: string; periodo_fim?: string };

/** Provider, period and channel are required (one text naming every missing one), and the period must not end before it starts. */
function checkResult(value: Checked, ctx: z.RefinementCtx) {
  const missing = missingResultFields(value);
  if (missing.length) {
    const message = missingFieldsMessage(missing);
    const paths = { Provedor: 'id_empresa', Período: 'periodo_inicio', Canal: 'id_canal' } as Record<string, string>;
    for (const label of missing) ctx.addIssue({ code: 'custom', path: [paths[label]], message });
  }
  if (value.periodo_inicio && value.periodo_fim && value.periodo_fim < value.periodo_inicio) {
    ctx.addIssue({ code: 'custom', path: ['periodo_fim'], message: TEXT.invalidRange });
  }
}

type Required<T> = Omit<T, 'id_empresa' | 'id_canal' | 'periodo_inicio' | 'periodo_fim'> & {
  id_empresa: number;
  id_canal: number;
  periodo_inicio: string;
  periodo_fim: string;
};
const required = <T extends Checked>(value: T) => value as unknown as Required<T>;

/** `POST v1/vendas/campanha/resultado/insert` `{ object }`: a new result of a campaign (empty figures dropped). */
export const resultInput = z
  .object({ id_campanha: idField(TEXT.campaignNotFound), ...resultFields })
  .superRefine(checkResult)
  .transform(required);
export type ResultInput = z.input<typeof resultInput>;
export type ResultValues = z.output<typeof resultInput>;

/** `PUT /v1/lead/resultado/campanha/{id_result}` `{ object }`: the whole result again, with who edits it. */
export const resultUpdate = z
  .object({ ...resultFields, id_usuario_updater: z.number().int().nullable().optional() })
  .superRefine(checkResult)
  .transform(required);
export type ResultUpdate = z.input<typeof resultUpdate>;
export type ResultUpdateValues = z.output<typeof resultUpdate>;

const eq = z.object({
  _eq: z.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData }),
});

/** `POST /v1/leads/relatorio/listar/resultado/campanha`: optional filters by the result's id or its campaign. */
export const resultListBody = z
  .object({ filtro: z.object({ id: eq.optional(), id_campanha: eq.optional() }).optional() })
  .nullable()
  .optional();
export type ResultListBody = z.input<typeof resultListBody>;

const ratio = z.number().nullable();

/** A result as the list reads it: its fields, and what the leads of its period add (spec §3). */
export const resultRow = z.object({
  id: z.number(),
  periodo: z.string(),
  periodo_inicio: z.string(),
  periodo_fim: z.string(),
  id_campanha: z.number(),
  id_canal: z.number(),
  id_empresa: z.number(),
  id_usuario: z.number().nullable(),
  impressoes: z.number(),
  cliques: z.number(),
  conversas_iniciadas: z.number(),
  investimento: z.number(),
  provedor: z.string(),
  canal: z.string(),
  faturamento: z.number(),
  total_impressoes: z.number(),
  total_cliques: z.number(),
  total_leads: z.number(),
  total_vendas: z.number(),
  valor_investido: z.number(),
  custo_por_clique: ratio,
  custo_por_leads: ratio,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResultRow = z.infer<typeof resultRow>;

export const resultListResponse = z.object({ relatorio_listar_resultado_campanha: z.array(resultRow) });

/** `GET v1/leads/resultado/campanha/canal/{channelId}`: the results of a channel, optionally of one campaign and provider. */
export const channelResultsParams = z.object({
  channelId: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
});
export const channelResultsQuery = z.object({
  idCampaign: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData })
    .optional(),
  idEmpresa: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData })
    .optional(),
});
export const channelResult = z.object({
  id: z.number(),
  periodo: z.string(),
  periodo_inicio: z.string(),
  periodo_fim: z.string(),
  id_canal: z.number(),
  id_empresa: z.number(),
  campanha: z.object({ id: z.number(), nome: z.string() }),
});
export type ChannelResult = z.infer<typeof channelResult>;
export const channelResultsResponse = z.object({ vendas_campanha_resultado: z.array(channelResult) });

export const resultIdParams = z.object({
  id_result: z.coerce
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData }),
});
export const resultSaved = z.object({ id: z.number(), periodo: z.string() });
export const resultCreateBody = z.object({ object: resultInput });
export const resultCreateResponse = z.object({ insert_vendas_campanha_resultado_one: resultSaved });
export const resultUpdateBody = z.object({ object: resultUpdate });
export const resultUpdateResponse = z.object({ update_vendas_campanha_resultado_by_pk: resultSaved });
