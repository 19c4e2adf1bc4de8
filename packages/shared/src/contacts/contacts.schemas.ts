import { z } from 'zod';
import { MSG } from '../validation/messages';
import { CONTACTS_MSG } from './contacts.messages';

const named = z.object({ id: z.number(), nome: z.string() });

/**
 * A colleague as the directory shows them: only what colleagues need to reach them. Nothing of HR's
 * private record (CPF, RG, address, birth date, marital status …) is ever part of it.
 */
export const contact = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  ramal: z.string().nullable(),
  telefone: z.string().nullable(),
  id_imagem: z.string().nullable(),
  empresa: named.nullable(),
  departamento: named.nullable(),
  cargo: named.nullable(),
});
export type Contact = z.infer<typeof contact>;

/** The profile page: the sector too, and the manager (the head of the department). */
export const contactProfile = contact.extend({ setor: named.nullable(), gestor: named.nullable() });
export type ContactProfile = z.infer<typeof contactProfile>;

/** A page of the directory is at most this long. */
export const MAX_CONTACTS_PAGE = 100;

const optionalId = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData })
  .optional();

/**
 * `GET /v1/contatos`: `busca` matches the start of any word of the name (accents and case ignored) or
 * a department's or position's name; the ids narrow to a company, a department, a position.
 */
export const contactsQuery = z.object({
  busca: z.string().trim().max(100, { error: CONTACTS_MSG.searchTooLong }).optional(),
  id_empresa: optionalId,
  id_departamento: optionalId,
  id_cargo: optionalId,
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(MAX_CONTACTS_PAGE).default(24),
  offset: z.coerce.number({ error: MSG.invalidData }).int().min(0).max(1_000_000).default(0),
});
export type ContactsQuery = z.input<typeof contactsQuery>;

export const contactsListResponse = z.object({ contatos: z.array(contact), total: z.number() });
export const contactResponse = z.object({ contato: contactProfile });

/** `PUT /v1/contatos/eu`: the extension and the work phone, kept by each employee. */
export const ownContactInput = z.object({
  ramal: z
    .string()
    .trim()
    .regex(/^\d{0,8}$/, { error: CONTACTS_MSG.extensionInvalid })
    .transform((v) => v || null)
    .nullable(),
  telefone: z
    .string()
    .trim()
    .max(20, { error: MSG.phone })
    .refine((v) => v === '' || /^\d{10,11}$/.test(v.replace(/\D/g, '')), { error: MSG.phone })
    .transform((v) => v.replace(/\D/g, '') || null)
    .nullable(),
});
export type OwnContactInput = z.input<typeof ownContactInput>;
