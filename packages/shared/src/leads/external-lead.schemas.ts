import { z } from 'zod';
import { idField as idOf } from '../onboarding/common.schemas';
import { isValidCep } from '../validation/cep';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { optionalEmailField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { isMobilePhone, normalizePhone } from '../validation/phone';
import { LEADS_MSG } from './leads.messages';
import { LEAD_HONEYPOT } from './leads.rules';

/*
 * The public lead form's schemas, apart from the staff ones: the form's page loads only these.
 */

const required = (schema = z.string({ error: MSG.required })) => schema.trim().min(1, { error: MSG.required });

/** The public lead form's fields, one schema each (the form checks them as typed, the server all at once). */
export const externalLeadFields = {
  nome: required().min(2, { error: LEADS_MSG.nameMin }).max(120, { error: LEADS_MSG.nameMax }),
  /** A mobile number (##) #####-#### (the form's WhatsApp contact), kept as its digits without the country code. */
  telefone: required()
    .max(20, { error: MSG.phone })
    .transform((value) => normalizePhone(value) ?? '')
    .refine(isMobilePhone, { error: MSG.phone }),
  /** ###.###.###-## with its check digits, kept as digits. */
  cpf: required()
    .max(14, { error: LEADS_MSG.cpfInvalid })
    .refine(isValidCpf, { error: LEADS_MSG.cpfInvalid })
    .transform(onlyDigits),
  /** #####-###, a CEP that can be one (`isValidCep`), kept as digits. */
  cep: required().max(9, { error: MSG.cep }).transform(onlyDigits).refine(isValidCep, { error: MSG.cep }),
  email: optionalEmailField,
  consentimento: z.literal(true, { error: LEADS_MSG.consentRequired }),
  id_empresa: idOf(LEADS_MSG.providerRequired),
};

/**
 * `POST v1/lead/externo` (public): the person's data, the consent, the provider, and the tracking
 * parameters the form arrived with (`chn`, `cmp`, `dst`, `lnk`). `website` is the honeypot.
 */
export const externalLeadBody = z.object({
  ...externalLeadFields,
  chn: idOf().optional(),
  cmp: idOf().optional(),
  dst: idOf().optional(),
  lnk: idOf().optional(),
  [LEAD_HONEYPOT]: z.string().max(500).optional(),
});
export type ExternalLeadBody = z.input<typeof externalLeadBody>;

/** The answer is the same whether a lead was stored, already open, or dropped (honeypot). */
export const externalLeadResponse = z.object({ ok: z.literal(true) });

/** `GET v1/lead/externo/origem`: the provider the form's link or destination belongs to, and the providers to choose from. */
export const leadOriginQuery = z.object({
  lnk: z.coerce.number().pipe(idOf()).optional().catch(undefined),
  dst: z.coerce.number().pipe(idOf()).optional().catch(undefined),
});
export const leadOriginResponse = z.object({
  id_empresa: z.number().nullable(),
  provedores: z.array(z.object({ id: z.number(), nome: z.string() })),
});
export type LeadOriginResponse = z.infer<typeof leadOriginResponse>;
