import { z } from 'zod';
import { MSG } from '../validation/messages';

/** Answers of the HR user calls (spec 000 §7 "Identity and users"). */
const ref = z.object({ id: z.number(), nome: z.string() }).nullable();

export const userDetailsResponse = z.object({
  rh_usuario: z.object({
    id: z.number(),
    nome: z.string().nullable(),
    sobrenome: z.string().nullable(),
    email: z.string().nullable(),
    funcionario: z.boolean(),
    ativo: z.boolean(),
    empresa: ref,
    departamento: ref,
    setor: ref,
    cargo: ref,
    /** Companies the person works for or acts on (rh_usuarios_empresas). */
    empresas: z.array(z.object({ id: z.number(), nome: z.string() })),
  }),
});
export type UserDetailsResponse = z.infer<typeof userDetailsResponse>;

export const userListResponse = z.object({
  rh_usuario: z.array(z.object({ id: z.number(), nome: z.string().nullable(), sobrenome: z.string().nullable() })),
});
export type UserListResponse = z.infer<typeof userListResponse>;

/** `GET v1/users/role/{id}`: the user with its access profiles and their role names. */
export const userRolesResponse = z.object({
  rh_usuario: z.array(
    z.object({
      id: z.number(),
      nome: z.string().nullable(),
      sobrenome: z.string().nullable(),
      perfis: z.array(z.object({ id: z.number(), nome: z.string(), ativo: z.boolean(), roles: z.array(z.string()) })),
      /** Roles of the active profiles plus `user`, sorted: what a fresh token would carry. */
      roles: z.array(z.string()),
    }),
  ),
});
export type UserRolesResponse = z.infer<typeof userRolesResponse>;

/** The name a person edits on UsersEdit (a signed-in user without a name is sent there). */
export const userNameBody = z.object({
  nome: z.string({ error: MSG.required }).trim().min(2, { error: MSG.min2 }).max(80, { error: MSG.invalidData }),
  /** Left out, the surname on record is kept. */
  sobrenome: z.string({ error: MSG.invalidData }).trim().max(120, { error: MSG.invalidData }).optional(),
});
export type UserNameBody = z.input<typeof userNameBody>;

export const userNameResponse = z.object({
  rh_usuario: z.object({ id: z.number(), nome: z.string().nullable(), sobrenome: z.string().nullable() }),
});
export type UserNameResponse = z.infer<typeof userNameResponse>;
