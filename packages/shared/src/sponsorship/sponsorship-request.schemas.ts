import { z } from 'zod';
import { emailField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { normalizePhone } from '../validation/phone';
import { SPONSORSHIP_MSG as M } from './sponsorship.messages';
import { SPONSORSHIP_ASKS, SPONSORSHIP_HONEYPOT, SPONSORSHIP_OFFERS } from './sponsorship.rules';

/*
 * The public request's schemas, apart from the staff ones: the public page loads only these.
 */

const text = (min: number, max: number, minMessage: string = MSG.required) =>
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
    .optional()
    .transform((v) => v || null);

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDay = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });

export const MAX_MONEY = 999_999_999.99;
/** A value in reais, cents at most. */
export const moneyField = (message: string = MSG.required) =>
  z
    .number({ error: message })
    .min(0, { error: MSG.invalidData })
    .max(MAX_MONEY, { error: MSG.invalidData })
    .transform((v) => Math.round(v * 100) / 100);

/** The request's fields, one schema each (the page checks them as typed, the server all at once). */
export const sponsorshipRequestFields = {
  id_empresa: z
    .number({ error: M.providerRequired })
    .int({ error: M.providerRequired })
    .positive({ error: M.providerRequired }),
  evento: text(3, 150, 'Utilize no mínimo 3 caracteres.'),
  data_evento: isoDay,
  cidade: text(2, 120, MSG.min2),
  publico_esperado: z
    .number({ error: M.audiencePositive })
    .int({ error: M.audiencePositive })
    .min(1, { error: M.audiencePositive })
    .max(10_000_000, { error: MSG.invalidData }),
  pedidos: z
    .array(z.enum(SPONSORSHIP_ASKS, { error: MSG.invalidData }), { error: M.askRequired })
    .min(1, { error: M.askRequired })
    .max(SPONSORSHIP_ASKS.length, { error: MSG.invalidData }),
  valor_pedido: moneyField(M.amountRequired).nullish(),
  descricao_pedido: optionalText(1000),
  contrapartidas: z
    .array(z.enum(SPONSORSHIP_OFFERS, { error: MSG.invalidData }), { error: M.offerRequired })
    .min(1, { error: M.offerRequired })
    .max(SPONSORSHIP_OFFERS.length, { error: MSG.invalidData }),
  descricao_contrapartida: optionalText(1000),
  organizador: text(2, 120, MSG.min2),
  organizacao: optionalText(120),
  email: emailField,
  /** A Brazilian phone, fixed or mobile, kept as its digits. */
  telefone: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .max(20, { error: MSG.phone })
    .transform((v) => normalizePhone(v) ?? '')
    .refine((v) => /^[1-9]{2}\d{8,9}$/.test(v), { error: MSG.phone }),
};

/**
 * The request's data (the multipart field `dados`, JSON). The event's day is checked against today by
 * the server (`sponsorshipDayProblem`), as the page does.
 */
export const sponsorshipRequestBody = z
  .object({
    ...sponsorshipRequestFields,
    [SPONSORSHIP_HONEYPOT]: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.pedidos.includes('dinheiro') && (v.valor_pedido === null || v.valor_pedido === undefined))
      ctx.addIssue({ code: 'custom', path: ['valor_pedido'], message: M.amountRequired });
  });
export type SponsorshipRequestBody = z.input<typeof sponsorshipRequestBody>;
export type SponsorshipRequestValues = z.output<typeof sponsorshipRequestBody>;

/** Whether the event's day can be asked for: today or later (days in São Paulo). */
export function sponsorshipDayProblem(day: string, today: string): string | null {
  return day < today ? M.eventDatePast : null;
}

export const sponsorshipRequestResponse = z.object({ protocolo: z.string() });
export type SponsorshipRequestResponse = z.infer<typeof sponsorshipRequestResponse>;

/** The providers an organizer may ask, with the flag the address `/patrocinios/:provedor` names. */
export const sponsorshipProvidersResponse = z.object({
  provedores: z.array(z.object({ id: z.number(), nome: z.string(), flag: z.string() })),
});
export type SponsorshipProvidersResponse = z.infer<typeof sponsorshipProvidersResponse>;
