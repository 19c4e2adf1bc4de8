import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { colorField, nameField, requiredText } from '../validation/fields';

/** Category and incident category (spec §3 "Category": ativo, color, icone, titulo). */
export const category = z.object({
  id: z.number(),
  titulo: z.string(),
  icone: z.string(),
  color: z.string(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Category = z.infer<typeof category>;
const fields = { titulo: nameField(80), icone: requiredText().max(60), color: colorField };
export const categoryInput = z.object({ ...fields, ativo: z.boolean().default(false) });
export const categoryPatch = z.object({ ...fields, ativo: z.boolean() }).partial();
export const categoryFilter = z.object({ ...baseFilter, titulo: z.array(z.string().trim().min(1)).min(1).optional() });
