import { z } from 'zod';
import { ParseError, parseBrDate } from '../format/parse';
import { RESULT_CHANNEL_NAMES } from '../sales/channel.schemas';
import { MSG } from '../validation/messages';
import { reportMetrics } from './report-metrics';

/** At most this many months in the synthetic table and periods in the weekly ones (marketing spec §9). */
export const SYNTHETIC_MONTHS = 3;
export const WEEKLY_PERIODS = 5;

const positiveId = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });

/** The day the report is read at ('yyyy-MM-dd' or 'dd/MM/yyyy'); today when absent. */
const referenceDay = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return undefined;
    try {
      return parseBrDate(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as ParseError).message });
      return z.NEVER;
    }
  });

/** What every report reads: one campaign (all when absent) as of a day (today when absent). */
export const reportQuery = z.object({ idCampaign: positiveId.optional(), referencia: referenceDay });
export type ReportQuery = z.input<typeof reportQuery>;
export const providerParams = z.object({ provider: positiveId });

const resultChannel = z.enum(RESULT_CHANNEL_NAMES, { error: MSG.invalidData });

/** `POST …/semanal/detalhado/v2`: one channel, every provider. */
export const detailedBody = z.object({
  canal: resultChannel,
  idCampaign: z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .positive({ error: MSG.invalidData })
    .optional(),
  referencia: referenceDay,
});
export type DetailedBody = z.input<typeof detailedBody>;
/** `POST …/semanal/detalhado/v2/empresa`: one channel of one provider. */
export const detailedProviderBody = detailedBody.extend({
  empresa: z.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData }),
});
export type DetailedProviderBody = z.input<typeof detailedProviderBody>;

/** A column of a report table: a month, a period or a channel, with its figures. */
export const reportColumn = z.object({
  rotulo: z.string(),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  metricas: reportMetrics,
});
export type ReportColumn = z.infer<typeof reportColumn>;
/** A report table: its columns, oldest first, and their total (null without columns). */
export const reportTable = z.object({ colunas: z.array(reportColumn), total: reportMetrics.nullable() });
export type ReportTable = z.infer<typeof reportTable>;

export const syntheticResponse = z.object({ relatorio_sintetico: reportTable });
export const consolidatedResponse = z.object({ relatorio_semanal_consolidado: reportTable });
export const detailedResponse = z.object({ relatorio_semanal_detalhado: reportTable.extend({ canal: resultChannel }) });
export const comparisonResponse = z.object({ relatorio_comparativo: reportTable });

/** The weekly figures of the charts (the synthetic window), per provider and in total. */
export const chartsData = z.object({
  periodos: z.array(z.object({ rotulo: z.string(), inicio: z.string(), fim: z.string() })),
  provedores: z.array(z.object({ id: z.number(), nome: z.string(), metricas: z.array(reportMetrics) })),
  total: z.array(reportMetrics),
});
export type ChartsData = z.infer<typeof chartsData>;
export const chartsResponse = z.object({ relatorio_graficos: chartsData });
