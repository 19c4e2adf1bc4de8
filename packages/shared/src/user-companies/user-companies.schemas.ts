import { z } from 'zod';
import { idField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { USER_COMPANIES_MSG as M } from './user-companies.messages';

/** Page size of the people and their companies. */
export const USER_COMPANIES_PAGE = 20;

const company = z.object({ id: z.number(), nome: z.string() });

/** `GET /v1/usuarios/empresas`: people (staff accounts) with their companies, by name, searched and filtered. */
export const userCompaniesQuery = z.object({
  busca: z.string().trim().max(80, { error: 'Utilize no máximo 80 caracteres.' }).optional(),
  empresa: z.coerce.number().int().positive({ error: MSG.invalidData }).optional(),
  /** One person only (the register form opened for them). */
  usuario: z.coerce.number().int().positive({ error: MSG.invalidData }).optional(),
  pagina: z.coerce.number().int().min(1, { error: MSG.invalidData }).max(10_000, { error: MSG.invalidData }).default(1),
});
export type UserCompaniesQuery = z.input<typeof userCompaniesQuery>;

export const userCompaniesRow = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  /** The company of the person's record (rh_usuario.id_empresa): always among theirs. */
  id_empresa_principal: z.number().nullable(),
  empresas: z.array(company),
});
export type UserCompaniesRow = z.infer<typeof userCompaniesRow>;
export const userCompaniesResponse = z.object({ total: z.number(), dados: z.array(userCompaniesRow) });

/** `GET /v1/usuarios/empresas/minhas`: the caller's own companies. */
export const myCompaniesResponse = z.object({ empresas: z.array(company) });

/** `PUT /v1/usuarios/:id/empresas`: the person's companies, all of them (one at least). */
export const setUserCompaniesBody = z.object({
  empresas: z
    .array(idField, { error: M.companiesRequired })
    .min(1, { error: M.companiesRequired })
    .max(20, { error: M.tooMany }),
});
export type SetUserCompaniesBody = z.infer<typeof setUserCompaniesBody>;
export const setUserCompaniesResponse = z.object({ id_usuario: z.number(), empresas: z.array(company) });

/** The register form: a person and their companies. */
export const userCompaniesForm = setUserCompaniesBody.extend({ id_usuario: z.number({ error: M.personRequired }) });
