import { z } from 'zod';
import { MSG } from '../validation/messages';
import { COMPANY_CALENDAR_MSG } from './company-calendar.messages';

/**
 * What the calendar shows, in the order of the filter: holidays, birthdays and company anniversaries
 * of colleagues, onboarding start days (HR) and marketing events (marketing).
 */
export const CALENDAR_KINDS = ['feriado', 'aniversario', 'tempo_de_casa', 'onboarding', 'evento_marketing'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest span one call of the screen asks for: a month view is six weeks. */
export const MAX_CALENDAR_SPAN_DAYS = 62;

const day = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });

/**
 * One event of the calendar, all day long, from `data` to `data_fim` (inclusive, the same day for
 * one-day events). `id` is stable across calls and feeds (the iCalendar UID is made from it).
 * `id_pessoa`: the colleague of a birthday, an anniversary or an onboarding (their contact page).
 */
export const calendarEvent = z.object({
  id: z.string(),
  tipo: z.enum(CALENDAR_KINDS),
  data: z.string(),
  data_fim: z.string(),
  titulo: z.string(),
  detalhe: z.string().nullable(),
  id_pessoa: z.number().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** `GET /v1/calendario/eventos?inicio&fim`: the days shown, at most MAX_CALENDAR_SPAN_DAYS. */
export const calendarEventsQuery = z
  .object({ inicio: day, fim: day })
  .refine((q) => q.fim >= q.inicio, { path: ['fim'], error: COMPANY_CALENDAR_MSG.endBeforeStart })
  .refine((q) => Date.parse(q.fim) - Date.parse(q.inicio) <= MAX_CALENDAR_SPAN_DAYS * 86_400_000, {
    path: ['fim'],
    error: COMPANY_CALENDAR_MSG.spanTooLong,
  });

/** The events of the days asked, and the kinds this user may see (the filter's choices). */
export const calendarEventsResponse = z.object({
  eventos: z.array(calendarEvent),
  tipos: z.array(z.enum(CALENDAR_KINDS)),
});

/** The user's own settings: whether colleagues see their birthday, and whether a feed address exists. */
export const calendarSettings = z.object({
  ocultar_aniversario: z.boolean(),
  assinatura: z.object({ criada_em: z.string() }).nullable(),
});
export type CalendarSettings = z.infer<typeof calendarSettings>;

export const calendarSettingsResponse = z.object({ preferencias: calendarSettings });

/** `PUT /v1/calendario/preferencias`. */
export const calendarSettingsInput = z.object({ ocultar_aniversario: z.boolean({ error: MSG.required }) });

/**
 * A new feed address (`POST /v1/calendario/assinatura`). The secret in it is kept only as a hash: this
 * is the one answer that carries it.
 */
export const calendarSubscriptionResponse = z.object({
  assinatura: z.object({ url: z.string(), webcal: z.string(), criada_em: z.string() }),
});

export const calendarRevokeResponse = z.object({ revogada: z.boolean() });
