import { z } from 'zod';

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
