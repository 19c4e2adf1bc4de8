import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { MSG } from '../validation/messages';
import { idParam } from '../validation/fields';
import { EMAIL_SIGNATURES_MSG as TEXT } from './email-signatures.messages';
import { HEX_COLOUR, MAX_LEGAL_LINE, isSignaturePhone } from './email-signatures.rules';

/**
 * The person a signature is made for, from their HR record: the full name, the names of their position,
 * department and company, the corporate e-mail (the account's e-mail when HR left it blank), the work
 * phone and the extension (never the personal phone). A blank part is null and its line is left out.
 */
export const signaturePerson = z.object({
  id: z.number(),
  nome: z.string(),
  cargo: z.string().nullable(),
  departamento: z.string().nullable(),
  empresa: z.string().nullable(),
  id_empresa: z.number().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  ramal: z.string().nullable(),
});
export type SignaturePerson = z.infer<typeof signaturePerson>;

/** A template's logo: its stored file, its public address (from PUBLIC_URL) and its natural size. */
export const signatureLogo = z.object({
  id: z.string(),
  url: z.string(),
  largura: z.number(),
  altura: z.number(),
});
export type SignatureLogo = z.infer<typeof signatureLogo>;

/**
 * A provider company's signature template. Every company is answered: `id` is null while HR has not
 * saved one (the default look, inactive).
 */
export const signatureTemplate = z.object({
  id: z.number().nullable(),
  id_empresa: z.number(),
  empresa: z.string(),
  logo: signatureLogo.nullable(),
  cor_primaria: z.string(),
  cor_secundaria: z.string(),
  linha_legal: z.string(),
  site: z.string(),
  telefone_central: z.string(),
  ativo: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SignatureTemplate = z.infer<typeof signatureTemplate>;

/** `GET /v1/email-signatures/mine`: the caller's data and their company's template (null without one). */
export const ownSignatureResponse = z.object({ pessoa: signaturePerson, modelo: signatureTemplate.nullable() });
export type OwnSignatureResponse = z.infer<typeof ownSignatureResponse>;

/** `GET /v1/email-signatures/people`: active employees by name, searched, paged. */
export const signaturePeopleQuery = z.object({
  busca: z.string().trim().max(100, { error: 'Utilize no máximo 100 caracteres.' }).optional(),
  id_empresa: idParam.optional(),
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type SignaturePeopleQuery = z.input<typeof signaturePeopleQuery>;

export const signaturePeopleResponse = z.object({ total: z.number(), pessoas: z.array(signaturePerson) });
export type SignaturePeopleResponse = z.infer<typeof signaturePeopleResponse>;

/** `GET /v1/email-signatures/templates`: one template per active provider company. */
export const signatureTemplatesResponse = z.object({ modelos: z.array(signatureTemplate) });

export const companyParams = z.object({ id_empresa: idParam });

/** An http(s) address with a domain. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const colour = z
  .string({ error: TEXT.colour })
  .trim()
  .regex(HEX_COLOUR, { error: TEXT.colour })
  .transform((value) => value.toUpperCase());

/** `PUT /v1/email-signatures/templates/:id_empresa`: the whole template of a company (made on its first save). */
export const signatureTemplateBody = z.object({
  id_logo: z.uuid({ error: TEXT.logoNotFound }).nullable(),
  cor_primaria: colour,
  cor_secundaria: colour,
  linha_legal: z.string({ error: MSG.invalidData }).trim().max(MAX_LEGAL_LINE, { error: TEXT.legalTooLong }),
  site: z
    .string({ error: TEXT.site })
    .trim()
    .max(200, { error: 'Utilize no máximo 200 caracteres.' })
    .refine((value) => value === '' || isWebAddress(value), { error: TEXT.site }),
  telefone_central: z
    .string({ error: TEXT.phone })
    .trim()
    .max(30, { error: TEXT.phone })
    .refine((value) => value === '' || isSignaturePhone(value), { error: TEXT.phone }),
  ativo: z.boolean({ error: MSG.invalidData }),
});
export type SignatureTemplateBody = z.input<typeof signatureTemplateBody>;
export type SignatureTemplateValues = z.output<typeof signatureTemplateBody>;

export const signatureTemplateResponse = z.object({ modelo: signatureTemplate });

/** `GET /v1/email-signatures/logo/:id_empresa`: `v` only tells apart the addresses of successive logos. */
export const logoQuery = z.object({ v: z.string().max(64).optional() });
