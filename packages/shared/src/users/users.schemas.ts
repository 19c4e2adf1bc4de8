import { z } from 'zod';
import { pageLimit, pageNumber } from '../api/paging';
import { emailField } from '../validation/fields';
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

// Users and access (administration): `/users`, `/settings/permission/edit/:id`.

const idChoice = z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });
/** An ISO day `yyyy-mm-dd` (the forms' date pickers send it so). */
export const isoDayField = z
  .string({ error: MSG.invalidData })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });

/** Where a person works: provider, department, sector and position (all required). */
const placement = {
  id_empresa: idChoice,
  id_departamento: idChoice,
  id_setor: idChoice,
  id_cargo: idChoice,
};

/** A manager invites an employee: an identity with a temporary password mailed to them. */
export const inviteUserBody = z.object({
  nome: userNameBody.shape.nome,
  sobrenome: userNameBody.shape.sobrenome,
  email: emailField,
  ...placement,
  data_admissao: isoDayField.nullish(),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

export const editUserBody = z.object({
  nome: userNameBody.shape.nome,
  sobrenome: userNameBody.shape.sobrenome,
  ...placement,
  data_admissao: isoDayField.nullish(),
});
export type EditUserBody = z.input<typeof editUserBody>;

export const IDENTITY_STATUSES = ['CONFIRMED', 'UNCONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'] as const;
export const IDENTITY_STATUS_LABELS: Record<(typeof IDENTITY_STATUSES)[number], string> = {
  CONFIRMED: 'Ativo',
  UNCONFIRMED: 'E-mail não confirmado',
  FORCE_CHANGE_PASSWORD: 'Aguardando primeiro acesso',
  RESET_REQUIRED: 'Redefinição de senha exigida',
};

export const adminUserRow = z.object({
  id: z.number(),
  nome: z.string().nullable(),
  sobrenome: z.string().nullable(),
  email: z.string().nullable(),
  funcionario: z.boolean(),
  empresa: ref,
  departamento: ref,
  setor: ref,
  cargo: ref,
  data_admissao: z.string().nullable(),
  /** Sign-in enabled (auth_identidade.habilitado); null when the person has no identity. */
  habilitado: z.boolean().nullable(),
  status: z.enum(IDENTITY_STATUSES).nullable(),
  perfis: z.array(z.string()),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersQuery = z.object({
  busca: z.string().trim().max(120).optional(),
  page: pageNumber('query'),
  limit: pageLimit('query'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUsersResponse = z.object({ total: z.number(), rh_usuario: z.array(adminUserRow) });
export const adminUserResponse = z.object({ rh_usuario: adminUserRow });

/** The roles given to a person directly (module by module) and the access profiles applied to them. */
export const userPermissionsResponse = z.object({
  id_usuario: z.number(),
  roles: z.array(z.string()),
  perfis: z.array(z.object({ id: z.number(), nome: z.string(), roles: z.array(z.string()) })),
});
export type UserPermissionsResponse = z.infer<typeof userPermissionsResponse>;

export const userRolesBody = z.object({ roles: z.array(z.string().trim().min(1).max(80)).max(100) });
export type UserRolesBody = z.input<typeof userRolesBody>;

export const userProfilesBody = z.object({ perfis: z.array(z.number().int().positive()).max(50) });
export type UserProfilesBody = z.input<typeof userProfilesBody>;
