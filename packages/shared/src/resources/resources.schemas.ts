import { z } from 'zod';
import { recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField, nameField } from '../validation/fields';
import { RESOURCES_MSG } from './resources.messages';
import { BOOKING_MAX_DAYS, BOOKING_MAX_HOURS, minutesOf, RESOURCE_KINDS } from './resources.rules';

/** A company resource that people book (docs/route-map.md): a room, a projector … of one provider company. */
export const resource = z.object({
  id: z.number(),
  nome: z.string(),
  tipo: z.enum(RESOURCE_KINDS),
  local: z.string(),
  capacidade: z.number().nullable(),
  id_empresa: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Resource = z.infer<typeof resource>;

const fields = {
  nome: nameField(80),
  tipo: z.enum(RESOURCE_KINDS, { error: MSG.required }),
  local: z.string().trim().max(120, { error: 'Utilize no máximo 120 caracteres.' }),
  capacidade: z
    .number()
    .int({ error: RESOURCES_MSG.capacity })
    .min(1, { error: RESOURCES_MSG.capacity })
    .max(500, { error: RESOURCES_MSG.capacity })
    .nullable(),
  id_empresa: idField,
  ativo: z.boolean(),
};

export const resourceInput = z.object({
  ...fields,
  local: fields.local.default(''),
  capacidade: fields.capacidade.default(null),
  ativo: fields.ativo.default(true),
});
export const resourcePatch = z.object(fields).partial();
export const resourceFilter = z.object({
  id: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
  tipo: z.enum(RESOURCE_KINDS).optional(),
  id_empresa: z.number().int().positive().optional(),
});

/** A calendar day 'yyyy-mm-dd' that exists. */
const dayField = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData })
  .refine((day) => !Number.isNaN(Date.parse(day)) && new Date(Date.parse(day)).toISOString().startsWith(day), {
    error: MSG.invalidData,
  });

const timeField = z.string({ error: MSG.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: RESOURCES_MSG.time });

/** A new booking: one resource, one São Paulo day, from a time to a later one, with a subject. */
export const bookingInput = z
  .object({
    id_recurso: idField,
    dia: dayField,
    inicio: timeField,
    fim: timeField,
    assunto: nameField(120),
  })
  .superRefine((value, ctx) => {
    const minutes = minutesOf(value.fim) - minutesOf(value.inicio);
    if (minutes <= 0) ctx.addIssue({ code: 'custom', path: ['fim'], message: RESOURCES_MSG.endBeforeStart });
    else if (minutes > BOOKING_MAX_HOURS * 60)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: RESOURCES_MSG.tooLong });
  });
export type BookingInput = z.input<typeof bookingInput>;

/** The bookings of some days (at most a month), of one resource or of all. */
export const bookingsQuery = z
  .object({ de: dayField, ate: dayField, id_recurso: z.coerce.number().int().positive().optional() })
  .refine((q) => q.ate >= q.de, { path: ['ate'], message: RESOURCES_MSG.endBeforeStart })
  .refine((q) => Date.parse(q.ate) - Date.parse(q.de) <= BOOKING_MAX_DAYS * 86_400_000, {
    path: ['ate'],
    message: RESOURCES_MSG.rangeTooLong,
  });

export const booking = z.object({
  id: z.number(),
  id_recurso: z.number(),
  recurso: z.string(),
  inicio: z.string(),
  fim: z.string(),
  assunto: z.string(),
  id_usuario: z.number(),
  usuario: z.string(),
  /** The caller may cancel it: theirs, or the caller manages the resources. */
  cancelavel: z.boolean(),
});
export type Booking = z.infer<typeof booking>;

export const bookingsResponse = z.object({ rh_recurso_reserva: z.array(booking) });
export const bookingCreatedResponse = z.object({ insert_rh_recurso_reserva_one: booking });
export const bookingCancelledResponse = z.object({ delete_rh_recurso_reserva_by_pk: z.object({ id: z.number() }) });
