import { z } from 'zod';
import { MSG } from '../validation/messages';
import { isGrantableRole } from '../users/users.rules';

/** An access profile: a named set of roles applied to users (`/access-profiles`). */
export const accessProfileRow = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  roles: z.array(z.string()),
  /** How many people it is applied to. */
  usuarios: z.number(),
});
export type AccessProfileRow = z.infer<typeof accessProfileRow>;

export const accessProfileBody = z.object({
  nome: z
    .string({ error: MSG.required })
    .trim()
    .min(2, { error: MSG.min2 })
    .max(80, { error: 'Utilize no máximo 80 caracteres.' }),
  ativo: z.boolean().default(true),
  roles: z
    .array(z.string().refine(isGrantableRole, { error: MSG.invalidData }), { error: MSG.required })
    .min(1, { error: 'Selecione ao menos um papel.' })
    .max(100),
});
export type AccessProfileBody = z.input<typeof accessProfileBody>;

export const accessProfilesResponse = z.object({ rh_perfil: z.array(accessProfileRow) });
export const accessProfileResponse = z.object({ rh_perfil: accessProfileRow });
export const accessProfileDeletedResponse = z.object({ id: z.number() });
