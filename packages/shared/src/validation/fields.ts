import { z } from 'zod';
import { passwordProblem } from '../auth/password-policy';
import { MSG } from './messages';

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

/** Masked CEP 'NNNNN-NNN': exactly 9 characters. */
export const maskedCepField = z.string({ error: MSG.required }).length(9, { error: MSG.cep });

/** Optional URL, http(s) with a host only. */
export const optionalUrlField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, { error: MSG.url }),
]);

export const idParam = z.coerce.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData });
