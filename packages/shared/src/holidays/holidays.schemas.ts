import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { nameField, ufField } from '../validation/fields';

/** Holiday types and the recurrence choices (spec §9). */
export const HOLIDAY_TYPES = ['Municipal', 'Estadual', 'Nacional'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** Whether a holiday type takes a state (Estadual, Municipal) and cities (Municipal only), spec §4. */
export const holidayTakesState = (tipo: unknown) => tipo === 'Estadual' || tipo === 'Municipal';
export const holidayTakesCities = (tipo: unknown) => tipo === 'Municipal';

/**
 * Month and day only: 'YYYY-MM-DD' (a picked date, the year dropped) or 'MM-DD' become 'MM-DD'; an
 * impossible day (31/04) is refused.
 */
export const holidayDate = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^(\d{4}-)?\d{2}-\d{2}$/, { error: MSG.required })
  .transform((v) => v.slice(-5))
  .refine(
    (v) => {
      const [month, day] = v.split('-').map(Number);
      return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
    },
    { error: 'Data inválida' },
  );

/** Holiday (spec §3): data 'MM-DD', tipo, uf, municipio, recorrencia_anual, ativo. */
export const holiday = z.object({
  id: z.number(),
  nome: z.string(),
  data: z.string(),
  tipo: z.enum(HOLIDAY_TYPES),
  uf: z.string().nullable(),
  municipio: z.string().nullable(),
  recorrencia_anual: z.boolean(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Holiday = z.infer<typeof holiday>;

type Place = { tipo?: HolidayType; uf?: string | null; municipio?: string | null; municipios?: string[] };

/** The state and city rules of §4/§5, on whatever fields are given (a new holiday, an edit). */
function checkPlace(value: Place, ctx: z.RefinementCtx) {
  if (value.tipo === 'Estadual' && !value.uf) ctx.addIssue({ code: 'custom', path: ['uf'], message: MSG.required });
  if (value.tipo === 'Municipal' && value.municipios !== undefined && value.municipios.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['municipios'], message: MSG.selectCities });
  }
  if (value.tipo === 'Municipal' && value.municipio === null)
    ctx.addIssue({ code: 'custom', path: ['municipio'], message: MSG.selectCities });
}

/** Nacional drops the state and cities; Estadual drops the cities (they cannot be chosen, §4). */
export function dropPlace<T extends Place>(value: T): T {
  if (value.tipo === 'Nacional')
    return { ...value, uf: null, ...(value.municipios ? { municipios: [] } : {}), municipio: null };
  if (value.tipo === 'Estadual') return { ...value, ...(value.municipios ? { municipios: [] } : {}), municipio: null };
  return value;
}

const common = {
  nome: nameField(),
  data: holidayDate,
  tipo: z.enum(HOLIDAY_TYPES, { error: MSG.required }),
  uf: ufField.nullable().optional(),
  recorrencia_anual: z.boolean(),
  ativo: z.boolean(),
};

/** A new holiday: a municipal one names one or more cities and becomes one record per city. */
export const holidayInput = z
  .object({
    ...common,
    recorrencia_anual: common.recorrencia_anual.default(false),
    ativo: common.ativo.default(false),
    municipios: z.array(z.string().trim().min(1)).max(500).default([]),
  })
  .superRefine(checkPlace);
export type HolidayInput = z.input<typeof holidayInput>;

/** An edit of one holiday record (one city). */
export const holidayPatch = z
  .object({ ...common, municipio: z.string().trim().min(1).nullable() })
  .partial()
  .superRefine(checkPlace);

export const holidayFilter = z.object({
  ...baseFilter,
  tipo: z.enum(HOLIDAY_TYPES).optional(),
  uf: z.string().optional(),
});
