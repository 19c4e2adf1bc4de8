import { z } from 'zod';
import { idField, pagingFields } from '../onboarding/common.schemas';
import { FIRST_PAGE } from '../api/paging';
import { MSG } from '../validation/messages';
import { SHIFT_CODES } from '../communication-scale/shifts';

export const CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type DeliveryChannel = (typeof CHANNELS)[number];
export const DELIVERY_STATUSES = ['pendente', 'enviada', 'falhou'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDay = z
  .string({ error: MSG.invalidData })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData })
  .refine(
    (day) => {
      const [y, m, d] = day.split('-').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: MSG.invalidData },
  );
const channelCounts = z.object({ email: z.number(), whatsapp: z.number(), sms: z.number() });

const idParam = z.coerce.number({ error: MSG.invalidData }).pipe(idField());
export const ruleParams = z.object({ id: idParam });
export const campaignParams = z.object({ id: idParam });

/** "Quem recebe": who a rule would send to on a day, after restrictions, before anything is sent. */
export const recipientsBody = z.object({ data: isoDay });
export const recipient = z.object({
  id: z.number(),
  codpessoa: z.string(),
  nome_razaosocial: z.string(),
  canais: z.array(z.enum(CHANNELS)),
});
export const recipientsResponse = z.object({
  data: isoDay,
  /** Customers who would receive on each channel. */
  contagem: channelCounts,
  /** Customers who would receive on at least one channel. */
  total: z.number(),
  /** The first 20 of them, by code. */
  clientes: z.array(recipient),
});
export type RecipientsResponse = z.infer<typeof recipientsResponse>;

/** The deliveries of a campaign: a page of rows, filtered, and the counts per day and channel. */
export const deliveriesBody = z.object({
  filtro: z
    .object({
      de: isoDay.optional(),
      ate: isoDay.optional(),
      canal: z.enum(CHANNELS, { error: MSG.invalidData }).optional(),
      status: z.enum(DELIVERY_STATUSES, { error: MSG.invalidData }).optional(),
      regra_id: idField().optional(),
      ...pagingFields,
    })
    .default({ ...FIRST_PAGE }),
});
export type DeliveriesBody = z.input<typeof deliveriesBody>;
export const delivery = z.object({
  id: z.number(),
  data_envio: isoDay,
  turno: z.enum(SHIFT_CODES as ['M', 'T', 'N']),
  regra_id: z.number().nullable(),
  canal: z.enum(CHANNELS),
  codpessoa: z.string(),
  cliente: z.string(),
  destino: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  motivo: z.string().nullable(),
  enviado_em: z.string().nullable(),
});
export type Delivery = z.infer<typeof delivery>;
export const deliveriesResponse = z.object({
  total: z.number(),
  comunicacao_entrega: z.array(delivery),
  por_dia: z.array(z.object({ data: isoDay, canal: z.enum(CHANNELS), quantidade: z.number() })),
});
export type DeliveriesResponse = z.infer<typeof deliveriesResponse>;

/** "Executar turno agora" (superadmin): plans and sends today's slot of a shift; nothing is sent twice. */
export const runShiftBody = z.object({ turno: z.enum(SHIFT_CODES as ['M', 'T', 'N'], { error: MSG.invalidData }) });
export const runShiftResponse = z.object({
  /** Whether this was the slot's first run (false when the schedule, another instance or a click ran it before). */
  executado: z.boolean(),
  janela: z.string(),
  /** Deliveries this run planned (0 when everything due was planned before). */
  planejadas: z.number(),
  enviadas: z.number(),
  falhas: z.number(),
});
export type RunShiftResponse = z.infer<typeof runShiftResponse>;
