import { z } from 'zod';
import { passwordProblem } from '../auth/password-policy';
import { MSG } from './messages';
import { isValidCep } from './cep';
import { formatCnpj, isValidCnpj } from './cnpj';

/** Field schemas with the spec's pt-BR messages, shared by forms and the server. */
export const requiredText = (message: string = MSG.required) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(254, { error: MSG.email })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: MSG.email });

/** Optional e-mail: empty allowed, otherwise the pattern check. */
export const optionalEmailField = z.union([z.literal(''), emailField]);

export const passwordField = z.string({ error: MSG.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const codeField = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^\d{6}$/, { error: MSG.code6 });

export const min2Field = z.string({ error: MSG.required }).trim().min(2, { error: MSG.min2 });

/** Masked CEP 'NNNNN-NNN': 'Campo obrigatório' when empty, then exactly 9 characters, a CEP that can be one (`isValidCep`). */
export const maskedCepField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .length(9, { error: MSG.cep })
  .refine((v) => v.length !== 9 || isValidCep(v), { error: MSG.cep });

/** Optional URL, http(s) with a host only. */
export const optionalUrlField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && u.hostname.includes('.');
        } catch {
          return false;
        }
      },
      { error: MSG.url },
    ),
]);

export const idParam = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });

/** A masked CNPJ with both check digits right (spec §5), else 'Ops! Parece que seu cnpj é inválido!'. */
export const cnpjField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => isValidCnpj(v), { error: MSG.cnpj })
  .transform((v) => formatCnpj(v));

/** A whole id chosen in a select. */
export const idField = z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });

/** A required name of at most `max` characters. */
export const nameField = (max = 120) => requiredText().max(max, { error: `Utilize no máximo ${max} caracteres.` });

/** A `#rrggbb` colour. */
export const colorField = z.string({ error: MSG.required }).regex(/^#[0-9a-fA-F]{6}$/, { error: MSG.required });

/** A two-letter Brazilian state abbreviation. */
export const ufField = z.string({ error: MSG.required }).regex(/^[A-Z]{2}$/, { error: MSG.required });
