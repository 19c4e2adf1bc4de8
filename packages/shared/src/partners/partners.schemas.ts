import { z } from 'zod';
import { setUserCompaniesBody } from '../user-companies/user-companies.schemas';
import { PARTNERS_MSG as M } from './partners.messages';
import { PARTNER_SALES_LEVELS } from './partners.rules';

/** A partner's profile and what they may do. */
export const partnerProfile = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  ativo: z.boolean(),
  /** Their level in sales, null when they hold none (they see nothing). */
  nivel_vendas: z.enum(PARTNER_SALES_LEVELS).nullable(),
  empresas: z.array(z.object({ id: z.number(), nome: z.string() })),
  id_empresa_principal: z.number().nullable(),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;
export const partnerProfileResponse = z.object({ parceiro: partnerProfile });

/** `PUT /v1/parceiros/:id`: the sales level (or none) and the companies they sell for. */
export const partnerPermissionsBody = setUserCompaniesBody.extend({
  nivel_vendas: z.enum(PARTNER_SALES_LEVELS, { error: M.level }).nullable(),
});
export type PartnerPermissionsBody = z.infer<typeof partnerPermissionsBody>;
