import { z } from 'zod';
import { MSG } from '../validation/messages';

/** `PUT v1/rh/departamento/{id}`: the department fields an HR manager edits. */
export const updateDepartmentBody = z
  .object({
    nome: z.string({ error: MSG.required }).trim().min(2, { error: MSG.min2 }).optional(),
    ativo: z.boolean().optional(),
  })
  .refine((b) => b.nome !== undefined || b.ativo !== undefined, { error: MSG.invalidData });
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBody>;

export const updateDepartmentResponse = z.object({
  update_rh_departamento_by_pk: z.object({
    id: z.number(),
    nome: z.string(),
    ativo: z.boolean(),
    id_empresa: z.number(),
  }),
});
