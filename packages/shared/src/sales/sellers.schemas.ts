import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { idField as idOf } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';
import { PIPELINE_MSG } from './pipeline.messages';

/*
 * The sellers of each provider (docs/sales.md "Teams"): the employees who take the new leads
 * round-robin while active, with their load and their last turn.
 */

const queryId = (message: string = MSG.invalidData) => z.coerce.number({ error: message }).pipe(idOf(message));

export const sellerTeamQuery = z.object({
  id_empresa: queryId().optional(),
  ativo: z
    .enum(['true', 'false'], { error: MSG.invalidData })
    .transform((v) => v === 'true')
    .optional(),
  offset: pageOffset('query'),
  limit: pageLimit('query'),
});
export type SellerTeamQuery = z.input<typeof sellerTeamQuery>;

/** A seller of a provider: who, whether in the rotation, their open and overdue leads, their last turn. */
export const teamSeller = z.object({
  id: z.number(),
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  id_empresa: z.number(),
  empresa: z.string(),
  ativo: z.boolean(),
  abertos: z.number(),
  atrasados: z.number(),
  ultima_atribuicao: z.string().nullable(),
  /** The active seller of the provider who takes the next new lead. */
  proximo: z.boolean(),
});
export type TeamSeller = z.infer<typeof teamSeller>;
export const sellerTeamResponse = z.object({ total: z.number(), vendedores: z.array(teamSeller) });
export type SellerTeamResponse = z.infer<typeof sellerTeamResponse>;

export const sellerAddBody = z.object({
  id_usuario: idOf(PIPELINE_MSG.employeeRequired),
  id_empresa: idOf(PIPELINE_MSG.providerUnknown),
});
export type SellerAddBody = z.input<typeof sellerAddBody>;

export const sellerPatchBody = z.object({ ativo: z.boolean({ error: MSG.required }) });
export const sellerParams = z.object({ id: queryId() });

/** Employees who may become sellers of a provider (active employees not yet its sellers), by name or e-mail. */
export const sellerCandidatesQuery = z.object({
  id_empresa: queryId(PIPELINE_MSG.providerUnknown),
  busca: z
    .string({ error: MSG.invalidData })
    .trim()
    .max(100, { error: PIPELINE_MSG.max(100) })
    .optional(),
});
export const sellerCandidatesResponse = z.object({
  funcionarios: z.array(z.object({ id: z.number(), nome: z.string(), email: z.string().nullable() })),
});
export type SellerCandidatesResponse = z.infer<typeof sellerCandidatesResponse>;
