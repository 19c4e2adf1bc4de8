import { z } from 'zod';

/** The timestamps every record answers, as ISO strings. */
export const recordTimes = { created_at: z.string(), updated_at: z.string() };

/** Equality filters every record type takes: by id, by active flag. */
export const baseFilter = { id: z.number().int().positive().optional(), ativo: z.boolean().optional() };

/** Names, any of, compared without case. */
export const namesFilter = z.array(z.string().trim().min(1)).min(1).optional();
