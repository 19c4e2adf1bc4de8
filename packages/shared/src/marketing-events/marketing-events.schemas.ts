import { z } from 'zod';
import { MSG } from '../validation/messages';
import { optionalUrlField, requiredText } from '../validation/fields';
import { EVENT_TEXT_MAX, MARKETING_EVENTS_MSG } from './marketing-events.messages';

const text = (max: number) =>
  requiredText(MSG.required).pipe(z.string().max(max, { error: `Utilize no máximo ${max} caracteres.` }));
/** A `date` column: 'yyyy-mm-dd'. The end may not precede the start: the table's `valida_datas` check says so. */
const day = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .pipe(z.iso.date({ error: MARKETING_EVENTS_MSG.invalidDate }));
const city = z.number({ error: MSG.required }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData });
/** The event's site: empty (none) or an http(s) address. */
const site = optionalUrlField.pipe(z.string().max(EVENT_TEXT_MAX.site, { error: MSG.url })).nullish();
const status = z.boolean({ error: MSG.invalidData });

/**
 * `POST v1/marketing/eventos` (spec §7): cidade, endereco, evento, local, site_evento, data_inicio,
 * data_fim, status. `local` and `endereco` are the columns `nome_do_local` and `endereco_do_local`.
 */
export const eventInput = z.object({
  evento: text(EVENT_TEXT_MAX.evento),
  site_evento: site,
  data_inicio: day,
  data_fim: day,
  local: text(EVENT_TEXT_MAX.local),
  endereco: text(EVENT_TEXT_MAX.endereco),
  cidade: city,
  status: status.default(true),
});
export type EventInput = z.input<typeof eventInput>;
export type EventValues = z.output<typeof eventInput>;

/** The columns an edit writes (`site_evento` '' is no site). */
export type EventColumns = {
  evento?: string;
  data_inicio?: string;
  data_fim?: string;
  nome_do_local?: string;
  endereco_do_local?: string;
  cidade?: number;
  site_evento?: string | null;
  status?: boolean;
};

/** The two spellings of the fields an edit takes (spec §3): the column's and the form's. */
const ALIASES = [
  ['nome_do_local', 'local'],
  ['endereco_do_local', 'endereco'],
  ['site_evento', 'site_do_evento'],
] as const;

/**
 * `PATCH v1/marketing/eventos/{id}` body `object` (spec §7): any of the fields, each under either
 * spelling — the list's status toggle sends nome_do_local, endereco_do_local, site_do_evento; the
 * edit form local, endereco, site_evento. One field given twice with two values is refused.
 */
export const eventPatch = z
  .object({
    evento: text(EVENT_TEXT_MAX.evento).optional(),
    data_inicio: day.optional(),
    data_fim: day.optional(),
    nome_do_local: text(EVENT_TEXT_MAX.local).optional(),
    local: text(EVENT_TEXT_MAX.local).optional(),
    endereco_do_local: text(EVENT_TEXT_MAX.endereco).optional(),
    endereco: text(EVENT_TEXT_MAX.endereco).optional(),
    cidade: city.optional(),
    site_evento: site,
    site_do_evento: site,
    status: status.optional(),
  })
  .superRefine((patch, ctx) => {
    for (const [column, alias] of ALIASES) {
      if (
        patch[column] !== undefined &&
        patch[alias] !== undefined &&
        (patch[column] || null) !== (patch[alias] || null)
      ) {
        ctx.addIssue({ code: 'custom', path: [alias], message: MSG.invalidData });
      }
    }
  })
  .transform((patch): EventColumns => {
    const { local, endereco, site_do_evento, nome_do_local, endereco_do_local, site_evento, ...rest } = patch;
    const columns: EventColumns = { ...rest };
    const placeName = nome_do_local ?? local;
    const address = endereco_do_local ?? endereco;
    const siteValue = site_evento !== undefined ? site_evento : site_do_evento;
    if (placeName !== undefined) columns.nome_do_local = placeName;
    if (address !== undefined) columns.endereco_do_local = address;
    if (siteValue !== undefined) columns.site_evento = siteValue || null;
    for (const key of Object.keys(columns) as (keyof EventColumns)[])
      if (columns[key] === undefined) delete columns[key];
    return columns;
  });
export type EventPatch = z.input<typeof eventPatch>;

/** An event as the calls answer it, with its city's name. */
export const marketingEvent = z.object({
  id: z.number(),
  created_at: z.string(),
  evento: z.string(),
  data_inicio: z.string(),
  data_fim: z.string(),
  nome_do_local: z.string(),
  endereco_do_local: z.string(),
  cidade: z.number(),
  cidade_provedor: z.object({ nome: z.string() }),
  site_evento: z.string().nullable(),
  status: z.boolean(),
});
export type MarketingEvent = z.infer<typeof marketingEvent>;

export const eventListResponse = z.object({ rh_marketing_eventos: z.array(marketingEvent) });
export const eventCreatedResponse = z.object({ insert_rh_marketing_eventos_one: z.object({ id: z.number() }) });
export const eventUpdatedResponse = z.object({ update_rh_marketing_eventos_by_pk: marketingEvent });
export const eventDeletedResponse = z.object({ delete_rh_marketing_eventos_by_pk: z.object({ id: z.number() }) });
